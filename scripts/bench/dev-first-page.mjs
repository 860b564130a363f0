// The first pages of a fresh `npm run dev`: removes the dev server's compile cache (.next/dev),
// starts the server and asks for each URL in turn, timing each from request to the whole HTML
// (the first request of a route includes its compile). Prints one JSON line.
//   node scripts/bench/dev-first-page.mjs [path ...]   (default: /docs/welcome/)
import fs from 'node:fs';
import { startDevServer } from './dev-server.mjs';

const paths = process.argv.slice(2);
if (paths.length === 0) paths.push('/docs/welcome/');
fs.rmSync('.next/dev', { recursive: true, force: true });

const { origin, readyMs, stop } = await startDevServer();
const pages = {};
for (const pagePath of paths) {
  const requested = performance.now();
  const response = await fetch(`${origin}${pagePath}`);
  await response.text();
  pages[pagePath] = {
    status: response.status,
    requestToHtmlMs: Math.round(performance.now() - requested),
  };
}
console.log(JSON.stringify({ startToReadyMs: readyMs, pages }));
stop();
process.exit(0);
