import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { serveExport, type ServedFolder } from '../../scripts/support/local.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The export being served (out/, or E2E_OUT_DIR). */
    outDir: string;
  }
}

let server: ServedFolder | undefined;

/** Serves out/ exactly as `npm start` does (same server, same serve.json), on a free loopback port. */
export async function setup(project: TestProject) {
  // E2E_OUT_DIR: another export to serve (the fixture site's, .fixture-build/out).
  const outDir = process.env.E2E_OUT_DIR ?? 'out';
  if (!fs.existsSync(path.join(outDir, 'index.html'))) {
    throw new Error(`${outDir}/ has no export: run \`npm run build\` before \`npm run test:e2e\`.`);
  }
  server = await serveExport(outDir);
  project.provide('baseUrl', server.origin);
  project.provide('outDir', path.resolve(outDir));
}

export async function teardown() {
  server?.stop();
}
