'use client';

import { useEffect, useState } from 'react';
import { useTranslate } from '@/components/UiStrings';
import { interpolate } from '@/lib/i18n/translate';
import { withBasePath } from '@/lib/urls';
import actionStyles from '@/components/PageActions/action.module.css';
import styles from './styles.module.css';

const CONFIRMATION_MS = 3000;

type State = 'idle' | 'copied' | 'failed';

interface CopyFileButtonProps {
  /** The file of the export whose text is copied: the page's Markdown copy, or the MCP set-up. */
  href: string;
  /** The button's name; "Copy page as Markdown" unless given. */
  label?: string;
  /** What the button shows on a narrow screen, a part of its name; "Markdown" unless given. */
  shortLabel?: string;
  /** Said when the copy fails, with {href}; the Markdown's location unless given. */
  failure?: string;
}

/**
 * "Copy page as Markdown": copies the page's Markdown copy (built beside it, e.g.
 * /docs/welcome.md) for pasting into a coding assistant; with `label`, another file of the
 * export (the MCP set-up). The file is fetched on click only.
 */
export default function CopyMarkdownButton({
  href,
  label,
  shortLabel,
  failure,
}: CopyFileButtonProps) {
  const [state, setState] = useState<State>('idle');
  const t = useTranslate();

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = window.setTimeout(() => setState('idle'), CONFIRMATION_MS);
    return () => window.clearTimeout(timer);
  }, [state]);

  async function copy() {
    const text = fetch(withBasePath(href)).then((response) => {
      if (!response.ok) throw new Error(`${href} answered ${response.status}`);
      return response.text();
    });
    try {
      // Safari allows a clipboard write after an await only through a ClipboardItem holding a promise.
      if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
        await navigator.clipboard.write([
          new ClipboardItem({
            'text/plain': text.then((value) => new Blob([value], { type: 'text/plain' })),
          }),
        ]);
      } else {
        await navigator.clipboard.writeText(await text);
      }
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <span className={styles.copy}>
      <button type="button" className={actionStyles.action} onClick={copy}>
        <span className={actionStyles.long}>{label ?? t('theme.pageActions.copyMarkdown')}</span>
        <span className={actionStyles.short} aria-hidden="true">
          {shortLabel ?? t('theme.pageActions.copyMarkdown.short')}
        </span>
      </button>
      <span role="status" className={styles.status}>
        {state === 'copied' && t('theme.pageActions.copied')}
        {state === 'failed' &&
          interpolate(failure ?? t('theme.pageActions.copyFailed'), { href: withBasePath(href) })}
      </span>
    </span>
  );
}
