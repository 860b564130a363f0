import { MAIN_CONTENT_ID } from '@/lib/constants';
import { translator } from '@/lib/i18n/ui';
import styles from './styles.module.css';

/** First focusable element of every page: jumps past the navigation. */
export default function SkipToContent({ locale = 'en' }: { locale?: string }) {
  return (
    <a className={styles.skip} href={`#${MAIN_CONTENT_ID}`}>
      {translator(locale)('theme.skipToContent')}
    </a>
  );
}
