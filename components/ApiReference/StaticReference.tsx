import Link from '@/components/Link';
import MethodBadge from '@/components/MethodBadge';
import type { ApiOperation, ApiTag } from '@/lib/openapi/pages/operation-list';
import { apiOperationPath, apiTagId } from '@/lib/urls';
import styles from './styles.module.css';

export interface OperationGroup {
  tag: ApiTag;
  operations: ApiOperation[];
}

/** The path with a line-break opportunity after each slash, so narrow tables wrap between segments. */
function BreakablePath({ path }: { path: string }) {
  const segments = path.split('/');
  return (
    <code>
      {segments.map((segment, index) => (
        <span key={index}>
          {segment}
          {index < segments.length - 1 && (
            <>
              /<wbr />
            </>
          )}
        </span>
      ))}
    </code>
  );
}

/**
 * Every operation grouped by tag, rendered on the server, each linking to its own page: what
 * /api shows before Elements has loaded and without JavaScript.
 */
export default function StaticReference({ groups }: { groups: OperationGroup[] }) {
  return (
    <div className={styles.static}>
      {groups.map(({ tag, operations }) => (
        <section key={tag.name} aria-labelledby={apiTagId(tag.name)} className={styles.group}>
          <h2 id={apiTagId(tag.name)}>{tag.name}</h2>
          <table className={styles.operations}>
            {/* Declared before any row, so the column widths are known before the rows are (see .operations). */}
            <colgroup>
              <col className={styles.methodColumn} />
              <col />
              <col />
              <col className={styles.keyColumn} />
            </colgroup>
            <thead>
              <tr>
                <th scope="col">Method</th>
                <th scope="col">Path</th>
                <th scope="col">Summary</th>
                <th scope="col">API key</th>
              </tr>
            </thead>
            <tbody>
              {operations.map((operation) => (
                <tr key={operation.operationId}>
                  <td>
                    <MethodBadge method={operation.method} className={styles.method} />
                  </td>
                  <td className={styles.path}>
                    <BreakablePath path={operation.path} />
                  </td>
                  <td>
                    <Link href={apiOperationPath(operation.operationId)}>{operation.summary}</Link>
                  </td>
                  <td>{operation.secured ? 'Required' : 'Not needed'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </div>
  );
}
