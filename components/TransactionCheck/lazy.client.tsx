'use client';

import type { ComponentType } from 'react';
import { useLazyPart } from '@/lib/lazy';
import { loadOnce } from '@/lib/load-once';
import LoadingPart from './LoadingPart';
import type { TransactionCheckProps as Props } from './props';
import styles from './loading.module.css';

/**
 * Every docs page is one route, whose pages share one chunk of client components; the check's own
 * code is split out of it, and loaded through the site's one loader (lib/load-once.ts, shown by
 * lib/lazy.ts), so only the page that shows the check loads it, the loading note comes after the
 * lazy-load delay (LAZY_LOAD_DELAY_MS) and a failed load offers Retry, as every lazily loaded part does.
 */
const loadTransactionCheck = loadOnce(() =>
  import('./TransactionCheck.client').then((module) => module.default),
);

/** The check loaded by `load`, or its loading state: the note after the delay, the error box with Retry. */
export function LoadedCheck({
  load,
  ...props
}: Props & { load: () => Promise<ComponentType<Props>> }) {
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
