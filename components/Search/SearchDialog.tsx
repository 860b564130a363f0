'use client';

import Link from '@/components/Link';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { trapTab } from '@/lib/hooks/trapTab';
import { translate } from '@/lib/i18n/translate';
import { loadPagefind, type PagefindResultData } from './pagefind';
import styles from './dialog.module.css';

export interface SearchDialogProps {
  onClose(): void;
}

const MAX_RESULTS = 8;

type State =
  | { kind: 'empty' }
  | { kind: 'searching' }
  | { kind: 'results'; results: PagefindResultData[] }
  | { kind: 'unavailable' };

/** The search dialog: a query box and result links, keyboard-usable, focus kept inside. */
export default function SearchDialog({ onClose }: SearchDialogProps) {
  const [query, setQuery] = useState('');
  const [state, setState] = useState<State>({ kind: 'empty' });
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();

  useEffect(() => {
    inputRef.current?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  useEffect(() => {
    const term = query.trim();
    if (!term) {
      setState({ kind: 'empty' });
      return;
    }
    let stale = false;
    setState({ kind: 'searching' });
    loadPagefind()
      .then((pagefind) => pagefind.debouncedSearch(term, {}, 150))
      .then(async (search) => {
        if (!search || stale) return;
        const results = await Promise.all(search.results.slice(0, MAX_RESULTS).map((result) => result.data()));
        if (!stale) setState({ kind: 'results', results });
      })
      .catch(() => !stale && setState({ kind: 'unavailable' }));
    return () => {
      stale = true;
    };
  }, [query]);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    trapTab(event);
  }

  return (
    <div className={styles.overlay} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div role="dialog" aria-modal="true" aria-labelledby={titleId} className={styles.dialog} onKeyDown={onKeyDown}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {translate({ id: 'theme.SearchModal.title', message: 'Search the docs' })}
          </h2>
          <button type="button" className={styles.close} onClick={onClose}>
            {translate({ id: 'theme.SearchModal.close', message: 'Close' })}
          </button>
        </div>
        <input
          ref={inputRef}
          type="search"
          className={styles.input}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={translate({ id: 'theme.SearchModal.placeholder', message: 'Search guides and examples' })}
          aria-label={translate({ id: 'theme.SearchModal.inputLabel', message: 'Search terms' })}
        />
        <div className={styles.body} aria-live="polite">
          {state.kind === 'searching' && <p className={styles.note}>{translate({ message: 'Searching…' })}</p>}
          {state.kind === 'unavailable' && (
            <p className={styles.note}>
              {translate({ message: 'The search index could not be loaded. It exists in the built site (npm run build).' })}
            </p>
          )}
          {state.kind === 'results' && state.results.length === 0 && (
            <p className={styles.note}>{translate({ message: 'No results for "{query}".' }, { query: query.trim() })}</p>
          )}
          {state.kind === 'results' && state.results.length > 0 && (
            <ul className={styles.results} aria-label={translate({ message: 'Search results' })}>
              {state.results.map((result) => (
                <li key={result.url}>
                  <Link href={result.url} className={styles.result} onClick={onClose}>
                    <span className={styles.resultTitle}>{result.meta.title ?? result.url}</span>
                    {/* Pagefind escapes page text and adds only <mark> around the hits. */}
                    <span className={styles.excerpt} dangerouslySetInnerHTML={{ __html: result.excerpt }} />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
