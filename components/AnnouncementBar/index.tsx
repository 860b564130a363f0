import type { CSSProperties } from 'react';
import type { AnnouncementBarConfig } from '@/lib/config/schema';
import { rawHref } from '@/lib/urls';
import CloseButton from './CloseButton';
import styles from './styles.module.css';

/** The announcement is HTML from the config: its site links and images go under the base path too. */
function withRawHrefs(html: string): string {
  return html.replace(
    /\b(href|src)="(\/(?!\/)[^"]*)"/g,
    (_, attribute: string, url: string) => `${attribute}="${rawHref(url)}"`,
  );
}

/**
 * The optional announcement of the site config. Whether it was dismissed is read
 * before first paint by announcementBarScript, so a closed bar never flashes.
 */
export default function AnnouncementBar({ bar }: { bar: AnnouncementBarConfig }) {
  return (
    <section
      className={styles.bar}
      aria-label="Announcement"
      data-announcement-bar=""
      style={
        {
          '--announcement-bg': bar.backgroundColor,
          '--announcement-text': bar.textColor,
        } as CSSProperties
      }
    >
      <div
        className={styles.content}
        dangerouslySetInnerHTML={{ __html: withRawHrefs(bar.content) }}
      />
      {bar.isCloseable && <CloseButton id={bar.id} />}
    </section>
  );
}
