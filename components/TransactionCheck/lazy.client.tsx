'use client';

import type { ComponentProps, ComponentType } from 'react';
import { useLazyPart, type LazyPart } from '@/lib/lazy';
import { loadOnce } from '@/lib/load-once';
import type TransactionCheckForm from './TransactionCheck.client';
import styles from './loading.module.css';

type Props = ComponentProps<typeof TransactionCheckForm>;

/**
 * Every docs page is one route, whose pages share one chunk of client components; the check's own
 * code is split out of it, and loaded through the site's one loader (lib/load-once.ts, shown by
 * lib/lazy.ts), so only the page that shows the check loads it, the loading note comes after the
 * lazy-load delay (spec §9) and a failed load offers Retry (spec §2).
 */
const loadTransactionCheck = loadOnce(() => import('./TransactionCheck.client').then((module) => module.default));

/**
 * A part of the check while its code loads (the check itself, its result view): "Loading <name>…"
 * after the delay, or the error box with Retry.
 */
export function LoadingPart({ part, name }: { part: LazyPart<unknown>; name: string }) {
  return part.status === 'failed' ? (
    <div className={styles.failed} role="alert">
      <p>{`${name[0]!.toUpperCase()}${name.slice(1)} could not be loaded.`}</p>
      <button type="button" className={styles.retry} onClick={part.retry}>
        Retry
      </button>
    </div>
  ) : (
    <p role="status">{part.showLoading ? `Loading ${name}…` : ''}</p>
  );
}

/** The check loaded by `load`, or its loading state: the note after the delay, the error box with Retry. */
export function LoadedCheck({ load, ...props }: Props & { load: () => Promise<ComponentType<Props>> }) {
  const part = useLazyPart(load, { active: true });
  const Check = part.value;
  if (Check) return <Check {...props} />;
  return (
    <div className={styles.loading} data-pagefind-ignore>
      <noscript>
        <p>The check runs in your browser and needs JavaScript.</p>
      </noscript>
      <LoadingPart part={part} name="the transaction check" />
    </div>
  );
}

export default function LazyTransactionCheck(props: Props) {
  return <LoadedCheck load={loadTransactionCheck} {...props} />;
}
