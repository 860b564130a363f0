'use client';

import {
  Fragment,
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import Link from '@/components/Link';
import { useTranslate } from '@/components/UiStrings';
import { loadPagefind } from './pagefind';
import { toEntries, type SearchEntry } from './results';
import styles from './dialog.module.css';

export interface SearchDialogProps {
  /** The dialog has closed (Escape, Close, the backdrop, or a result followed). */
  onClose(): void;
}

const MAX_RESULTS = 10;
const TYPING_DEBOUNCE_MS = 80;

type State =
  | { kind: 'empty' }
  | { kind: 'searching' }
  | { kind: 'results'; query: string; entries: SearchEntry[] }
  | { kind: 'unavailable' };

/** One selectable line of the list: an entry, or one more matching section of a page. */
interface Option {
  id: string;
  url: string;
}

function optionsOf(entries: SearchEntry[], baseId: string): Option[] {
  return entries.flatMap((entry, index) => [
    { id: `${baseId}-${index}`, url: entry.url },
    ...entry.more.map((section, sub) => ({ id: `${baseId}-${index}-${sub}`, url: section.url })),
  ]);
}

/** Where each entry's own line is in optionsOf's list; its sections' lines follow it. */
function firstOptions(entries: SearchEntry[]): number[] {
  let next = 0;
  return entries.map((entry) => {
    const first = next;
    next += 1 + entry.more.length;
    return first;
  });
}

/** Pagefind escapes the page text and adds only <mark> around the matched words. */
function Excerpt({ html }: { html: string }) {
  return <span className={styles.excerpt} dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * The search dialog (a modal <dialog>): results as you type, from guides (opened at the
 * matched heading) and API operations (their pages). The query box
 * is a combobox: arrow keys move through the results, Enter opens one. The browser makes
 * the page behind inert while it is open and closes it on Escape; app/globals.css keeps the
 * page behind from scrolling.
 */
export default function SearchDialog({ onClose }: SearchDialogProps) {
  const [query, setQuery] = useState('');
  const t = useTranslate();
  const [state, setState] = useState<State>({ kind: 'empty' });
  const [active, setActive] = useState(-1);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const listId = useId();
  const optionBaseId = useId().replace(/:/g, '');

  /** Closes the modal, which gives the page back; its close event then tells the search button. */
  const close = () => dialogRef.current?.close();

  useEffect(() => {
    const dialog = dialogRef.current!;
    if (!dialog.open) dialog.showModal();
    inputRef.current?.focus();
    // Fetch the index's script and WebAssembly while the reader types the first word.
    loadPagefind().catch(() => {});
  }, []);

  /** An empty box shows the hint; while the next results load, the last ones stay. */
  function onQueryChange(next: string) {
    setQuery(next);
    if (!next.trim()) setState({ kind: 'empty' });
    else setState((current) => (current.kind === 'results' ? current : { kind: 'searching' }));
  }

  useEffect(() => {
    const term = query.trim();
    if (!term) return;
    let stale = false;
    loadPagefind()
      .then((pagefind) => pagefind.debouncedSearch(term, {}, TYPING_DEBOUNCE_MS))
      .then(async (search) => {
        if (!search || stale) return;
        const data = await Promise.all(
          search.results.slice(0, MAX_RESULTS).map((result) => result.data()),
        );
        if (stale) return;
        setState({ kind: 'results', query: term, entries: toEntries(data, term) });
        setActive(-1);
      })
      .catch(() => !stale && setState({ kind: 'unavailable' }));
    return () => {
      stale = true;
    };
  }, [query]);

  const entries = state.kind === 'results' ? state.entries : [];
  const options = optionsOf(entries, optionBaseId);
  const activeOption = options[active];

  useEffect(() => {
    if (activeOption)
      document.getElementById(activeOption.id)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOption]);

  function onInputKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive(
        (current) =>
          (current + step + options.length + (current === -1 && step < 0 ? 1 : 0)) % options.length,
      );
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      document.getElementById(activeOption.id)?.click();
    }
  }

  /** A click on the backdrop lands on the <dialog> element itself. */
  function onDialogMouseDown(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) close();
  }

  const status = (() => {
    if (state.kind === 'searching') return t('theme.SearchModal.searching');
    if (state.kind === 'results' && entries.length > 0) {
      return entries.length === 1
        ? t('theme.SearchModal.oneResult', { query: state.query })
        : t('theme.SearchModal.results', { count: entries.length, query: state.query });
    }
    return '';
  })();

  const firstOption = firstOptions(entries);
  /** The attributes of the option at `index` of `options`. */
  const optionProps = (index: number) => {
    const option = options[index];
    return {
      id: option.id,
      role: 'option',
      'aria-selected': index === active,
      className: styles.option,
      'data-url': option.url,
      onMouseMove: () => setActive(index),
    } as const;
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={onClose}
      onMouseDown={onDialogMouseDown}
    >
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {t('theme.SearchModal.title')}
          </h2>
          <button type="button" className={styles.close} onClick={close}>
            {t('theme.SearchModal.close')}
          </button>
        </div>
        <input
          ref={inputRef}
          // A text field, not type="search": Escape in a search field only clears it, and here
          // Escape closes the dialog (the browser's own handling of a modal <dialog>).
          type="text"
          inputMode="search"
          enterKeyHint="search"
          role="combobox"
          className={styles.input}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          onKeyDown={onInputKeyDown}
          placeholder={t('theme.SearchModal.placeholder')}
          aria-label={t('theme.SearchModal.inputLabel')}
          aria-expanded={entries.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption?.id}
          autoComplete="off"
          spellCheck={false}
        />
        <div className={styles.body}>
          <p role="status" className={status ? styles.note : 'visually-hidden'}>
            {status}
          </p>
          {state.kind === 'empty' && <p className={styles.note}>{t('theme.SearchModal.hint')}</p>}
          {state.kind === 'unavailable' && (
            <p className={styles.note} role="alert">
              {process.env.NODE_ENV === 'development'
                ? t('theme.SearchModal.noIndex')
                : t('theme.SearchModal.loadFailed')}
            </p>
          )}
          {state.kind === 'results' && entries.length === 0 && (
            <div className={styles.noResults} role="alert">
              <p>{t('theme.SearchModal.noResults', { query: state.query })}</p>
              <p>
                {t('theme.SearchModal.apiHint')}
                <Link href="/api/" onClick={close}>
                  {t('theme.SearchModal.apiReference')}
                </Link>
                .
              </p>
            </div>
          )}
          <ul
            id={listId}
            role="listbox"
            className={styles.results}
            aria-label={t('theme.SearchModal.resultsLabel')}
            hidden={entries.length === 0}
          >
            {entries.map((entry, index) => (
              <Fragment key={entry.url}>
                <li role="none">
                  {entry.kind === 'operation' ? (
                    <Link href={entry.url} onClick={close} {...optionProps(firstOption[index])}>
                      <span className={styles.kind}>
                        <span className={styles.method}>{entry.method}</span>{' '}
                        {t('theme.SearchModal.kind.operation')} · {entry.tag}
                      </span>
                      <span className={styles.optionTitle}>{entry.title}</span>
                      <code className={styles.path}>{entry.path}</code>
                      <Excerpt html={entry.excerpt} />
                    </Link>
                  ) : (
                    <Link href={entry.url} onClick={close} {...optionProps(firstOption[index])}>
                      <span className={styles.kind}>
                        {entry.kind === 'example'
                          ? t('theme.SearchModal.kind.example')
                          : entry.kind === 'changelog'
                            ? t('theme.SearchModal.kind.changelog')
                            : t('theme.SearchModal.kind.guide')}
                      </span>
                      <span className={styles.optionTitle}>
                        {entry.title}
                        {entry.heading && (
                          <span className={styles.heading}> › {entry.heading}</span>
                        )}
                      </span>
                      <Excerpt html={entry.excerpt} />
                    </Link>
                  )}
                </li>
                {entry.more.map((section, sub) => (
                  <li role="none" key={section.url}>
                    <Link
                      href={section.url}
                      onClick={close}
                      {...optionProps(firstOption[index] + 1 + sub)}
                      data-section=""
                    >
                      <span className={styles.sectionTitle}>
                        <span className="visually-hidden">{entry.title} </span>› {section.heading}
                      </span>
                    </Link>
                  </li>
                ))}
              </Fragment>
            ))}
          </ul>
        </div>
        <p className={styles.hints} aria-hidden="true">
          <kbd>↑</kbd> <kbd>↓</kbd> {t('theme.SearchModal.keys.move')} · <kbd>Enter</kbd>{' '}
          {t('theme.SearchModal.keys.open')} · <kbd>Esc</kbd> {t('theme.SearchModal.keys.close')}
        </p>
      </div>
    </dialog>
  );
}
