import Link from '@/components/Link';
import MethodBadge from '@/components/MethodBadge';
import styles from '@/components/DocsShell/index-page.module.css';
import type { ApiOperation } from '@/lib/openapi/pages/operation-list';
import { apiGuidesPath, apiOperationPath } from '@/lib/urls';
import { SECTION } from '@/lib/openapi/pages/sections';

interface GuideIndexProps {
  /** Each operation that guides call, with how many do and whether its page names them all. */
  operations: { operation: ApiOperation; total: number; listed: boolean }[];
}

/**
 * How many guides and examples call each operation, in the order of /api: a count links to the
 * operation's list of guides, or to the section of its page that names them all.
 */
export default function GuideIndex({ operations }: GuideIndexProps) {
  return (
    <div className={styles.wrapper}>
      <h1 className={styles.title}>Guides by operation</h1>
      <p className={styles.lead}>The guides and examples that call each operation of the API.</p>
      {operations.length === 0 ? (
        <p>No guide calls an operation yet.</p>
      ) : (
        <ul className={styles.list}>
          {operations.map(({ operation, total, listed }) => (
            <li key={operation.operationId}>
              <MethodBadge method={operation.method} />{' '}
              <Link href={apiOperationPath(operation.operationId)}>{operation.summary}</Link>:{' '}
              <Link
                href={
                  listed
                    ? apiGuidesPath(operation.operationId)
                    : `${apiOperationPath(operation.operationId)}#${SECTION.guides.id}`
                }
              >
                {total === 1 ? '1 guide' : `${total} guides`}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
