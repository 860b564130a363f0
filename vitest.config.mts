import { fileURLToPath } from 'node:url';
import mdx from '@mdx-js/rollup';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { defineConfig } from 'vitest/config';
import remarkPageData from './lib/mdx/remark-page-data.mjs';

export default defineConfig({
  // Docs pages compile as in the site (next.config.mjs), without build-time highlighting.
  plugins: [mdx({ remarkPlugins: [remarkFrontmatter, remarkGfm, remarkPageData], providerImportSource: '@mdx-js/react' })],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./', import.meta.url)) },
  },
  // React 19's automatic JSX runtime, without a Vite React plugin (Vite 8 transforms with oxc).
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./tests/setup.ts'],
    include: ['{app,components,lib,scripts,openapi,content,tests/unit}/**/*.test.{ts,tsx}'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    // A test waits on what it waits for (a server's answer, a family of the sandbox joining, an
    // element), never on the clock: these limits only end a test that hangs, and are far above what
    // any test takes on a machine busy with other builds.
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
