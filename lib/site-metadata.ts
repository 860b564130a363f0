import type { Metadata, Viewport } from 'next';
import { siteConfig } from '@/lib/config';
import { TITLE_DELIMITER } from '@/lib/constants';

/** The metadata every root layout shares (app/(site)/layout.tsx, app/(locales)/[locale]/layout.locale.tsx). */
export const siteMetadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: {
    default: `${siteConfig.tagline} ${TITLE_DELIMITER} ${siteConfig.title}`,
    template: `%s ${TITLE_DELIMITER} ${siteConfig.title}`,
  },
  description: siteConfig.description,
  applicationName: siteConfig.title,
  openGraph: { siteName: siteConfig.title, type: 'website' },
};

export const siteViewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#111318' },
  ],
};
