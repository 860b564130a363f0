import { MAIN_CONTENT_ID } from '@/lib/constants';
import styles from './styles.module.css';

/** First focusable element of every page: jumps past the navigation. */
export default function SkipToContent() {
  return (
    <a className={styles.skip} href={`#${MAIN_CONTENT_ID}`}>
      Skip to main content
    </a>
  );
}
