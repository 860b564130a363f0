import type { TocItem } from '@/lib/docs/page-data';
import { translator } from '@/lib/i18n/ui';
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
export default function TOC({ items, locale = 'en' }: { items: TocItem[]; locale?: string }) {
  if (items.length === 0) return null;
  const title = translator(locale)('theme.TOC.title');
  return (
    <nav aria-label={title} className={styles.desktop}>
      <p className={styles.heading}>{title}</p>
      <TocList items={items} />
    </nav>
  );
}

/**
 * The same contents folded above the article where there is no room for a column: a
 * disclosure named by its summary, not a second navigation landmark of the same name
 * (each width shows one of the two).
 */
export function TOCCollapsible({ items, locale = 'en' }: { items: TocItem[]; locale?: string }) {
  if (items.length === 0) return null;
  return (
    <details className={styles.mobile} data-pagefind-ignore>
      <summary className={styles.summary}>{translator(locale)('theme.TOC.title')}</summary>
      <TocList items={items} />
    </details>
  );
}
