#!/usr/bin/env node
/**
 * The local sandbox of the API (`npm run sandbox`) on http://127.0.0.1:4010, CORS open for the
 * reference's Try It. It behaves like the API the description specifies (app.mjs): requests are
 * routed and validated from the description itself, transactions are forged for the request's own
 * addresses from a documented chain snapshot (each family's part in chains/<family>.mjs, loaded on
 * the family's first request), broadcasts are checked against what was forged, and transactions
 * move DRAFT → PENDING → SUCCESS. State is in memory: a restart resets it.
 *
 * The description is bundled from openapi/ by the same bundler as the published /openapi.json
 * (lib/openapi/document/bundle.ts, loaded by scripts/build/generate-api-types.mjs), so no `next build` is
 * needed.
 *
 * Environment: SANDBOX_HOST (default 127.0.0.1), SANDBOX_PORT (default 4010), SANDBOX_SETTLE_MS
 * (PENDING to SUCCESS, default 2000), SANDBOX_REPORTING_CACHE_SECONDS (default 3600).
 * Usage: tsx scripts/sandbox/sandbox.mjs [--openapi-dir openapi]
 *
 * Also exported: Stoplight Prism (`startPrism`), which the tests put in front of the sandbox as a
 * referee (`prism proxy`: every answer is validated against the description).
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEFAULT_OPENAPI_DIR, loadBundledDocument } from '../build/generate-api-types.mjs';
import { waitUntilUp } from '../support/local.mjs';
import { DEFAULT_REPORTING_CACHE_MS, DEFAULT_SETTLE_MS, createSandbox } from './app.mjs';
import { INVITATION_CODES, SANDBOX_MASTER_KEY, SANDBOX_SECONDARY_KEY } from './store.mjs';
/** @import { JsonObject } from '../../lib/openapi/document/walk' */
/** @import { Sandbox } from './app.mjs' */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SANDBOX_HOST = '127.0.0.1';
export const SANDBOX_PORT = 4010;
const PRISM_BIN = createRequire(import.meta.url).resolve('@stoplight/prism-cli/dist/index.js');

/**
 * Bundles the description in `openapiDir` into one JSON file (for Prism); returns its path.
 * @param {string} [openapiDir]
 * @param {string} [output]
 */
export async function bundleForSandbox(
  openapiDir = DEFAULT_OPENAPI_DIR,
  output = path.join(ROOT, 'generated', 'sandbox', 'openapi.json'),
) {
  const document = await loadBundledDocument(openapiDir);
  await mkdir(path.dirname(output), { recursive: true });
  await writeFile(output, JSON.stringify(document, null, 2));
  return output;
}

/** What the bundle is made of besides the description: the bundler and the walk it uses. */
const BUNDLER_DIR = path.join(ROOT, 'lib', 'openapi', 'document');

/**
 * A digest of every file under `dirs`, names and contents: the same digest means the same bundle.
 * @param {string[]} dirs
 */
async function digestOf(dirs) {
  const hash = createHash('sha256');
  for (const dir of dirs) {
    const names = (await readdir(dir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .sort();
    for (const name of names)
      hash.update(`${path.relative(dir, name)}\0`).update(await readFile(name));
  }
  return hash.digest('hex').slice(0, 16);
}

/**
 * The bundled description of `openapiDir`, read from generated/sandbox/ when the sources and the
 * bundler are the ones it was made from, bundled (and kept there) otherwise: bundling takes most of
 * a start, and the sources rarely change between two starts.
 * @param {string} [openapiDir]
 * @returns {Promise<JsonObject>}
 */
export async function loadSandboxDocument(openapiDir = DEFAULT_OPENAPI_DIR) {
  const digest = await digestOf([openapiDir, BUNDLER_DIR]);
  const kept = path.join(ROOT, 'generated', 'sandbox', `openapi.${digest}.json`);
  try {
    return JSON.parse(await readFile(kept, 'utf8'));
  } catch {
    const document = /** @type {JsonObject} */ (await loadBundledDocument(openapiDir));
    await mkdir(path.dirname(kept), { recursive: true });
    // Written whole under another name, then renamed: a start reading it never sees half a file.
    const partial = `${kept}.${process.pid}`;
    await writeFile(partial, JSON.stringify(document));
    await rename(partial, kept);
    return document;
  }
}

/**
 * Starts the sandbox on `host`:`port` (0: a free port). Returns { url, sandbox, document, stop() },
 * where `sandbox` is createSandbox()'s { app, state, reset }. The description is `document`, or
 * the one bundled from `openapiDir` (openapi/ by default); the other options are createSandbox()'s.
 * @param {{ document?: JsonObject, openapiDir?: string, host?: string, port?: number } & Omit<Parameters<typeof createSandbox>[0], 'document'>} [options]
 * @returns {Promise<{ url: string, sandbox: Sandbox, document: JsonObject, stop: () => Promise<void> }>}
 */
export async function startSandbox({
  document,
  openapiDir,
  host = SANDBOX_HOST,
  port = SANDBOX_PORT,
  ...options
} = {}) {
  const doc = document ?? (await loadSandboxDocument(openapiDir));
  const sandbox = await createSandbox({ document: doc, ...options });
  await sandbox.app.listen({ host, port });
  const { port: bound } = /** @type {import('node:net').AddressInfo} */ (
    sandbox.app.server.address()
  );
  return { url: `http://${host}:${bound}`, sandbox, document: doc, stop: () => sandbox.close() };
}

/**
 * Starts Stoplight Prism on the bundled `document` file and resolves once it listens:
 * `mode` 'mock' answers from the description's examples; 'proxy' forwards to `upstream` and
 * validates each answer against the description (with --errors, an answer the description does
 * not allow becomes Prism's own error). Returns { url, stop(), output() }. `stdio` 'pipe' reads
 * Prism's output (output() returns it); 'inherit' shows it.
 * @param {{ document: string, host?: string, port?: number, stdio?: 'pipe' | 'inherit', mode?: 'mock' | 'proxy', upstream?: string, extraArgs?: string[] }} options
 * @returns {Promise<{ url: string, stop: () => Promise<void>, output: () => string }>}
 */
export function startPrism({
  document,
  host = SANDBOX_HOST,
  port = SANDBOX_PORT,
  stdio = 'pipe',
  mode = 'mock',
  upstream,
  extraArgs = [],
}) {
  const args = [
    PRISM_BIN,
    mode,
    document,
    ...(mode === 'proxy' && upstream ? [upstream] : []),
    '--host',
    host,
    '--port',
    String(port),
    '--cors',
    ...extraArgs,
  ];
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', stdio, stdio] });
  let log = '';
  const url = `http://${host}:${port}`;
  const stop = () =>
    /** @type {Promise<void>} */ (
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      })
    );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`Prism did not start within 60 s:\n${log}`));
    }, 60_000);
    const ready = () => {
      clearTimeout(timer);
      resolve({ url, stop, output: () => log });
    };
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism exited with ${code}:\n${log}`));
    });
    if (stdio !== 'pipe') {
      waitUntilUp(`${url}/status`, { timeoutMs: 60_000, intervalMs: 250 }).then(ready, reject);
      return;
    }
    const onData = (/** @type {Buffer} */ chunk) => {
      log += chunk;
      if (/Prism is listening on/.test(log)) {
        child.removeAllListeners('exit');
        ready();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
  });
}

/** @param {string} name */
function option(name) {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : path.resolve(process.argv[index + 1]);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const settleMs = Number(process.env.SANDBOX_SETTLE_MS ?? DEFAULT_SETTLE_MS);
  const cacheSeconds = process.env.SANDBOX_REPORTING_CACHE_SECONDS;
  const { url, stop } = await startSandbox({
    openapiDir: option('--openapi-dir'),
    host: process.env.SANDBOX_HOST || SANDBOX_HOST,
    port: Number(process.env.SANDBOX_PORT || SANDBOX_PORT),
    settleMs,
    reportingCacheMs:
      cacheSeconds === undefined ? DEFAULT_REPORTING_CACHE_MS : Number(cacheSeconds) * 1000,
  });
  console.log(`Sandbox on ${url} (state in memory; Ctrl+C stops it and forgets it)`);
  console.log(`  api-key of its account:     ${SANDBOX_MASTER_KEY}`);
  console.log(
    `  its secondary key ${SANDBOX_SECONDARY_KEY.name}:  ${SANDBOX_SECONDARY_KEY.apiKey}`,
  );
  console.log(`  invitation code (one use):  ${INVITATION_CODES[0]}`);
  console.log(`  sent transactions settle after ${settleMs} ms`);
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.on(signal, () => stop().then(() => process.exit(0)));
}
