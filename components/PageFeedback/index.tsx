'use client';

import { useId, useState } from 'react';
import { analyticsOn, loadGa, type AnalyticsSettings } from '@/components/Analytics/ga';
import { useTranslate } from '@/components/UiStrings';
import styles from './styles.module.css';

/** The GA4 event an answer is sent as, with the page's path and `helpful`: `yes` or `no`. */
export const FEEDBACK_EVENT = 'page_feedback';

type Answer = 'yes' | 'no';

/**
 * "Was this page helpful?" at the foot of a docs page: two buttons, one answer a page view. The
 * answer goes to GA4 as one event, only when the site's analytics is on (the same rule as its
 * page views, components/Analytics); GA4's script is loaded on the answer, never before. The
 * thanks is said in a live region, and the buttons stay where they are, the chosen one pressed,
 * so the keyboard focus stays on it.
 */
export default function PageFeedback({ analytics }: { analytics: AnalyticsSettings }) {
  const [answer, setAnswer] = useState<Answer>();
  const questionId = useId();
  const t = useTranslate();

  function answerWith(helpful: Answer) {
    if (answer) return;
    setAnswer(helpful);
    if (!analyticsOn(analytics)) return;
    const pagePath = window.location.pathname;
    void loadGa(analytics).then((ga) => ga.event(FEEDBACK_EVENT, { page_path: pagePath, helpful }));
  }

  return (
    <div role="group" aria-labelledby={questionId} className={styles.root} data-pagefind-ignore="">
      <span id={questionId} className={styles.question}>
        {t('theme.feedback.question')}
      </span>
      <button
        type="button"
        className={styles.button}
        aria-pressed={answer === 'yes'}
        onClick={() => answerWith('yes')}
      >
        {t('theme.feedback.yes')}
      </button>
      <button
        type="button"
        className={styles.button}
        aria-pressed={answer === 'no'}
        onClick={() => answerWith('no')}
      >
        {t('theme.feedback.no')}
      </button>
      {/* In the page from the start: a live region speaks only what changes in it. */}
      <span role="status" className={styles.status}>
        {answer && t('theme.feedback.thanks')}
      </span>
    </div>
  );
}
