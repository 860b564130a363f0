// One stylesheet before the first paint instead of two. Turbopack writes the site's styles as
// two files that every page links (the components' styles, then the global ones: the root
// layouts and the crash pages share the global file, so it is a chunk of its own), and a phone
// on a slow network fetches the second over a connection of its own before it paints. This step
// writes the stylesheets every page links first, in their order, as one file, and points every
// reference at it: the pages' HTML, their payloads (what a client-side navigation reads) and the
// script chunks that load a stylesheet with a lazy part. The new name has the length of the old
// ones, so no length that Next writes into a payload changes.
// Usage: node scripts/build/merge-styles.mjs [outDir]
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const CHUNKS = path.join('_next', 'static', 'chunks');
const STYLESHEET = /<link rel="stylesheet" href="([^"]+\.css)" data-precedence="next"\/>/g;

/**
 * The files of outDir whose text may name a stylesheet: pages, payloads and script chunks.
 * @param {string} outDir
 */
function referringFiles(outDir) {
  return fs
    .readdirSync(outDir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(html|txt|js)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * The stylesheets every page links first, in the order of the pages' heads (the longest run
 * they all begin with), as file names in the chunks folder.
 * @param {string[]} pages the HTML of each page
 * @returns {string[]}
 */
export function sharedStylesheets(pages) {
  /** @type {string[] | null} */
  let shared = null;
  for (const html of pages) {
    const head = html.slice(0, html.indexOf('</head>'));
    const linked = [...head.matchAll(STYLESHEET)].map(([, href]) => path.posix.basename(href));
    if (shared === null) shared = linked;
    let same = 0;
    while (same < shared.length && shared[same] === linked[same]) same += 1;
    shared = shared.slice(0, same);
  }
  return shared ?? [];
}

/**
 * A name for the merged file: a hash of its text, as long as the names it replaces.
 * @param {string} css
 * @param {number} length
 */
export const mergedName = (css, length) =>
  BigInt(`0x${createHash('sha256').update(css).digest('hex')}`)
    .toString(36)
    .slice(0, length - '.css'.length) + '.css';

/**
 * The text with every old name replaced by the merged one, and in HTML the merged stylesheet
 * linked once (where the first of the old ones was).
 * @param {string} text
 * @param {string[]} names
 * @param {string} merged
 * @param {boolean} html
 */
export function pointedAtMerged(text, names, merged, html) {
  let result = text;
  for (const name of names) result = result.replaceAll(name, merged);
  if (!html) return result;
  let linked = false;
  return result.replace(STYLESHEET, (tag, href) => {
    if (path.posix.basename(href) !== merged) return tag;
    if (linked) return '';
    linked = true;
    return tag;
  });
}

/**
 * Merges the stylesheets every page of outDir links first into one file; returns what it did,
 * or null when the pages share fewer than two.
 * @param {string} outDir
 * @returns {{ merged: string, names: string[], files: number } | null}
 */
export function mergeStyles(outDir) {
  const files = referringFiles(outDir);
  const pages = files.filter((file) => file.endsWith('.html'));
  const names = sharedStylesheets(pages.map((file) => fs.readFileSync(file, 'utf8')));
  if (names.length < 2) return null;
  const lengths = new Set(names.map((name) => name.length));
  if (lengths.size !== 1)
    throw new Error(`The shared stylesheets' names differ in length: ${names.join(', ')}.`);
  const chunks = path.join(outDir, CHUNKS);
  // Each file's own text, one after the other: a file's rules keep their order and place.
  const css = names
    .map((name) => fs.readFileSync(path.join(chunks, name), 'utf8').replace(/\n?$/, '\n'))
    .join('');
  const merged = mergedName(css, names[0].length);
  fs.writeFileSync(path.join(chunks, merged), css);
  let changed = 0;
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    if (!names.some((name) => text.includes(name))) continue;
    fs.writeFileSync(file, pointedAtMerged(text, names, merged, file.endsWith('.html')));
    changed += 1;
  }
  for (const name of names) fs.rmSync(path.join(chunks, name));
  return { merged, names, files: changed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = mergeStyles(path.resolve(process.argv[2] ?? 'out'));
  console.log(
    result
      ? `Stylesheets merged: ${result.names.join(' + ')} into ${result.merged}, ${result.files} files pointed at it.`
      : 'Stylesheets merged: none, the pages share fewer than two.',
  );
}
