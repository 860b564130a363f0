import Link from '@/components/Link';
import type { SidebarNode } from '@/lib/docs/sidebar';
import styles from './styles.module.css';

interface DocSidebarProps {
  nodes: SidebarNode[];
  /** The doc being read, marked with aria-current; undefined on the docs root. */
  currentDocId?: string;
}

function SidebarItems({ nodes, currentDocId, depth }: DocSidebarProps & { depth: number }) {
  return (
    <ul className={depth === 0 ? styles.list : styles.sublist}>
      {nodes.map((node) => {
        if (node.type === 'category') {
          const current = node.docId !== undefined && node.docId === currentDocId;
          // Categories stay open: the spec's sidebar never auto-collapses (§2).
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

/** The one docs sidebar (spec §2): always shown on desktop, never hidden, categories open. */
export default function DocSidebar({ nodes, currentDocId }: DocSidebarProps) {
  return (
    <nav aria-label="Docs sidebar" className={styles.sidebar}>
      <SidebarItems nodes={nodes} currentDocId={currentDocId} depth={0} />
    </nav>
  );
}
