import type { ReactNode } from 'react';
import SiteShell from '@/components/SiteShell';
import { siteMetadata, siteViewport } from '@/lib/site-metadata';
import '../globals.css';

export const metadata = siteMetadata;
export const viewport = siteViewport;

/** The root layout of the default locale's pages (home, /api, /docs). */
export default function DefaultLocaleLayout({ children }: { children: ReactNode }) {
  return <SiteShell>{children}</SiteShell>;
}
