import Link from '@/components/Link';
import MethodBadge from '@/components/MethodBadge';
import type { ApiOperation, ApiTag } from '@/lib/openapi';
import { API_REFERENCE_PATH, API_SCHEMAS_PATH, apiOperationPath } from '@/lib/urls';
// The docs sidebar's look (DocsShell loads it on every page it lays out anyway).
import docs from '@/components/DocSidebar/styles.module.css';
import styles from './sidebar.module.css';

interface ApiSidebarProps {
  groups: { tag: ApiTag; operations: ApiOperation[] }[];
  /** The operation being read: its tag is open and its link marked; undefined on the schemas page. */
  currentOperationId?: string;
  /** The schemas page is being read. */
  schemasCurrent?: boolean;
}

/**
 * The API reference's sidebar: the operations grouped by tag, the current operation's tag open
 * and the others folded (<details>, so it works without JavaScript), then the shared schemas.
 * DocsShell puts it beside the page on desktop and in the mobile menu below 996 px.
 */
export default function ApiSidebar({ groups, currentOperationId, schemasCurrent = false }: ApiSidebarProps) {
  return (
    <nav aria-label="API reference" className={docs.sidebar}>
      <ul className={docs.list}>
        <li>
          <Link href={API_REFERENCE_PATH} className={docs.categoryLink}>
            All operations
          </Link>
        </li>
        {groups.map(({ tag, operations }) => {
          const open = operations.some((operation) => operation.operationId === currentOperationId);
          return (
            <li key={tag.name}>
              <details open={open} className={styles.group}>
                <summary className={docs.categoryLabel}>{tag.name}</summary>
                <ul className={docs.sublist}>
                  {operations.map((operation) => (
                    <li key={operation.operationId}>
                      <Link
                        href={apiOperationPath(operation.operationId)}
                        className={`${docs.link} ${styles.operation}`}
                        // Only on the current one: an attribute given as undefined is still sent, 60 times, in the payloads.
                        {...(operation.operationId === currentOperationId && { 'aria-current': 'page' as const })}
                      >
                        <MethodBadge method={operation.method} />
                        <span>{operation.summary}</span>
                      </Link>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          );
        })}
        <li>
          <Link href={API_SCHEMAS_PATH} className={docs.categoryLink} aria-current={schemasCurrent ? 'page' : undefined}>
            Schemas
          </Link>
        </li>
      </ul>
    </nav>
  );
}
