import type { ComponentType } from 'react';
import Link from '@/components/Link';
import type { SidebarCategory, SidebarEntry, SidebarLink } from '@/lib/sidebar-entries';
import styles from './styles.module.css';

/**
 * How a link's method is shown (the API's operations: components/MethodBadge). Given by the sidebar
 * that has methods, so a docs page loads neither the badge nor its styles.
 */
export type MethodBadgeComponent = ComponentType<{ method: string }>;

interface ItemProps {
  depth: number;
  badge?: MethodBadgeComponent;
}

/** The entries of a sidebar list: rendered on the server, and in the browser by a closed category once opened. */
export default function SidebarItems({
  entries,
  depth,
  badge,
  id,
}: ItemProps & { entries: SidebarEntry[]; id?: string }) {
  return (
    <ul id={id} className={depth === 0 ? styles.list : styles.sublist}>
      {entries.map((entry) => (
        <SidebarItem key={sidebarKey(entry)} entry={entry} depth={depth} badge={badge} />
      ))}
    </ul>
  );
}

/** A list entry's React key: a category by its label, a page or link by its URL. */
export function sidebarKey(entry: { type: string; label: string; href?: string }): string {
  return entry.type.endsWith('category') ? entry.label : (entry.href ?? entry.label);
}

function EntryLink({ entry, badge: Badge }: { entry: SidebarLink; badge?: MethodBadgeComponent }) {
  const withMethod = entry.method !== undefined && Badge !== undefined;
  return (
    <Link
      href={entry.href}
      className={withMethod ? `${styles.link} ${styles.operation}` : styles.link}
      aria-current={entry.current ? 'page' : undefined}
    >
      {withMethod ? (
        <>
          <Badge method={entry.method!} />
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
    <Link
      href={category.href}
      className={styles.categoryLink}
      aria-current={category.current ? 'page' : undefined}
    >
      {category.label}
    </Link>
  ) : (
    <span className={styles.categoryLabel}>{category.label}</span>
  );
}

/** One entry: a page or link, or a category with its entries below it (behind its label when it folds). */
export function SidebarItem({ entry, depth, badge }: ItemProps & { entry: SidebarEntry }) {
  if (entry.type !== 'category') {
    return (
      <li>
        <EntryLink entry={entry} badge={badge} />
      </li>
    );
  }
  if (entry.foldable) {
    return (
      <li className={styles.category}>
        <details open className={styles.foldable}>
          <summary className={styles.categoryLabel}>{entry.label}</summary>
          <SidebarItems entries={entry.items} depth={depth + 1} badge={badge} />
        </details>
      </li>
    );
  }
  return (
    <li className={styles.category}>
      <CategoryLabel category={entry} />
      <SidebarItems entries={entry.items} depth={depth + 1} badge={badge} />
    </li>
  );
}
