// The first pages of a fresh `npm run dev`: removes the dev server's compile cache (.next/dev),
// starts `next dev` on a free port and asks for each URL in turn, timing each from request to the
// whole HTML (the first request of a route includes its compile). Prints one JSON line.
//   node scripts/bench/dev-first-page.mjs [path ...]   (default: /docs/welcome/)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { freePort } from '../support/local.mjs';

const paths = process.argv.slice(2);
if (paths.length === 0) paths.push('/docs/welcome/');
fs.rmSync('.next/dev', { recursive: true, force: true });

const port = await freePort();
const started = performance.now();
let readyMs = -1;
const dev = spawn('npx', ['next', 'dev', '--port', String(port), '--hostname', '127.0.0.1'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  env: { ...process.env, NODE_OPTIONS: '--import=tsx', NEXT_TELEMETRY_DISABLED: '1' },
  detached: true,
});
dev.stdout.on('data', (chunk) => {
  if (readyMs < 0 && /Ready in/.test(String(chunk)))
    readyMs = Math.round(performance.now() - started);
});
process.on('exit', () => {
  try {
    process.kill(-dev.pid);
  } catch {}
});

while (readyMs < 0) await new Promise((resolve) => setTimeout(resolve, 50));
const pages = {};
for (const pagePath of paths) {
  const requested = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}${pagePath}`);
  await response.text();
  pages[pagePath] = {
    status: response.status,
    requestToHtmlMs: Math.round(performance.now() - requested),
  };
}
console.log(JSON.stringify({ startToReadyMs: readyMs, pages }));
process.exit(0);
