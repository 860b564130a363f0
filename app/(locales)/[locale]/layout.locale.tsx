import type { ReactNode } from 'react';
import SiteShell from '@/components/SiteShell';
import { otherLocales } from '@/lib/docs/locales';
import { siteMetadata, siteViewport } from '@/lib/site-metadata';
import '../../globals.css';

export const metadata = siteMetadata;
export const viewport = siteViewport;

// Only the configured locales other than the default exist (lib/docs/locales.ts).
export const dynamicParams = false;

export function generateStaticParams() {
  return otherLocales.map((locale) => ({ locale }));
}

/**
 * The root layout of another locale's pages (/fr/...): the exported HTML carries the
 * locale's <html lang>, which readers without JavaScript, search engines and Pagefind
 * (one index per language) read. Part of the app only when content/i18n/ exists (next.config.mjs).
 */
export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  return <SiteShell locale={locale}>{children}</SiteShell>;
}
