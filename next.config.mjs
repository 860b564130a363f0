import createMDX from '@next/mdx';
import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { codeHighlighting } from './lib/code-highlighting';
import { chainLibraries } from './lib/chains/registry';
import { TRAILING_SLASH, basePathFromEnv } from './lib/urls/form';

// BASE_PATH=/staking-docs npm run build: an export that works under /staking-docs/.
// Unset, the site sits at the domain root. Validated in lib/urls/form.ts.
const basePath = basePathFromEnv();

// A site with a second locale keeps its pages in content/i18n/<locale>/ (lib/docs/locales.ts
// checks that folder against i18n.locales). Only then are the locale routes part of the app:
// their files end in .locale.tsx (app/(locales)/[locale]/), because a static export cannot
// have a dynamic route with no page, which is what a one-locale site would give them.
const hasLocaleRoutes = fs.existsSync(fileURLToPath(new URL('./content/i18n', import.meta.url)));

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A static folder (out/) any web server or CDN can serve.
  output: 'export',
  // next/link, the router and metadata add it themselves; every raw URL the site
  // writes goes through withBasePath (lib/urls), which reads it from here.
  ...(basePath ? { basePath } : {}),
  env: { NEXT_PUBLIC_BASE_PATH: basePath },
  // Every page is exported as folder/index.html, so both /docs/examples and
  // /docs/examples/ reach it on any static host: the site has no trailing-slash preference.
  // The site's one URL form lives in lib/urls/form.ts.
  trailingSlash: TRAILING_SLASH,
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  pageExtensions: hasLocaleRoutes ? ['ts', 'tsx', 'locale.tsx'] : ['ts', 'tsx'],
  // One root layout per locale (app/(site), app/(locales)/[locale]): the 404 page brings its own.
  experimental: {
    globalNotFound: true,
    // Static generation on every core (Next's default leaves one to its main process, which
    // waits meanwhile): on two cores that is two workers instead of one.
    cpus: os.availableParallelism(),
    // Turbopack's default CSS chunking: the site's styles in two files every page shares (the
    // components' styles, then the global ones), which the build then merges into one
    // (scripts/build/merge-styles.mjs), 9.2 kB gzip, cached once for the whole site. Chunking
    // by usage ({ type: 'graph' }) sent /docs/welcome/ 8.7 kB in seven render-blocking files, and
    // each one more is a round trip before the first paint on a phone: Lighthouse's mobile first
    // contentful paint, median of 5 in one run, 1,236 ms with seven files, 1,073 ms with two.
    cssChunking: true,
    // The server bundles run only while the build prerenders the pages: minifying them is work
    // no reader gains from (5-7 s of a 1,000-page build's compile; the browser's code stays
    // minified).
    turbopackMinify: { server: false, client: true },
    // No persistent compile cache for `next build`. A static export renders every page
    // again on every build, so the cache only shortens a rebuild's compile (1,000 extra pages:
    // 14 s instead of 34 s), while every first build (a fresh clone, CI) pays for writing it:
    // 1,000 extra pages built in 74 s with it, 64 s without. `npm run dev` keeps its own cache.
    turbopackFileSystemCacheForBuild: false,
  },
  // Source maps of the server chunks serve only the stack traces of errors thrown while
  // prerendering; writing them and loading them into every worker cost time and memory.
  enablePrerenderSourceMaps: false,
  // `npm test` type-checks the whole project (tsc --noEmit after next typegen); the build
  // does not check it a second time (15-20 s of every build).
  typescript: { ignoreBuildErrors: true },
  // The chain libraries the transaction check loads in the browser, as the registry lists them:
  // on the server they only give the chain pages a few constants, so Node loads them from
  // node_modules instead of the bundler compiling them (tens of megabytes of server chunks for
  // the first page of `npm run dev`).
  serverExternalPackages: chainLibraries(),
  turbopack: {
    // This folder is the project, also when it is a copy inside another (scripts/test/build-fixture.mjs).
    root: fileURLToPath(new URL('.', import.meta.url)),
    resolveAlias: {
      // Stoplight Elements imports StaticRouter from `react-router-dom/server.js`, a CommonJS
      // file that requires the CommonJS builds of react-router and react-router-dom, so /api
      // shipped a second copy of both next to the ES modules. The package's own ES module
      // twin (server.mjs) imports the ES builds Elements already uses.
      'react-router-dom/server.js': 'react-router-dom/server.mjs',
    },
  },
};

// Turbopack takes MDX plugins by package name or file path, with serializable options only. Its
// MDX loader import()s a plugin file with plain Node, in loader processes that inherit the
// environment: a TypeScript plugin loads because `npm run build` and `npm run dev` run next with
// NODE_OPTIONS=--import=tsx (README, "TypeScript where Node runs").
// remark-page-data exports each page's validated front matter and its TOC from the page's own
// compile (lib/docs reads them there), and gives every heading its id (GitHub's slugs), the
// one place heading ids are made.
const remarkPageData = fileURLToPath(new URL('./lib/mdx/remark-page-data.ts', import.meta.url));
const rehypeCode = fileURLToPath(new URL('./lib/mdx/rehype-code.ts', import.meta.url));

const withMDX = createMDX({
  options: {
    remarkPlugins: ['remark-frontmatter', 'remark-gfm', remarkPageData],
    // The options every code block of the site is highlighted with, at build time.
    rehypePlugins: [[rehypeCode, await codeHighlighting()]],
  },
});

export default withMDX(nextConfig);
