'use client';

import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * A script that runs while the browser parses the page's HTML, before the first paint (the color
 * mode, the announcement bar's closed state, the reference's route). It is in the server's HTML and
 * stays through hydration; a render on the client alone (a crashed page's layout rendered again)
 * leaves it out: a script React creates in the browser never runs, and React reports each one as
 * an error, which the dev server's overlay would show before the page's own.
 */
export default function InlineScript({ code }: { code: string }) {
  return useFromServer() ? <script dangerouslySetInnerHTML={{ __html: code }} /> : null;
}

/** Whether this render makes the server's HTML or hydrates it (not a render in the browser alone). */
export function useFromServer() {
  return useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
}
