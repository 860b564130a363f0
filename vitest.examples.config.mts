import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The example programs of content/examples/ run end to end against the sandbox (Prism on a free
 * loopback port) and the chain-node stand-in, and the integrators' tools (the Postman collection
 * with newman) against a sandbox of their own: `npm run test:examples`, run by .ci/run.
 */
export default defineConfig({
  resolve: {
    alias: { '@': fileURLToPath(new URL('./', import.meta.url)) },
  },
  test: {
    environment: 'node',
    include: ['tests/examples/**/*.examples.ts', 'tests/integrations/**/*.examples.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One sandbox at a time: the machines have two cores.
    fileParallelism: false,
  },
});
