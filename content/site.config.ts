import type { SiteConfig } from '@/lib/config/schema';

/**
 * The one site-wide configuration object. It is validated when the build starts
 * (lib/config), so a mistake here fails `npm run build` with a message naming the key.
 */
const siteConfig: SiteConfig = {
  title: 'Staking API',
  tagline: 'A one-stop shop for all staking needs',
  description:
    'Guides, examples and the API reference for building, signing and broadcasting staking ' +
    'transactions on many blockchains through one HTTP API.',
  url: 'https://docs.staking-api.example',
  navbar: {
    title: 'Staking API',
    logo: {
      src: '/logo.svg',
      srcDark: '/logo-dark.svg',
      alt: 'Staking API logo',
      width: 32,
      height: 32,
      href: '/docs/welcome',
    },
    hideOnScroll: true,
    items: [
      { type: 'doc', docId: 'welcome', label: 'Guides', activeBasePath: '/docs' },
      { type: 'default', to: '/api', label: 'API Reference' },
      { type: 'search', position: 'right' },
      {
        type: 'default',
        href: 'https://www.staking-api.example/about',
        label: 'More infos',
        position: 'right',
      },
      {
        type: 'default',
        href: 'https://www.staking-api.example/contact',
        label: 'Contact',
        position: 'right',
      },
    ],
  },
  announcementBar: {
    id: 'api-1-0-0',
    content: 'API version 1.0.0 is out. Read the <a href="/api/">API reference</a>.',
    backgroundColor: '#ecfdf5',
    textColor: '#064e3b',
    isCloseable: true,
  },
  footer: {
    links: [
      {
        title: 'Guides',
        items: [
          { label: 'Welcome', to: '/docs/welcome' },
          { label: 'Core concepts', to: '/docs/core-concepts' },
          { label: 'Register an account', to: '/docs/register-account' },
          { label: 'Reporting', to: '/docs/reporting' },
        ],
      },
      {
        title: 'Build',
        items: [
          { label: 'Examples', to: '/docs/examples/' },
          { label: 'API Reference', to: '/api' },
          { label: 'Changelog', to: '/changelog/' },
          { label: 'OpenAPI (YAML)', href: '/openapi.yaml' },
        ],
      },
      {
        title: 'Company',
        items: [
          { label: 'Support', to: '/docs/support' },
          { label: 'More infos', href: 'https://www.staking-api.example/about' },
          { label: 'Contact', href: 'https://www.staking-api.example/contact' },
        ],
      },
    ],
    logo: {
      src: '/logo.svg',
      srcDark: '/logo-dark.svg',
      alt: 'Staking API',
      width: 40,
      height: 40,
      href: '/',
    },
    copyright: 'Copyright © 2025 Staking API. All rights reserved.',
  },
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: { en: { label: 'English', htmlLang: 'en' } },
  },
  docs: {
    versions: [{ name: 'current', label: '1.0.0', mainDocId: 'welcome', path: '/docs' }],
    // "Edit this page" on every docs page: this URL followed by the page's file path
    // (content/docs/welcome.mdx). The provider's repository to set; remove it to hide the link.
    editUrl: 'https://code.staking-api.example/staking-api-docs/edit/main/',
  },
  analytics: { measurementId: process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID ?? '', anonymizeIp: true },
  // No size budget: the build never fails on the size of what is written here. To ask for one,
  // name a budget file of gzip limits per page (README "Size budget"); the templates' own budget
  // is held on the fixture site in CI.
};

export default siteConfig;
