// Which exported pages Pagefind reads from disk (scripts/build/search-index.mjs) when some are
// given to it otherwise (index.addHTMLFile: the operation pages, with their search metadata put
// in). Pagefind finds a directory's files with a glob of the wax library, which has no negation
// (Pagefind issue #797: no "everything but api/operations/"), so the glob names what to read
// instead: each file and folder beside the left-out pages and beside each folder holding them,
// as alternatives, e.g. {404.html,index.html,api/index.html,api/schemas/**/*.html,docs/**/*.html}.
import fs from 'node:fs';
import path from 'node:path';

/** Pagefind's own glob when given none: every HTML file. */
export const ALL_PAGES = '**/*.{html}';

/**
 * A name as a wax literal: its metacharacters escaped.
 * @param {string} name
 */
const literal = (name) => name.replace(/[\\*?$:<>()[\]{},]/g, '\\$&');

/**
 * A glob of every HTML file under `dir` except `excluded`.
 * @param {string} dir the export's folder
 * @param {string[]} excluded files relative to `dir`, "/"-separated ("api/operations/getStatus/index.html")
 * @returns {string | undefined} undefined when no file is left to read
 */
export function htmlGlobWithout(dir, excluded) {
  if (excluded.length === 0) return ALL_PAGES;
  const left = new Set(excluded);
  /** The folders that hold a left-out file, at any depth: read entry by entry, the others whole. */
  const holding = new Set(
    excluded.flatMap((file) =>
      file
        .split('/')
        .slice(0, -1)
        .map((_, at, parts) => parts.slice(0, at + 1).join('/')),
    ),
  );
  /** @type {string[]} */
  const alternatives = [];
  /** @param {string} folder relative to `dir`, "" for `dir` itself */
  const visit = (folder) => {
    for (const entry of fs.readdirSync(path.join(dir, folder), { withFileTypes: true })) {
      const name = folder ? `${folder}/${entry.name}` : entry.name;
      const glob = name.split('/').map(literal).join('/');
      if (entry.isDirectory()) {
        if (holding.has(name)) visit(name);
        else alternatives.push(`${glob}/**/*.html`);
      } else if (entry.name.endsWith('.html') && !left.has(name)) alternatives.push(glob);
    }
  };
  visit('');
  alternatives.sort();
  if (alternatives.length === 0) return undefined;
  return alternatives.length === 1 ? alternatives[0] : `{${alternatives.join(',')}}`;
}
