'use client';

import { MAIN_CONTENT_ID } from '@/lib/constants';
import { useTranslate } from '@/components/UiStrings';
import { errorChain } from './causes';

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
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className="error-page">
      <div className="error-page-box">
        <h1 className="error-page-title">{t('theme.ErrorPageContent.title')}</h1>
        <button type="button" className="primary-button error-page-try-again" onClick={onTryAgain}>
          {t('theme.ErrorPageContent.tryAgain')}
        </button>
        {first && (
          <div className="error-page-details">
            <p className="error-page-message">{first}</p>
            {causes.length > 0 && (
              <ol className="error-page-causes" aria-label={t('theme.ErrorPageContent.causes')}>
                {causes.map((cause, index) => (
                  <li key={index}>
                    <span className="error-page-cause-label">{causeLabel}</span> {cause}
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
