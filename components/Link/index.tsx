import type { ComponentProps } from 'react';
import { linkKind, siteHref } from '@/lib/urls';
import PageLink from './PageLink.client';
import styles from './styles.module.css';

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/** The id of the page's one note that an outbound link opens a new tab (NewTabNote). */
export const NEW_TAB_NOTE_ID = 'new-tab-note';

/**
 * The site's one link component: every link of the navbar, footer, sidebar,
 * pages and MDX goes through it, so "page, file, outbound or e-mail" is decided
 * once (lib/urls linkKind) and every URL comes from siteHref.
 * - a page: a client-side navigation that loads the page's payload when followed, never before (PageLink);
 * - outbound: a new tab, rel="noopener noreferrer", an arrow, and for screen readers the page's
 *   note "(opens in a new tab)" as its description (NewTabNote, in the page's language);
 * - mailto:/tel:, files and in-page anchors: a plain link.
 */
export default function Link({ href, children, ...rest }: LinkProps) {
  const kind = linkKind(href);
  if (kind === 'page') {
    // PageLink runs in the browser: every prop it gets is sent in the page's payloads, one given
    // as undefined too ("$undefined": the aria-current of every sidebar link but the current one).
    const given = Object.fromEntries(
      Object.entries(rest).filter(([, value]) => value !== undefined),
    );
    return (
      <PageLink href={siteHref(href)} {...(given as Omit<ComponentProps<typeof PageLink>, 'href'>)}>
        {children}
      </PageLink>
    );
  }
  if (kind === 'external') {
    return (
      <a
        href={href}
        aria-describedby={NEW_TAB_NOTE_ID}
        {...rest}
        target="_blank"
        rel="noopener noreferrer"
      >
        {children}
        <svg
          className={styles.icon}
          width="12"
          height="12"
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
        >
          <path
            fill="currentColor"
            d="M14 3h7v7h-2V6.41l-9.29 9.3-1.42-1.42 9.3-9.29H14V3zM5 5h6v2H5v12h12v-6h2v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z"
          />
        </svg>
      </a>
    );
  }
  return (
    <a href={siteHref(href)} {...rest}>
      {children}
    </a>
  );
}
