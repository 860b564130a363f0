import type { ReactNode } from 'react';
import SiteShell from '@/components/SiteShell';
import { siteConfig } from '@/lib/config';
import { siteMetadata, siteViewport } from '@/lib/site-metadata';
import '../globals.css';

export const metadata = siteMetadata;
export const viewport = siteViewport;

const { i18n } = siteConfig;

/** The root layout of the default locale's pages (home, /api, /docs). */
export default function DefaultLocaleLayout({ children }: { children: ReactNode }) {
  return <SiteShell lang={i18n.localeConfigs[i18n.defaultLocale].htmlLang}>{children}</SiteShell>;
}
