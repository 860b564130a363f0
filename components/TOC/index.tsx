import type { TocItem } from '@/lib/docs/page-data';
import styles from './styles.module.css';

function TocList({ items }: { items: TocItem[] }) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <a href={`#${item.id}`} className={styles.link}>
            {item.text}
          </a>
          {item.children.length > 0 && <TocList items={item.children} />}
        </li>
      ))}
    </ul>
  );
}

/** The table of contents beside the article on wide screens: headings of levels 2 and 3. */
export default function TOC({ items }: { items: TocItem[] }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="On this page" className={styles.desktop}>
      <p className={styles.heading}>On this page</p>
      <TocList items={items} />
    </nav>
  );
}

/**
 * The same contents folded above the article where there is no room for a column: a
 * disclosure named by its summary, not a second navigation landmark of the same name
 * (each width shows one of the two).
 */
export function TOCCollapsible({ items }: { items: TocItem[] }) {
  if (items.length === 0) return null;
  return (
    <details className={styles.mobile} data-pagefind-ignore>
      <summary className={styles.summary}>On this page</summary>
      <TocList items={items} />
    </details>
  );
}
