import Link from '@/components/Link';
import MethodBadge from '@/components/MethodBadge';
import type { SidebarCategory, SidebarEntry, SidebarLink } from '@/lib/sidebar-entries';
import styles from './styles.module.css';

/** The entries of a sidebar list: rendered on the server, and in the browser by a closed category once opened. */
export default function SidebarItems({ entries, depth, id }: { entries: SidebarEntry[]; depth: number; id?: string }) {
  return (
    <ul id={id} className={depth === 0 ? styles.list : styles.sublist}>
      {entries.map((entry) => (
        <SidebarItem key={sidebarKey(entry)} entry={entry} depth={depth} />
      ))}
    </ul>
  );
}

/** A list entry's React key: a category by its label, a page or link by its URL. */
export function sidebarKey(entry: { type: string; label: string; href?: string }): string {
  return entry.type.endsWith('category') ? entry.label : (entry.href ?? entry.label);
}

function EntryLink({ entry }: { entry: SidebarLink }) {
  return (
    <Link href={entry.href} className={entry.method ? `${styles.link} ${styles.operation}` : styles.link} aria-current={entry.current ? 'page' : undefined}>
      {entry.method ? (
        <>
          <MethodBadge method={entry.method} />
          <span>{entry.label}</span>
        </>
      ) : (
        entry.label
      )}
    </Link>
  );
}

/** A category's label: a link to its own page, or plain text. */
function CategoryLabel({ category }: { category: SidebarCategory }) {
  return category.href ? (
    <Link href={category.href} className={styles.categoryLink} aria-current={category.current ? 'page' : undefined}>
      {category.label}
    </Link>
  ) : (
    <span className={styles.categoryLabel}>{category.label}</span>
  );
}

/** One entry: a page or link, or a category with its entries below it (behind its label when it folds). */
export function SidebarItem({ entry, depth }: { entry: SidebarEntry; depth: number }) {
  if (entry.type !== 'category') {
    return (
      <li>
        <EntryLink entry={entry} />
      </li>
    );
  }
  if (entry.foldable) {
    return (
      <li className={styles.category}>
        <details open className={styles.foldable}>
          <summary className={styles.categoryLabel}>{entry.label}</summary>
          <SidebarItems entries={entry.items} depth={depth + 1} />
        </details>
      </li>
    );
  }
  return (
    <li className={styles.category}>
      <CategoryLabel category={entry} />
      <SidebarItems entries={entry.items} depth={depth + 1} />
    </li>
  );
}
