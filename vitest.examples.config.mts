import { defineConfig } from 'vitest/config';

/**
 * The example programs of content/examples/ run end to end against the sandbox (Prism on a free
 * loopback port) and the chain-node stand-in: `npm run test:examples`, run by .ci/run.
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/examples/**/*.examples.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One sandbox at a time: the machines have two cores.
    fileParallelism: false,
  },
});
