import type { Metadata, Viewport } from 'next';
import { siteConfig } from '@/lib/config';
import { TITLE_DELIMITER } from '@/lib/constants';

/** The Open Graph fields of every page; a page that sets its own `openGraph` starts from these. */
export const SITE_OPEN_GRAPH = { siteName: siteConfig.title, type: 'website' } as const;

/** The metadata every root layout shares (app/(site)/layout.tsx, app/(locales)/[locale]/layout.locale.tsx). */
export const siteMetadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: {
    default: `${siteConfig.tagline} ${TITLE_DELIMITER} ${siteConfig.title}`,
    template: `%s ${TITLE_DELIMITER} ${siteConfig.title}`,
  },
  description: siteConfig.description,
  applicationName: siteConfig.title,
  openGraph: SITE_OPEN_GRAPH,
};

export const siteViewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#111318' },
  ],
};
