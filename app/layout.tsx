import type { Metadata, Viewport } from 'next';
import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';
import AnnouncementBar from '@/components/AnnouncementBar';
import { announcementBarScript } from '@/components/AnnouncementBar/script';
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

const { colorMode, announcementBar, i18n } = siteConfig;
const htmlLang = i18n.localeConfigs[i18n.defaultLocale].htmlLang;

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // next-themes sets data-theme on <html> from a blocking script before first
    // paint (no flash of the wrong theme), so React must not warn about it.
    <html lang={htmlLang} suppressHydrationWarning>
      <head>
        {announcementBar?.isCloseable && (
          <script dangerouslySetInnerHTML={{ __html: announcementBarScript(announcementBar.id) }} />
        )}
      </head>
      <body>
        <ThemeProvider
          attribute="data-theme"
          defaultTheme={colorMode.defaultMode}
          enableSystem={colorMode.respectPrefersColorScheme}
          storageKey={STORAGE_KEYS.colorMode}
          disableTransitionOnChange
        >
          <SkipToContent />
          {announcementBar && <AnnouncementBar bar={announcementBar} />}
          <Navbar />
          {children}
          <Footer />
        </ThemeProvider>
      </body>
    </html>
  );
}
