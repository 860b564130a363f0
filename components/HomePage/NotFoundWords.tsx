'use client';

import { useEffect, useSyncExternalStore } from 'react';
import Link from '@/components/Link';
import { sitePath } from '@/lib/urls';
import styles from '@/components/HomePage/not-found.module.css';

/** What the 404 page says, in one language. */
export interface NotFoundText {
  lang: string;
  title: string;
  text: string;
  home: string;
  welcome: string;
  api: string;
}

const subscribeToNothing = () => () => {};

/**
 * The 404 page's words. The export has one 404 page for every unknown path, written in the
 * default locale; under another locale's prefix (/fr/…) it says the same in that locale once in
 * the browser, and its <html lang> follows. `others`: the words of each other locale, by locale.
 */
export default function NotFoundWords({
  text,
  others,
}: {
  text: NotFoundText;
  others: Record<string, NotFoundText>;
}) {
  const pathname = useSyncExternalStore(
    subscribeToNothing,
    () => sitePath(window.location.pathname) ?? '/',
    () => '/',
  );
  const locale = Object.keys(others).find(
    (each) => pathname === `/${each}` || pathname.startsWith(`/${each}/`),
  );
  const words = locale ? others[locale]! : text;
  useEffect(() => {
    document.documentElement.lang = words.lang;
  }, [words.lang]);
  return (
    <>
      <h1 className={styles.title}>{words.title}</h1>
      <p>{words.text}</p>
      <ul className={styles.links}>
        <li>
          <Link href="/">{words.home}</Link>
        </li>
        <li>
          <Link href="/docs/welcome/">{words.welcome}</Link>
        </li>
        <li>
          <Link href="/api/">{words.api}</Link>
        </li>
      </ul>
    </>
  );
}
