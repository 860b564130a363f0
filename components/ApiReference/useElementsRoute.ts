'use client';

import { useSyncExternalStore } from 'react';
import { parseElementsRoute } from '@/lib/urls';

/** Whether a fragment is one of Elements' hash routes (lib/urls/elements-route.ts); any other is an ordinary anchor. */
export function isElementsRoute(hash: string): boolean {
  return parseElementsRoute(hash) !== null;
}

/** The Navigation API, where the browser has it (typed here: TypeScript's DOM types lack it). */
type NavigationLike = EventTarget | undefined;

function subscribe(onChange: () => void) {
  // A hash-only navigation made with history.pushState (Next's router does that for a link to
  // /api/#/… on /api itself) fires neither hashchange nor popstate; the Navigation API sees it.
  const navigation = (window as unknown as { navigation?: NavigationLike }).navigation;
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  navigation?.addEventListener('currententrychange', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
    navigation?.removeEventListener('currententrychange', onChange);
  };
}

/**
 * True while the URL carries an Elements route. The history is the state: following an
 * operation link opens Elements, Back closes it again. On the server (and in the HTML) it
 * is false, so the static reference is what paints first.
 */
export function useElementsRoute(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isElementsRoute(window.location.hash),
    () => false,
  );
}
