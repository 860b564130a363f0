import type { ReactNode } from 'react';
import Analytics from '@/components/Analytics';
import AnnouncementBar from '@/components/AnnouncementBar';
import { announcementBarScript } from '@/components/AnnouncementBar/script';
import { colorModeStorageScript } from '@/components/ColorModeToggle/storage-script';
import ThemeProvider from '@/components/ColorModeToggle/ThemeProvider';
import PreloadFailureReload from '@/components/ErrorPage/PreloadFailureReload';
import { MobileSidebarProvider } from '@/components/MobileSidebar/context';
import RouteProgress from '@/components/RouteProgress';
import Footer from '@/components/Footer';
import InlineScript from '@/components/InlineScript';
import NewTabNote from '@/components/Link/NewTabNote';
import Navbar from '@/components/Navbar';
import SkipToContent from '@/components/SkipToContent';
import { UiStringsProvider } from '@/components/UiStrings';
import { siteConfig } from '@/lib/config';
import { uiStringsOf } from '@/lib/i18n/ui';
import { STORAGE_KEYS } from '@/lib/storage-keys';

const { colorMode, announcementBar, analytics, i18n } = siteConfig;
const colorModes = colorMode.respectPrefersColorScheme
  ? ['light', 'dark', 'system']
  : ['light', 'dark'];

/**
 * The page around every route (each root layout also imports app/globals.css): <html> in the page's
 * language, theme, navbar and footer. Each root layout (app/(site), app/(locales)/[locale]) and the
 * 404 page render it, so a locale's pages carry their own <html lang> in the static HTML, and
 * the theme's words in that locale (the client components' through UiStringsProvider; the
 * default locale's pages carry none, their components' English is in their code).
 */
export default function SiteShell({
  locale = i18n.defaultLocale,
  children,
}: {
  locale?: string;
  children: ReactNode;
}) {
  const lang = i18n.localeConfigs[locale].htmlLang;
  const strings = locale === i18n.defaultLocale ? undefined : uiStringsOf(locale);
  return (
    // next-themes sets data-theme on <html> from a blocking script before first
    // paint (no flash of the wrong theme), so React must not warn about it.
    <html lang={lang} suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- a root layout's, not pages/ */}
      <head>
        {/* Before next-themes' script: an unknown stored color mode is dropped with a warning. */}
        <InlineScript code={colorModeStorageScript(STORAGE_KEYS.colorMode, colorModes)} />
        {announcementBar?.isCloseable && (
          <InlineScript code={announcementBarScript(announcementBar.id)} />
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
          <UiStringsProvider strings={strings}>
            <MobileSidebarProvider>
              <SkipToContent locale={locale} />
              <NewTabNote locale={locale} />
              <RouteProgress />
              {announcementBar && <AnnouncementBar bar={announcementBar} />}
              <Navbar />
              {children}
              <Footer />
            </MobileSidebarProvider>
            <PreloadFailureReload />
            <Analytics
              measurementId={analytics.measurementId}
              anonymizeIp={analytics.anonymizeIp}
            />
          </UiStringsProvider>
        </ThemeProvider>
      </body>
    </html>
  );
}
