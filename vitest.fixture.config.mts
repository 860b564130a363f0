import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser tests of the fixture site (scripts/test/build-fixture.mjs builds it into .fixture-build/out).
process.env.E2E_OUT_DIR ??= '.fixture-build/out';

export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./', import.meta.url)) },
  },
  test: {
    environment: 'node',
    include: ['tests/fixtures/**/*.e2e.ts'],
    globalSetup: ['./tests/e2e/global-setup.ts'],
    // A test waits on what it waits for (a page to load, an element), never on the clock: these
    // limits only end a test that hangs, and are far above what the longest one (axe over the
    // sixty operation pages) takes on a machine busy with other builds.
    testTimeout: 900_000,
    hookTimeout: 900_000,
    fileParallelism: false,
  },
});
