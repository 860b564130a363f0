import Link from '@/components/Link';
import type { SidebarNode } from '@/lib/docs/sidebar';
import styles from './styles.module.css';

export interface SidebarItemsProps {
  nodes: SidebarNode[];
  /** The doc being read, marked with aria-current; undefined on the docs root. */
  currentDocId?: string;
  depth: number;
  id?: string;
}

/** The entries of a sidebar list: rendered on the server, and by a closed category once opened. */
export default function SidebarItems({ nodes, currentDocId, depth, id }: SidebarItemsProps) {
  return (
    <ul id={id} className={depth === 0 ? styles.list : styles.sublist}>
      {nodes.map((node) => (
        <SidebarItem key={sidebarKey(node)} node={node} currentDocId={currentDocId} depth={depth} />
      ))}
    </ul>
  );
}

/** A list entry's React key: a category by its label, a page or link by its URL. */
export function sidebarKey(node: { type: string; label: string; href?: string }): string {
  return node.type.endsWith('category') ? node.label : (node.href ?? node.label);
}

/** One entry: a page, an outbound link, or a category with its entries below it. */
export function SidebarItem({ node, currentDocId, depth }: { node: SidebarNode; currentDocId?: string; depth: number }) {
  if (node.type === 'category') {
    const current = node.docId !== undefined && node.docId === currentDocId;
    return (
      <li className={styles.category}>
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
    <li>
      <Link href={node.href} className={styles.link} aria-current={current ? 'page' : undefined}>
        {node.label}
      </Link>
    </li>
  );
}
