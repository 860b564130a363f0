import type { Metadata } from 'next';
import Link from '@/components/Link';
import { MAIN_CONTENT_ID } from '@/lib/constants';
import styles from '@/components/HomePage/not-found.module.css';

export const metadata: Metadata = {
  title: 'Page not found',
  robots: { index: false },
};

/** Any path that is not a page of the site (spec §2). */
export default function NotFound() {
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
      <h1 className={styles.title}>Page not found</h1>
      <p>We could not find what you were looking for. The page may have moved, or the link may be mistyped.</p>
      <ul className={styles.links}>
        <li><Link href="/">Home</Link></li>
        <li><Link href="/docs/welcome/">Welcome guide</Link></li>
        <li><Link href="/api/">API Reference</Link></li>
      </ul>
    </main>
  );
}
