'use client';

import { MAIN_CONTENT_ID } from '@/lib/constants';
import { useTranslate } from '@/components/UiStrings';
import { errorChain } from './causes';
import styles from './styles.module.css';

interface ErrorPageProps {
  error: unknown;
  /** Renders the crashed part again. */
  onTryAgain(): void;
}

/** The crash fallback: a title, 'Try again', and the error with its whole cause chain. */
export default function ErrorPage({ error, onTryAgain }: ErrorPageProps) {
  const [first, ...causes] = errorChain(error);
  const t = useTranslate();
  const causeLabel = t('theme.ErrorPageContent.cause');
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
      <div className={styles.box}>
        <h1 className={styles.title}>{t('theme.ErrorPageContent.title')}</h1>
        <button type="button" className={styles.tryAgain} onClick={onTryAgain}>
          {t('theme.ErrorPageContent.tryAgain')}
        </button>
        {first && (
          <div className={styles.details}>
            <p className={styles.message}>{first}</p>
            {causes.length > 0 && (
              <ol className={styles.causes} aria-label={t('theme.ErrorPageContent.causes')}>
                {causes.map((cause, index) => (
                  <li key={index}>
                    <span className={styles.causeLabel}>{causeLabel}</span> {cause}
                  </li>
                ))}
              </ol>
            )}
          </div>
        )}
      </div>
    </main>
  );
}
