import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** Browser tests: the exported out/ folder served on 127.0.0.1, driven by Debian's Chromium. */
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./', import.meta.url)) },
  },
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['./tests/e2e/global-setup.ts'],
    // A test waits on what it waits for (a page to load, an element), never on the clock: these
    // limits only end a test that hangs, and are far above what the longest one (axe over the
    // sixty operation pages) takes on a machine busy with other builds.
    testTimeout: 900_000,
    hookTimeout: 900_000,
    // One Chromium at a time: the machines have two cores. Within a file, the tests that say so
    // (it.concurrent) open their pages side by side in it, three at a time.
    fileParallelism: false,
    maxConcurrency: 3,
  },
});
