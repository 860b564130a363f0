import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(url: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The static server did not answer at ${url} within ${timeoutMs} ms.`);
}

let server: ChildProcess | undefined;

/** Serves out/ exactly as `npm start` does (same server, same serve.json), on a free loopback port. */
export async function setup(project: TestProject) {
  // E2E_OUT_DIR: another export to serve (the fixture site's, .fixture-build/out).
  const outDir = process.env.E2E_OUT_DIR ?? 'out';
  if (!fs.existsSync(path.join(outDir, 'index.html'))) {
    throw new Error(`${outDir}/ has no export: run \`npm run build\` before \`npm run test:e2e\`.`);
  }
  const port = await freePort();
  const bin = path.join('node_modules', '.bin', 'serve');
  // The export's own serve.json (written by scripts/csp.mjs: the policy and security headers), as `npm start` serves it.
  const config = fs.existsSync(path.join(outDir, 'serve.json')) ? 'serve.json' : path.relative(outDir, 'serve.json');
  server = spawn(bin, [outDir, '--config', config, '--listen', `tcp://127.0.0.1:${port}`, '--no-clipboard', '--no-request-logging'], {
    stdio: 'ignore',
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${baseUrl}/`);
  project.provide('baseUrl', baseUrl);
}

export async function teardown() {
  server?.kill();
}
