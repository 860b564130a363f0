/**
 * Where the docs MCP server reads the published docs: a site by its URL (https://…, or
 * http://localhost while one is served) or the folder of its static export (out/). Every read
 * is a site path ("/llms.txt", "/docs/welcome.md"); each file is read once and kept.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** A site or folder that cannot serve as the docs: the message says what was tried and what to give instead. */
export class SiteError extends Error {}

export interface SiteSource {
  /** The site's URL (ending in "/") or the folder's absolute path, as read. */
  readonly location: string;
  /** Where a site path is read from: its URL, or its file in the folder. */
  locate(sitePath: string): string;
  /**
   * The text of a site path, or null when the site has no such file. Throws SiteError when the site
   * cannot be read at all.
   */
  read(sitePath: string): Promise<string | null>;
}

const WHAT_TO_GIVE =
  'Give the address of the Staking API docs (https://…) or the folder of their static export ' +
  '(the out/ folder that `npm run build` writes).';

/** The files every export of the docs has; a source without them is not the docs. */
const REQUIRED_FILES = ['/llms.txt', '/llms-full.txt', '/openapi.json'];

function caching(
  location: string,
  locate: (sitePath: string) => string,
  load: (sitePath: string) => Promise<string | null>,
): SiteSource {
  const kept = new Map<string, Promise<string | null>>();
  return {
    location,
    locate,
    read(sitePath) {
      if (!kept.has(sitePath)) {
        const loading = load(sitePath);
        // A failure is not kept: the next call tries again.
        loading.catch(() => kept.delete(sitePath));
        kept.set(sitePath, loading);
      }
      return kept.get(sitePath)!;
    },
  };
}

function urlSource(base: URL, fetchText: typeof fetch): SiteSource {
  const locate = (sitePath: string) => new URL(sitePath.replace(/^\/+/, ''), base).href;
  return caching(base.href, locate, async (sitePath) => {
    const url = new URL(locate(sitePath));
    let response: Response;
    try {
      response = await fetchText(url, { redirect: 'follow' });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new SiteError(
        `Cannot reach ${url.href}: ${cause?.code ?? cause?.message ?? (error as Error).message}. ${WHAT_TO_GIVE}`,
      );
    }
    if (response.status === 404) return null;
    if (!response.ok)
      throw new SiteError(
        `${url.href} answered ${response.status} ${response.statusText}. ${WHAT_TO_GIVE}`,
      );
    return response.text();
  });
}

function folderSource(folder: string): SiteSource {
  const locate = (sitePath: string) =>
    path.join(folder, ...sitePath.split('/').filter(Boolean).map(decodeURIComponent));
  return caching(folder, locate, async (sitePath) => {
    const file = locate(sitePath);
    // A site path never leaves the folder.
    if (path.relative(folder, file).startsWith('..')) return null;
    try {
      return await readFile(file, 'utf8');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
      throw new SiteError(`Cannot read ${file}: ${code ?? (error as Error).message}.`);
    }
  });
}

/**
 * The docs at `where` (a URL or a folder), checked before anything is served: the files every
 * export has must be there. `fetchText` is the network (the global fetch unless given).
 */
export async function openSite(
  where: string,
  { fetchText = fetch }: { fetchText?: typeof fetch } = {},
): Promise<SiteSource> {
  let source: SiteSource;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(where)) {
    let url: URL;
    try {
      url = new URL(where);
    } catch {
      throw new SiteError(`"${where}" is not a URL. ${WHAT_TO_GIVE}`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw new SiteError(`"${where}" is not an http(s) address. ${WHAT_TO_GIVE}`);
    // The docs' files lie under the address given: https://example.com/staking-docs is a folder.
    if (!url.pathname.endsWith('/')) url.pathname += '/';
    url.search = '';
    url.hash = '';
    source = urlSource(url, fetchText);
  } else {
    const folder = path.resolve(where);
    const found = await stat(folder).catch(() => null);
    if (!found) throw new SiteError(`There is no folder ${folder}. ${WHAT_TO_GIVE}`);
    if (!found.isDirectory())
      throw new SiteError(`${folder} is a file, not a folder. ${WHAT_TO_GIVE}`);
    source = folderSource(folder);
  }
  const missing: string[] = [];
  for (const file of REQUIRED_FILES)
    if ((await source.read(file)) === null) missing.push(file.slice(1));
  if (missing.length === REQUIRED_FILES.length) {
    throw new SiteError(
      `${source.location} is not the Staking API docs: it has no ${missing.join(', ')}. ${WHAT_TO_GIVE}`,
    );
  }
  if (missing.length)
    throw new SiteError(
      `${source.location} lacks ${missing.join(' and ')}, which every build of the docs has. ${WHAT_TO_GIVE}`,
    );
  try {
    JSON.parse((await source.read('/openapi.json'))!);
  } catch {
    throw new SiteError(`${source.locate('/openapi.json')} is not JSON. ${WHAT_TO_GIVE}`);
  }
  return source;
}
