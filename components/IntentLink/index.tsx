'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import type { ComponentProps } from 'react';

type IntentLinkProps = Omit<ComponentProps<typeof Link>, 'href' | 'prefetch'> & { href: string };

/**
 * An internal link that loads its page's data when the reader shows intent
 * (pointer over it, keyboard focus, touch) instead of as soon as it scrolls into
 * view: a docs page shows a dozen sidebar and footer links, and prefetching all
 * of them cost each page view about 150 kB (measured with scripts/bench/bench.mjs).
 */
export default function IntentLink({ href, onMouseEnter, onFocus, onTouchStart, ...rest }: IntentLinkProps) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <Link
      href={href}
      prefetch={false}
      onMouseEnter={(event) => {
        prefetch();
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        prefetch();
        onTouchStart?.(event);
      }}
      {...rest}
    />
  );
}
