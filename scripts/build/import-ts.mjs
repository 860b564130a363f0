// Build scripts run on Node 20, which cannot import TypeScript. This loads modules of the
// site (lib/, content/) through a Vite module runner with the "@/" alias, so a script uses
// the site's own code instead of a copy of it. Call closeTs() when done.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, createServerModuleRunner } from 'vite';
import { basePathFromEnv } from '../../lib/url-form.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// The site's code reads the base path as the browser does (lib/urls.ts withBasePath); in a
// build script it comes from BASE_PATH, as next.config.mjs hands it to the browser.
process.env.NEXT_PUBLIC_BASE_PATH ??= basePathFromEnv();

let runner;

/**
 * The module runner hands bare specifiers of dynamic imports to Node, so the "@/" alias of a
 * computed import (lib/docs/page-data.ts: import(`@/content/${pagePath}.mdx`)) would not be
 * applied: write such imports with the project path instead.
 */
const aliasInDynamicImports = {
  name: 'alias-in-dynamic-imports',
  enforce: 'pre',
  transform(code, id) {
    if (id.includes('node_modules') || !code.includes('`@/')) return null;
    return code.replace(/(import\((?:\s*\/\*[^]*?\*\/)*\s*`)@\//g, `$1${ROOT}/`);
  },
};

async function start() {
  const server = await createServer({
    root: ROOT,
    configFile: false,
    resolve: { alias: { '@': `${ROOT}/` } },
    oxc: { jsx: { runtime: 'automatic' } },
    logLevel: 'silent',
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    plugins: [aliasInDynamicImports],
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  return { server, runner: createServerModuleRunner(server.environments.ssr, { hmr: false }) };
}

/** Imports `file` (relative to the project root), e.g. importTs('lib/docs/index.ts'). */
export async function importTs(file) {
  runner ??= start();
  return (await runner).runner.import(path.join(ROOT, file));
}

/** Stops the module runner and its Vite server (they would keep the process alive). */
export async function closeTs() {
  if (!runner) return;
  const { server, runner: moduleRunner } = await runner;
  runner = undefined;
  await moduleRunner.close();
  await server.close();
}
