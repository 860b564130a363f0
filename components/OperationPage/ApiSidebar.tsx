import Link from '@/components/Link';
import type { ApiSidebarTag } from '@/lib/openapi';
import { API_REFERENCE_PATH, API_SCHEMAS_PATH } from '@/lib/urls';
// The docs sidebar's look (DocsShell loads it on every page it lays out anyway).
import docs from '@/components/DocSidebar/styles.module.css';
import ClosedTag from './ClosedTag.client';
import OperationLinks from './OperationLinks';
import styles from './sidebar.module.css';

interface ApiSidebarProps {
  /** Each tag's operations (lib/openapi apiSidebarTags): the shape its closed tags load too. */
  tags: ApiSidebarTag[];
  /** The operation being read: its tag is open and its link marked; undefined on the schemas page. */
  currentOperationId?: string;
  /** The schemas page is being read. */
  schemasCurrent?: boolean;
}

/**
 * The API reference's sidebar: the operations grouped by tag, the current operation's tag open
 * (a <details>, foldable without JavaScript) and the others closed, loaded when opened
 * (ClosedTag), then the shared schemas.
 * DocsShell puts it beside the page on desktop and in the mobile menu below 996 px.
 */
export default function ApiSidebar({ tags, currentOperationId, schemasCurrent = false }: ApiSidebarProps) {
  return (
    <nav aria-label="API reference" className={docs.sidebar}>
      <ul className={docs.list}>
        <li>
          <Link href={API_REFERENCE_PATH} className={docs.categoryLink}>
            All operations
          </Link>
        </li>
        {tags.map(({ tag, operations }) =>
          operations.some((operation) => operation.operationId === currentOperationId) ? (
            <li key={tag}>
              <details open className={styles.group}>
                <summary className={docs.categoryLabel}>{tag}</summary>
                <OperationLinks operations={operations} currentOperationId={currentOperationId} />
              </details>
            </li>
          ) : (
            <li key={tag}>
              <ClosedTag tag={tag} />
            </li>
          ),
        )}
        <li>
          <Link href={API_SCHEMAS_PATH} className={docs.categoryLink} aria-current={schemasCurrent ? 'page' : undefined}>
            Schemas
          </Link>
        </li>
      </ul>
    </nav>
  );
}
