'use client';

import NextLink from 'next/link';
import type { ComponentProps } from 'react';

type PageLinkProps = Omit<ComponentProps<typeof NextLink>, 'href' | 'prefetch'> & { href: string };

/**
 * A link to a page of the site: a client-side navigation that fetches the page's payload
 * (index.txt) when followed, and never before, on sight or on intent: the export keeps no
 * prefetch files (scripts/build/prune-export.mjs), and a prefetch would ask for them. Set here,
 * in the browser, so no page's payload carries `prefetch: false` for each of its links.
 */
export default function PageLink(props: PageLinkProps) {
  return <NextLink {...props} prefetch={false} />;
}
