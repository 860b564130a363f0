// What every script and test that runs the site locally needs, in one place: Debian's Chromium
// with the flags this machine needs, a free loopback port, waiting for a server to answer, and
// the export served as `npm start` serves it. The browser tests, the benchmarks, the screenshot
// and dev-reload tools and the sandbox all import it.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** @typedef {{ origin: string, stop(): void }} ServedFolder a folder served on a loopback port */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Debian's Chromium (apt-get install chromium), or CHROME_PATH; nothing downloads a browser. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * Headless, as root, on a machine without a GPU; and no background connections, which the closed
 * network of these machines refuses many at a time.
 */
export const CHROME_FLAGS = Object.freeze([
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]);

/**
 * Chromium through playwright-core, with the flags above. playwright-core is loaded here, not by
 * importing this module: the sandbox and the servers import it too, and start without it.
 * @param {import('playwright-core').LaunchOptions} [options]
 */
export async function launchChromium(options = {}) {
  const { chromium } = await import('playwright-core');
  return chromium.launch({
    executablePath: CHROME_PATH,
    args: [...CHROME_FLAGS],
    headless: true,
    ...options,
  });
}

/**
 * A port nothing listens on, on `host`.
 * @param {string} [host]
 * @returns {Promise<number>}
 */
export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, host, () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * A loopback HTTP server that leaves idle connections for its clients to close. Node closes a
 * connection idle for 5 s; fetch keeps one for 4 s. When a build starves both processes of CPU,
 * the client's next request can reach a connection the server is closing that instant, and fails
 * with "fetch failed". A server that never closes idle connections first leaves no such instant;
 * server.close() still closes the idle ones.
 * @param {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void} listener
 */
export function loopbackServer(listener) {
  const server = http.createServer(listener);
  server.keepAliveTimeout = 0;
  return server;
}

/**
 * Resolves once `url` answers with a 2xx status; rejects after `timeoutMs`.
 * @param {string} url
 * @param {{ timeoutMs?: number, intervalMs?: number }} [options]
 * @returns {Promise<void>}
 */
export async function waitUntilUp(url, { timeoutMs = 30_000, intervalMs = 200 } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`Nothing answered at ${url} within ${timeoutMs} ms.`);
}

/**
 * Serves a folder with `serve` exactly as `npm start` does, on a free loopback port.
 * `config` is serve's config file, relative to the folder (the export's own serve.json, written
 * by the build's CSP step, when there is one). `probe` is the path that must answer before it
 * resolves.
 * @param {string} dir
 * @param {{ config?: string, probe?: string }} [options]
 * @returns {Promise<ServedFolder>}
 */
export async function serveFolder(dir, { config, probe = '/' } = {}) {
  const port = await freePort();
  const args = [
    dir,
    '--listen',
    `tcp://127.0.0.1:${port}`,
    '--no-clipboard',
    '--no-request-logging',
  ];
  if (config) args.push('--config', config);
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'serve'), args, { stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  const stop = () => {
    child.kill();
  };
  try {
    await waitUntilUp(`${origin}${probe}`);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin, stop };
}

/**
 * The export in `outDir` with its own serve.json (headers and CSP), or the project's before a build wrote one.
 * @param {string} [outDir]
 */
export function serveExport(outDir = 'out') {
  const own = fs.existsSync(path.join(outDir, 'serve.json'));
  return serveFolder(outDir, {
    config: own ? 'serve.json' : path.relative(outDir, path.join(ROOT, 'serve.json')),
  });
}
