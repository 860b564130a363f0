'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslate } from '@/components/UiStrings';
import styles from './styles.module.css';

const COPIED_FEEDBACK_MS = 2000;

/** Copies the text of the code block it sits in. */
export default function CopyButton() {
  const ref = useRef<HTMLButtonElement>(null);
  const [copied, setCopied] = useState(false);
  const t = useTranslate();

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  async function copy() {
    const code = ref.current?.parentElement?.querySelector('pre')?.textContent ?? '';
    try {
      await navigator.clipboard.writeText(code);
      setCopied(true);
    } catch {
      // Clipboard access can be refused (insecure origin, permissions); nothing to undo.
    }
  }

  return (
    <button
      ref={ref}
      type="button"
      className={styles.copy}
      onClick={copy}
      aria-label={t(copied ? 'theme.CodeBlock.copied' : 'theme.CodeBlock.copyButtonAriaLabel')}
    >
      {t(copied ? 'theme.CodeBlock.copied' : 'theme.CodeBlock.copy')}
      <span className="visually-hidden" aria-live="polite">
        {copied ? t('theme.CodeBlock.copiedStatus') : ''}
      </span>
    </button>
  );
}
