import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files in the usual order (the longest of the last run first), with the accessibility sweep
 * ahead of all of them on a first run too: it is by far the longest file, and started last it would
 * run alone while the other worker has nothing left to do.
 */
class AccessibilityFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sweep = (file: TestSpecification) => path.basename(file.moduleId) === 'a11y.e2e.ts';
    return (await super.sort(files)).sort((a, b) => Number(sweep(b)) - Number(sweep(a)));
  }
}

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
    // limits only end a test that hangs, and are far above what the longest one takes on a machine
    // busy with other builds.
    testTimeout: 900_000,
    hookTimeout: 900_000,
    // Two files at a time, each with its Chromium: most files go from page to page one at a time
    // and wait on the network between steps, which leaves a core free on a machine with two.
    // Within a file, the tests that say so (it.concurrent) open their pages side by side, three at
    // a time.
    fileParallelism: true,
    maxWorkers: 2,
    maxConcurrency: 3,
    sequence: { sequencer: AccessibilityFirst },
  },
});
