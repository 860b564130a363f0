'use client';

import { MAIN_CONTENT_ID } from '@/lib/constants';
import { translate } from '@/lib/i18n/translate';
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
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
      <div className={styles.box}>
        <h1 className={styles.title}>
          {translate({ id: 'theme.ErrorPageContent.title', message: 'This page crashed.' })}
        </h1>
        <button type="button" className={styles.tryAgain} onClick={onTryAgain}>
          {translate({ id: 'theme.ErrorPageContent.tryAgain', message: 'Try again' })}
        </button>
        {first && (
          <div className={styles.details}>
            <p className={styles.message}>{first}</p>
            {causes.length > 0 && (
              <ol
                className={styles.causes}
                aria-label={translate({
                  id: 'theme.ErrorPageContent.causes',
                  message: 'Caused by',
                })}
              >
                {causes.map((cause, index) => (
                  <li key={index}>
                    <span className={styles.causeLabel}>{translate({ message: 'Cause:' })}</span>{' '}
                    {cause}
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
