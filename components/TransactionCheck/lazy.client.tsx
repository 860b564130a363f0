'use client';

import { lazy, Suspense, type ComponentProps } from 'react';

/**
 * Every docs page is one route, whose pages share one chunk of client components; the check's own
 * code is split out of it here (React.lazy: no loader runtime added to that shared chunk), so
 * only the page that shows the check loads it. The page is still rendered at build time: the
 * form is in its HTML, and it hydrates once its chunk has arrived.
 */
const TransactionCheck = lazy(() => import('./TransactionCheck.client'));

export default function LazyTransactionCheck(props: ComponentProps<typeof TransactionCheck>) {
  return (
    <Suspense fallback={<p>Loading the transaction check…</p>}>
      <TransactionCheck {...props} />
    </Suspense>
  );
}
