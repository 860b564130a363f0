import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mdx from '@mdx-js/rollup';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { defineConfig } from 'vitest/config';
import remarkPageData from './lib/mdx/remark-page-data';

const ROOT = fileURLToPath(new URL('./', import.meta.url));
const TEST_FOLDERS = ['app', 'components', 'lib', 'scripts', 'openapi', 'content', 'tests/unit'];

/**
 * The tests of React components (.test.tsx) render into a document: they run in jsdom, each file in
 * a fresh module graph. The others (.test.ts) run in Node, which saves each file the seconds jsdom
 * takes to set up; one that needs a document says so in its first line (`// @vitest-environment
 * jsdom`), as a .test.tsx may ask for Node.
 */
const DOCUMENT_TESTS = TEST_FOLDERS.map((folder) => `${folder}/**/*.test.tsx`);

/**
 * The .test.ts files that change what other files would see (they mock or spy on a module, load
 * modules again, stub a global or the environment, or move the clock) or ask for a document. Each
 * of them runs in a fresh module graph; the other Node tests share one per worker, so that a chain
 * library or the description is loaded once and not again in every file (half the time of those
 * tests).
 */
const CHANGES_SHARED_STATE =
  /\bvi\.(mock|doMock|spyOn|resetModules|stubGlobal|stubEnv|useFakeTimers)\(|\bprocess\.env\.\w+\s*=[^=]|@vitest-environment jsdom/;
const ISOLATED_NODE_TESTS = TEST_FOLDERS.flatMap((folder) =>
  readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
    .filter(
      (file) =>
        file.endsWith('.test.ts') &&
        CHANGES_SHARED_STATE.test(readFileSync(path.join(ROOT, folder, file), 'utf8')),
    )
    .map((file) => `${folder}/${file}`),
);

export default defineConfig({
  // Docs pages compile as in the site (next.config.mjs), without build-time highlighting.
  plugins: [
    mdx({
      remarkPlugins: [remarkFrontmatter, remarkGfm, remarkPageData],
      providerImportSource: '@mdx-js/react',
    }),
  ],
  resolve: {
    alias: { '@': ROOT },
  },
  // React 19's automatic JSX runtime, without a Vite React plugin (Vite 8 transforms with oxc).
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    globals: true,
    setupFiles: ['./tests/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    // A test waits on what it waits for (a server's answer, a family of the sandbox joining, an
    // element), never on the clock: these limits only end a test that hangs, and are far above what
    // any test takes on a machine busy with other builds.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // Every core: vitest's default leaves one of a machine's two idle.
    maxWorkers: '100%',
    projects: [
      { extends: true, test: { name: 'document', environment: 'jsdom', include: DOCUMENT_TESTS } },
      {
        extends: true,
        test: { name: 'isolated', environment: 'node', include: ISOLATED_NODE_TESTS },
      },
      {
        extends: true,
        test: {
          name: 'shared modules',
          environment: 'node',
          include: TEST_FOLDERS.map((folder) => `${folder}/**/*.test.ts`),
          exclude: ISOLATED_NODE_TESTS,
          isolate: false,
        },
      },
    ],
  },
});
