// Build scripts run on Node 20, which cannot import TypeScript. This loads a module of
// the site (lib/, content/) through Vite's module runner, with the "@/" alias of
// tsconfig.json, so a script uses the site's own code instead of a copy of it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Imports `file` (relative to the project root), e.g. importTs('lib/docs/index.ts'). */
export async function importTs(file) {
  const { module } = await runnerImport(path.join(ROOT, file), {
    root: ROOT,
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: { '@': ROOT } },
  });
  return module;
}
