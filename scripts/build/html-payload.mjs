// Sends each page's React payload once. `next build` writes it twice for every page: inlined in
// the page's HTML (as script elements that push it to self.__next_f, where the browser's Next.js
// reads it to hydrate) and as the page's index.txt beside it, which a client-side navigation to
// the page fetches. The two are the same bytes. This step takes the inlined copy out of the HTML
// and puts in its place one small script, the same on every page, that fetches index.txt
// (preloaded from the head at low priority, after the stylesheets) and hands it to Next.js the
// way the inline scripts did, before Next's entry runs; the same script adds Next's scripts to
// the page (preloaded beside the payload). The HTML keeps everything a reader sees: a page reads
// fully without JavaScript.
// A page whose inline payload is not exactly its index.txt (the 404 page, which has none beside
// it) is left as it was.
// Usage: node scripts/build/html-payload.mjs [outDir]
import fs from 'node:fs';
import path from 'node:path';
import { basePathFromEnv, underBasePath } from '@/lib/urls';

/** The file beside each page's HTML that holds its payload (what Next's router fetches on navigation). */
export const PAYLOAD_FILE = 'index.txt';

// Next's inline payload: the bootstrap push of [0], then one push of [1, text] per chunk.
const PAYLOAD_SCRIPT =
  /<script>(?:\(self\.__next_f=self\.__next_f\|\|\[\]\)|self\.__next_f)\.push\((\[[\s\S]*?\])\)<\/script>/g;
// Turbopack's entry: the chunks to wait for and the modules to run once they are in.
const ENTRY_SCRIPT =
  /<script id="_R_">\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{[^<]*\})\);<\/script>/;

// Next's script tags: each chunk of the page's JavaScript, loaded async.
const NEXT_SCRIPT = /<script src="([^"]+)" async=""><\/script>/g;

/**
 * Runs the page's scripts, and Next's entry once its payload is in. The scripts of data-scripts
 * are preloaded from the head (at low priority, behind the stylesheets) and added when the
 * loader runs, at the end of the page's HTML: none is evaluated before the body is parsed, and
 * the load event waits for them. The payload of
 * data-payload is fetched and given to Next as the inline scripts did ([0] opens the stream,
 * [1, text] is its data); then Turbopack runs the entry of data-entry. Should the payload not
 * load, the page stays as the server rendered it, links included, without its scripts.
 */
export const LOADER =
  `(function(s){var d=s.dataset;(d.scripts?d.scripts.split(" "):[]).forEach(function(u){` +
  `var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)});` +
  `fetch(d.payload).then(function(r){if(!r.ok)throw new ` +
  `Error(r.status+" "+d.payload);return ` +
  `r.text()}).then(function(t){self.__next_f=[[0],[1,t]];(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push(JSON.parse(d.entry))}).catch(function(e){console.warn("This page runs without its scripts: its data did not load.",e)})})(document.currentScript)`;

/** @param {string} text */
const attribute = (text) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The payload a page's HTML carries inline, or null when its scripts are not only Next's
 * [0] and [1, text] pushes.
 * @param {string} html
 * @returns {string | null}
 */
export function inlinePayload(html) {
  let text = '';
  let opened = false;
  for (const [, pushed] of html.matchAll(PAYLOAD_SCRIPT)) {
    const segment = JSON.parse(pushed);
    if (segment.length === 1 && segment[0] === 0) opened = true;
    else if (segment.length === 2 && segment[0] === 1 && typeof segment[1] === 'string')
      text += segment[1];
    else return null;
  }
  return opened ? text : null;
}

/**
 * The page without its inline payload, loading it from payloadUrl instead; null when the page
 * is not in the form this step knows (then it is left as it is).
 * @param {string} html
 * @param {string} payloadUrl the URL of the page's payload file, under the base path
 * @returns {string | null}
 */
export function withPayloadFetched(html, payloadUrl) {
  const entry = ENTRY_SCRIPT.exec(html);
  if (!entry) return null;
  // As the HTML writes them: each is already an attribute's text.
  const scripts = [...new Set([...html.matchAll(NEXT_SCRIPT)].map(([, src]) => src))];
  const loader =
    `<script id="_R_" data-payload="${attribute(payloadUrl)}" ` +
    `data-entry="${attribute(entry[1])}" data-scripts="${scripts.join(' ')}">${LOADER}</script>`;
  const preloaded = new Set(
    [...html.matchAll(/<link rel="preload" as="script"[^>]*? href="([^"]+)"/g)].map(
      ([, href]) => href,
    ),
  );
  const preloads =
    `<link rel="preload" href="${attribute(payloadUrl)}" as="fetch" crossorigin="anonymous" ` +
    `fetchpriority="low"/>` +
    scripts
      .filter((src) => !preloaded.has(src))
      .map((src) => `<link rel="preload" href="${src}" as="script" fetchpriority="low"/>`)
      .join('');
  const withoutPayload = html
    .replace(PAYLOAD_SCRIPT, '')
    .replace(entry[0], () => loader)
    .replace(NEXT_SCRIPT, '');
  // Right after the stylesheets (on a page without any, after its title or viewport): what the
  // first paint needs is asked for first, and the payload and the scripts, at low priority,
  // download beside each other behind it.
  const head = withoutPayload.slice(0, withoutPayload.indexOf('</head>'));
  const anchor =
    [...head.matchAll(/<link rel="stylesheet"[^>]*>/g)].at(-1) ??
    /<\/title>|<meta name="viewport"[^>]*>/.exec(head);
  if (!anchor) return withoutPayload;
  const at = anchor.index + anchor[0].length;
  return `${withoutPayload.slice(0, at)}${preloads}${withoutPayload.slice(at)}`;
}

/**
 * Rewrites every page of outDir whose inline payload is its index.txt; returns the counts.
 * @param {string} outDir
 * @param {string} [basePath]
 * @returns {{ pages: number, kept: string[], saved: number }}
 */
export function movePayloads(outDir, basePath = basePathFromEnv()) {
  let pages = 0;
  let saved = 0;
  /** @type {string[]} */
  const kept = [];
  for (const entry of fs.readdirSync(outDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(outDir, file).split(path.sep).join('/');
    const payloadFile = path.join(path.dirname(file), PAYLOAD_FILE);
    const html = fs.readFileSync(file, 'utf8');
    const inline = inlinePayload(html);
    const rewritten =
      entry.name === 'index.html' &&
      inline !== null &&
      fs.existsSync(payloadFile) &&
      fs.readFileSync(payloadFile, 'utf8') === inline
        ? withPayloadFetched(
            html,
            underBasePath(
              `/${path.posix.join(path.posix.dirname(relative), PAYLOAD_FILE)}`,
              basePath,
            ),
          )
        : null;
    if (rewritten === null) {
      if (inline !== null) kept.push(relative);
      continue;
    }
    fs.writeFileSync(file, rewritten);
    pages += 1;
    saved += html.length - rewritten.length;
  }
  return { pages, kept, saved };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { pages, kept, saved } = movePayloads(path.resolve(process.argv[2] ?? 'out'));
  console.log(
    `Payload out of the HTML: ${pages} pages, ${(saved / 2 ** 20).toFixed(1)} MB less; kept ` +
      `inline: ${kept.join(', ') || 'none'}.`,
  );
}
