import type { Metadata, Viewport } from 'next';
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
import { TITLE_DELIMITER } from '@/lib/constants';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import './globals.css';

export const metadata: Metadata = {
  metadataBase: new URL(siteConfig.url),
  title: {
    default: `${siteConfig.tagline} ${TITLE_DELIMITER} ${siteConfig.title}`,
    template: `%s ${TITLE_DELIMITER} ${siteConfig.title}`,
  },
  description: siteConfig.description,
  applicationName: siteConfig.title,
  openGraph: { siteName: siteConfig.title, type: 'website' },
};

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#111318' },
  ],
};

const { colorMode, announcementBar, i18n, analytics } = siteConfig;
const htmlLang = i18n.localeConfigs[i18n.defaultLocale].htmlLang;
const colorModes = colorMode.respectPrefersColorScheme ? ['light', 'dark', 'system'] : ['light', 'dark'];

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // next-themes sets data-theme on <html> from a blocking script before first
    // paint (no flash of the wrong theme), so React must not warn about it.
    <html lang={htmlLang} suppressHydrationWarning>
      <head>
        {/* Before next-themes' script: an unknown stored color mode is dropped with a warning (spec §8). */}
        <script dangerouslySetInnerHTML={{ __html: colorModeStorageScript(STORAGE_KEYS.colorMode, colorModes) }} />
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
