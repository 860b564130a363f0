#!/usr/bin/env node
/**
 * The local sandbox of the API (`npm run sandbox`): Stoplight Prism mocking the bundled
 * description, with request validation on and CORS open, on http://127.0.0.1:4010.
 *
 * The description is bundled from openapi/ by the same bundler as the published
 * /openapi.json (lib/openapi/bundle.ts, loaded by scripts/build/generate-api-types.mjs), into
 * generated/sandbox/openapi.json, so no `next build` is needed. Prism answers every call
 * with the description's examples (the first one, or the one named by a
 * `Prefer: example=<name>` header) and rejects a request the description does not accept
 * with 422 and the violations.
 *
 * Environment: SANDBOX_HOST (default 127.0.0.1), SANDBOX_PORT (default 4010).
 * Usage: node scripts/sandbox/sandbox.mjs [--openapi-dir openapi]
 */
import { spawn } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DEFAULT_OPENAPI_DIR, loadBundledDocument } from '../build/generate-api-types.mjs';
import { waitUntilUp } from '../support/local.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SANDBOX_HOST = '127.0.0.1';
export const SANDBOX_PORT = 4010;
const PRISM_BIN = createRequire(import.meta.url).resolve('@stoplight/prism-cli/dist/index.js');

/** Bundles the description in `openapiDir` into one JSON file for Prism; returns its path. */
export async function bundleForSandbox(openapiDir = DEFAULT_OPENAPI_DIR, output = path.join(ROOT, 'generated', 'sandbox', 'openapi.json')) {
  const document = await loadBundledDocument(openapiDir);
  await mkdir(path.dirname(output), { recursive: true });
  await writeFile(output, JSON.stringify(document, null, 2));
  return output;
}

/**
 * Starts Prism on `document` and resolves once it listens.
 * Returns { url, stop(), output() } where output() is what Prism logged so far.
 */
export function startPrism({ document, host = SANDBOX_HOST, port = SANDBOX_PORT, stdio = 'pipe', extraArgs = [] }) {
  const args = [PRISM_BIN, 'mock', document, '--host', host, '--port', String(port), '--cors', ...extraArgs];
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', stdio, stdio] });
  let log = '';
  const url = `http://${host}:${port}`;
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
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
      // Inherited output: poll the port instead of reading the log.
      waitUntilUp(`${url}/status`, { timeoutMs: 60_000, intervalMs: 250 }).then(ready, reject);
      return;
    }
    const onData = (chunk) => {
      log += chunk;
      if (/Prism is listening on/.test(log)) {
        child.removeAllListeners('exit');
        ready();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
  });
}

function option(name) {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : path.resolve(process.argv[index + 1]);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const document = await bundleForSandbox(option('--openapi-dir'));
  const host = process.env.SANDBOX_HOST || SANDBOX_HOST;
  const port = Number(process.env.SANDBOX_PORT || SANDBOX_PORT);
  console.log(`Sandbox: Prism mocks ${path.relative(process.cwd(), document)} on http://${host}:${port} (Ctrl+C stops it)`);
  // --errors: an answer example that breaks its own schema is an error, not served as if valid.
  const sandbox = await startPrism({ document, host, port, stdio: 'inherit', extraArgs: ['--errors'] });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => sandbox.stop().then(() => process.exit(0)));
}
