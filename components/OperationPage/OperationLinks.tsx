import Link from '@/components/Link';
import MethodBadge from '@/components/MethodBadge';
import type { SidebarOperation } from '@/lib/openapi';
import { apiOperationPath } from '@/lib/urls';
// The docs sidebar's look (DocsShell loads it on every page it lays out anyway).
import docs from '@/components/DocSidebar/styles.module.css';
import styles from './sidebar.module.css';

/**
 * A tag's operations in the API sidebar, the current one marked: rendered on the server for the
 * tag being read, in the browser for a tag opened later (ClosedTag).
 */
export default function OperationLinks({ operations, currentOperationId, id }: { operations: SidebarOperation[]; currentOperationId?: string; id?: string }) {
  return (
    <ul id={id} className={docs.sublist}>
      {operations.map((operation) => (
        <li key={operation.operationId}>
          <Link
            href={apiOperationPath(operation.operationId)}
            className={`${docs.link} ${styles.operation}`}
            aria-current={operation.operationId === currentOperationId ? 'page' : undefined}
          >
            <MethodBadge method={operation.method} />
            <span>{operation.summary}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
