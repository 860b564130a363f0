// The data of parsed pages (front matter and TOC), kept on disk under Next's cache folder.
// Every process of a build needs every page's data: each page-data and
// static-generation worker, and the machine files; parsing MDX costs about 10 ms a page, so
// 10 s per process at 1,000 pages. A page's compile (lib/mdx/remark-page-data.ts) keeps the
// data it exports; lib/docs reads it back and parses only a page no compile has seen. An entry
// is keyed by the page's source and by the code that reads it, so an edit or a new reader
// misses.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A docs page's or a changelog post's data (each has its own front matter schema). */
export type PageData = {
  frontMatter:
    import('../docs/page-data').FrontMatter | import('../blog/frontmatter-schema').PostFrontMatter;
  toc: import('../docs/page-data').TocItem[];
};

const PAGE_DATA_CACHE = path.join('.next', 'cache', 'page-data');

/**
 * What a page's data, and whether the page is accepted at all, depend on besides its source:
 * the reader, the schema and its rules, and the parser packages.
 */
const READER_FILES = [
  'lib/mdx/remark-page-data.ts',
  'lib/docs/frontmatter-schema.ts',
  'lib/blog/frontmatter-schema.ts',
  'lib/validation/messages.ts',
  'package-lock.json',
];

const readerVersions: Map<string, string> = new Map();

function readerVersion(root: string) {
  let version = readerVersions.get(root);
  if (version === undefined) {
    const hash = crypto.createHash('sha256');
    for (const file of READER_FILES) {
      const full = path.join(root, file);
      hash.update(`${file}\0${fs.existsSync(full) ? fs.readFileSync(full, 'utf8') : ''}\0`);
    }
    version = hash.digest('hex');
    readerVersions.set(root, version);
  }
  return version;
}
function entryOf(root: string, source: string) {
  const key = crypto
    .createHash('sha256')
    .update(readerVersion(root))
    .update('\0')
    .update(source)
    .digest('hex');
  return path.join(root, PAGE_DATA_CACHE, `${key}.json`);
}

/**
 * The kept data of a page's source, or undefined when no process has read this source yet.
 */
export function cachedPageData(root: string, source: string): PageData | undefined {
  try {
    return JSON.parse(fs.readFileSync(entryOf(root, source), 'utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Keeps a page's data (valid data only: an invalid page fails before it gets here).
 */
export function keepPageData(root: string, source: string, data: PageData) {
  const entry = entryOf(root, source);
  try {
    fs.mkdirSync(path.dirname(entry), { recursive: true });
    // Written whole, then renamed: a process reading at the same time never sees half a file.
    const partial = `${entry}.${process.pid}.tmp`;
    fs.writeFileSync(partial, JSON.stringify(data));
    fs.renameSync(partial, entry);
  } catch {
    // A read-only checkout still builds: its processes parse the pages themselves.
  }
}
