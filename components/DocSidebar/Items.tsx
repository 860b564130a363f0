import Link from '@/components/Link';
import type { ClosedCategory as ClosedCategoryNode, SidebarNode } from '@/lib/docs/sidebar';
import ClosedCategory from './ClosedCategory';
import styles from './styles.module.css';

export interface SidebarItemsProps {
  nodes: (SidebarNode | ClosedCategoryNode)[];
  /** The doc being read, marked with aria-current; undefined on the docs root. */
  currentDocId?: string;
  depth: number;
  id?: string;
}

/** The entries of a sidebar list: rendered on the server, and by a closed category once opened. */
export default function SidebarItems({ nodes, currentDocId, depth, id }: SidebarItemsProps) {
  return (
    <ul id={id} className={depth === 0 ? styles.list : styles.sublist}>
      {nodes.map((node) => {
        if (node.type === 'closed-category') {
          return (
            <li key={node.label} className={styles.category}>
              <ClosedCategory category={node} />
            </li>
          );
        }
        if (node.type === 'category') {
          const current = node.docId !== undefined && node.docId === currentDocId;
          return (
            <li key={node.label} className={styles.category}>
              {node.href ? (
                <Link href={node.href} className={styles.categoryLink} aria-current={current ? 'page' : undefined}>
                  {node.label}
                </Link>
              ) : (
                <span className={styles.categoryLabel}>{node.label}</span>
              )}
              <SidebarItems nodes={node.items} currentDocId={currentDocId} depth={depth + 1} />
            </li>
          );
        }
        const current = node.type === 'doc' && node.docId === currentDocId;
        return (
          <li key={node.href}>
            <Link href={node.href} className={styles.link} aria-current={current ? 'page' : undefined}>
              {node.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
