import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';
import Analytics from '@/components/Analytics';
import AnnouncementBar from '@/components/AnnouncementBar';
import { announcementBarScript } from '@/components/AnnouncementBar/script';
import { colorModeStorageScript } from '@/components/ColorModeToggle/storage-script';
import PreloadFailureReload from '@/components/ErrorPage/PreloadFailureReload';
import { MobileSidebarProvider } from '@/components/MobileSidebar/context';
import RouteProgress from '@/components/RouteProgress';
import Footer from '@/components/Footer';
import Navbar from '@/components/Navbar';
import SkipToContent from '@/components/SkipToContent';
import { siteConfig } from '@/lib/config';
import { STORAGE_KEYS } from '@/lib/storage-keys';

const { colorMode, announcementBar, analytics } = siteConfig;
const colorModes = colorMode.respectPrefersColorScheme
  ? ['light', 'dark', 'system']
  : ['light', 'dark'];

/**
 * The page around every route (each root layout also imports app/globals.css): <html> in the page's
 * language, theme, navbar and footer. Each root layout (app/(site), app/(locales)/[locale]) and the
 * 404 page render it, so a locale's pages carry their own <html lang> in the static HTML.
 */
export default function SiteShell({ lang, children }: { lang: string; children: ReactNode }) {
  return (
    // next-themes sets data-theme on <html> from a blocking script before first
    // paint (no flash of the wrong theme), so React must not warn about it.
    <html lang={lang} suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- a root layout's, not pages/ */}
      <head>
        {/* Before next-themes' script: an unknown stored color mode is dropped with a warning. */}
        <script
          dangerouslySetInnerHTML={{
            __html: colorModeStorageScript(STORAGE_KEYS.colorMode, colorModes),
          }}
        />
        {announcementBar?.isCloseable && (
          <script dangerouslySetInnerHTML={{ __html: announcementBarScript(announcementBar.id) }} />
        )}
      </head>
      <body>
        <ThemeProvider
          attribute="data-theme"
          // With respectPrefersColorScheme, the reader's system decides until they choose.
          defaultTheme={colorMode.respectPrefersColorScheme ? 'system' : colorMode.defaultMode}
          enableSystem={colorMode.respectPrefersColorScheme}
          storageKey={STORAGE_KEYS.colorMode}
          disableTransitionOnChange
        >
          <MobileSidebarProvider>
            <SkipToContent />
            <RouteProgress />
            {announcementBar && <AnnouncementBar bar={announcementBar} />}
            <Navbar />
            {children}
            <Footer />
          </MobileSidebarProvider>
          <PreloadFailureReload />
          <Analytics measurementId={analytics.measurementId} anonymizeIp={analytics.anonymizeIp} />
        </ThemeProvider>
      </body>
    </html>
  );
}
