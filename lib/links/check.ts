// The build's link checker: a broken link is a build error. It reads
// the exported HTML, so it sees exactly what readers get: every <a href> must
// reach an exported page or file, and every #fragment an id on that page.
import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'parse5';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit as visitMarkdown } from 'unist-util-visit';
import { elementsRoute, hasTryItParam, parseElementsRoute } from '../urls/elements-route';
import { routeOfFile, sitePathOf } from '../urls/form';

export type LinkProblem = { page: string; href: string };
export type PageInfo = { ids: Set<string>; links: string[] };
export interface LoadedSite {
  /** `idsOf`: the ids of a page already checked, without reading it again (checkFiles keeps only those). */
  pages: Pick<Map<string, PageInfo>, 'has' | 'get' | 'keys'> & {
    idsOf?: (route: string) => Set<string> | undefined;
  };
  assets: Set<string>;
  /**
   * Routes of the interactive reference that exist: `#/operations/<id>`, `#/schemas/<Name>`
   * (lib/openapi/pages/operation-list.ts listElementsRoutes).
   */
  apiRoutes?: Set<string>;
}
export interface CheckOptions {
  /** The site's own absolute URL: links that start with it are checked as the site's links. */
  origin?: string;
  /** The routes whose links to check (default: every page). */
  sources?: Iterable<string>;
  /** The sub-path the export is built for (BASE_PATH): every site link must stay under it. */
  basePath?: string;
}
export interface CheckResult {
  brokenPaths: LinkProblem[];
  brokenAnchors: LinkProblem[];
  brokenApiRoutes: LinkProblem[];
  /** Links to `/api/#/operations/<id>` or `/api/#/schemas/<Name>` without `?try`: old deep links. */
  oldDeepLinks: LinkProblem[];
  inconsistent: LinkProblem[];
}

/**
 * Pages whose fragments can be client routes of the interactive reference
 * (lib/urls/elements-route.ts), not anchors.
 */
export const CLIENT_ROUTE_PAGES = ['/api/'];

/** A link broken on this many pages or more is probably in the navbar or footer. */
const SHARED_LINK_THRESHOLD = 3;
function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

export type HtmlNode = {
  tagName?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: HtmlNode[];
  content?: { childNodes?: HtmlNode[] };
};
function visit(node: HtmlNode, onElement: (element: HtmlNode) => void) {
  if (node.tagName) onElement(node);
  const children = node.tagName === 'template' ? node.content?.childNodes : node.childNodes;
  for (const child of children ?? []) visit(child, onElement);
}

/** Every element of an HTML document in document order, those inside a template included. */
export function elementsOf(html: string): HtmlNode[] {
  const elements: HtmlNode[] = [];
  visit(parse(html) as unknown as HtmlNode, (element) => elements.push(element));
  return elements;
}

/**
 * Ids and link targets of one HTML document.
 */
export function extractFromHtml(html: string): PageInfo {
  const ids: Set<string> = new Set();
  const links: string[] = [];
  for (const element of elementsOf(html)) {
    for (const attr of element.attrs ?? []) {
      if (attr.name === 'id' && attr.value) ids.add(attr.value);
      if (attr.name === 'name' && element.tagName === 'a' && attr.value) ids.add(attr.value);
      if (attr.name === 'href' && (element.tagName === 'a' || element.tagName === 'area'))
        links.push(attr.value);
    }
  }
  return { ids, links };
}

/**
 * Ids and link targets of a Markdown file (the Markdown copies of the docs, llms.txt): its
 * headings' ids are GitHub's (github-slugger), as lib/mdx/remark-page-data.ts gives them on the HTML page.
 */
export function extractFromMarkdown(markdown: string): PageInfo {
  return extractFromMarkdownTree(unified().use(remarkParse).use(remarkGfm).parse(markdown));
}

/**
 * Ids and link targets of a Markdown tree (mdast), for a step that holds the tree of the file it
 * writes: the same as extractFromMarkdown of the written file, without parsing it again.
 */
export function extractFromMarkdownTree(tree: import('mdast').Root): PageInfo {
  const ids: Set<string> = new Set();
  const links: string[] = [];
  const slugger = new GithubSlugger();
  visitMarkdown(tree, (node) => {
    if (node.type === 'heading') ids.add(slugger.slug(toString(node)));
    if (node.type === 'link' || node.type === 'definition') links.push(node.url);
  });
  return { ids, links };
}

/** Text files whose links are checked like a page's: the Markdown copies and llms.txt. */
const MARKDOWN_FILE = /(?:\.md|\/llms(?:-full)?\.txt)$/;
function extractFromFile(file: string): PageInfo {
  const text = fs.readFileSync(file, 'utf8');
  return file.endsWith('.html') ? extractFromHtml(text) : extractFromMarkdown(text);
}

/**
 * Loads every exported page (and Markdown file): its route, ids and links. `markdown: false` leaves
 * out the Markdown files, for a check that runs while the step that writes and checks them
 * (scripts/build/llms.mjs) is still writing. `apiRoutes`: the routes of the interactive reference
 * that exist (`#/operations/<id>`…, from the description: lib/openapi/pages/operation-list.ts
 * listElementsRoutes).
 */
export function loadSite(
  outDir: string,
  { markdown = true, apiRoutes = new Set() }: { markdown?: boolean; apiRoutes?: Set<string> } = {},
): LoadedSite {
  const files = walk(outDir);
  const pages: Map<string, PageInfo> = new Map();
  const assets: Set<string> = new Set();
  for (const file of files) {
    const relative = path.relative(outDir, file);
    const asset = `/${relative.split(path.sep).join('/')}`;
    assets.add(asset);
    if (file.endsWith('.html')) pages.set(routeOfFile(relative), extractFromFile(file));
    else if (markdown && MARKDOWN_FILE.test(asset)) pages.set(asset, extractFromFile(file));
  }
  return { pages, assets, apiRoutes };
}

/**
 * Checks the links of some files of an export (routes such as "/llms.txt") against all of it,
 * reading another page only when a link needs its ids: a build step that writes files after
 * the main link check checks its own files without reading the whole site again. `known`: the
 * ids and links of files the step has just written, from the trees it wrote them from
 * (parsing each Markdown copy again was a fifth of the step).
 */
export function checkFiles(
  outDir: string,
  routes: string[],
  {
    apiRoutes = new Set(),
    known = new Map(),
    ...options
  }: Omit<CheckOptions, 'sources'> & {
    apiRoutes?: Set<string>;
    known?: Map<string, PageInfo>;
  } = {},
): CheckResult {
  const assets = new Set(
    walk(outDir).map((file) => `/${path.relative(outDir, file).split(path.sep).join('/')}`),
  );
  const fileOf: Map<string, string> = new Map();
  for (const asset of assets) {
    if (asset.endsWith('.html')) fileOf.set(routeOfFile(asset.slice(1)), asset);
    else if (MARKDOWN_FILE.test(asset)) fileOf.set(asset, asset);
  }
  // A checked file is read once, its links dropped once checked; only the ids of the files links
  // point into are kept: holding every file's links made the heap, and the garbage collector's
  // work on it, grow with the site.
  const idsOf: Map<string, Set<string>> = new Map();
  const pages: LoadedSite['pages'] = {
    has: (route) => fileOf.has(route),
    get: (route) => {
      const file = fileOf.get(route);
      if (file === undefined) return undefined;
      const extracted = known.get(route) ?? extractFromFile(path.join(outDir, file));
      idsOf.set(route, extracted.ids);
      return extracted;
    },
    idsOf: (route) => idsOf.get(route) ?? pages.get(route)?.ids,
    keys: () => fileOf.keys(),
  };
  return checkSite({ pages, assets, apiRoutes }, { ...options, sources: routes });
}
function isSkipped(href: string): boolean {
  return !href || /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href) || href === '#';
}

/**
 * Checks a loaded site. Returns broken paths, broken anchors and links that are
 * not written in the site's one form (pages end with a slash), each with its page.
 * Options: `origin`, the site's own absolute URL (links that start with it are the
 * site's links); `sources`, the routes whose links to check (default: every page);
 * `basePath`, the sub-path the export is built for (BASE_PATH): every link must stay
 * under it, so a raw URL written without withBasePath is reported as broken.
 */
export function checkSite(
  { pages, assets, apiRoutes = new Set() }: LoadedSite,
  { origin, sources, basePath = '' }: CheckOptions = {},
): CheckResult {
  const brokenPaths: LinkProblem[] = [];
  const brokenAnchors: LinkProblem[] = [];
  const brokenApiRoutes: LinkProblem[] = [];
  const oldDeepLinks: LinkProblem[] = [];
  const inconsistent: LinkProblem[] = [];
  const pageFor = (pathname: string) => {
    if (pages.has(pathname)) return pathname;
    const withSlash = pathname.endsWith('/') ? pathname : `${pathname}/`;
    return pages.has(withSlash) ? withSlash : undefined;
  };

  const ownOrigin = origin?.replace(/\/+$/, '');
  for (const page of sources ?? pages.keys()) {
    const info = pages.get(page);
    if (!info) throw new Error(`checkSite: no page ${page} in the export`);
    const { ids, links } = info;
    for (const written of links) {
      const href =
        ownOrigin && written.startsWith(`${ownOrigin}/`)
          ? written.slice(ownOrigin.length)
          : written;
      if (isSkipped(href)) continue;
      const url = new URL(href, `http://site.invalid${basePath}${page}`);
      const pathname = sitePathOf(decodeURIComponent(url.pathname), basePath);
      if (pathname === null) {
        brokenPaths.push({ page, href: written });
        continue;
      }
      const fragment = decodeURIComponent(url.hash.slice(1));
      const target = pageFor(pathname);
      const isFile = assets.has(pathname) && !pathname.endsWith('.html');
      if (!target && !isFile) {
        brokenPaths.push({ page, href: written });
        continue;
      }
      if (target && target !== pathname && href.startsWith('/'))
        inconsistent.push({ page, href: written });
      if (!target || !fragment) continue;
      const route = CLIENT_ROUTE_PAGES.includes(target) ? parseElementsRoute(`#${fragment}`) : null;
      if (route) {
        // `#/operations/x#Request` is a heading inside the operation: the route is what counts.
        const exists =
          route.kind === 'overview' ||
          (route.kind !== 'other' && apiRoutes.has(elementsRoute(route.kind, route.name)));
        if (!exists) brokenApiRoutes.push({ page, href: written });
        // Without ?try, /api sends an operation or schema route on to its static page.
        else if (route.kind !== 'overview' && !hasTryItParam(url.search))
          oldDeepLinks.push({ page, href: written });
        continue;
      }
      const targetIds =
        target === page ? ids : pages.idsOf ? pages.idsOf(target) : pages.get(target)?.ids;
      if (!targetIds?.has(fragment)) brokenAnchors.push({ page, href: written });
    }
  }
  return { brokenPaths, brokenAnchors, brokenApiRoutes, oldDeepLinks, inconsistent };
}
function section(title: string, items: LinkProblem[]): string[] {
  if (items.length === 0) return [];
  const byHref: Map<string, string[]> = new Map();
  for (const { page, href } of items) byHref.set(href, [...(byHref.get(href) ?? []), page]);
  const lines = [`${title}:`];
  for (const [href, onPages] of byHref) {
    const hint =
      onPages.length >= SHARED_LINK_THRESHOLD
        ? ' (on many pages: probably in the navbar or footer)'
        : '';
    lines.push(`  - ${href}${hint}`);
    for (const page of onPages) lines.push(`      on ${page}`);
  }
  return lines;
}

/**
 * A readable report, or an empty string when every link is fine.
 */
export function formatReport({
  brokenPaths,
  brokenAnchors,
  brokenApiRoutes = [],
  oldDeepLinks = [],
  inconsistent,
}: Partial<CheckResult> &
  Pick<CheckResult, 'brokenPaths' | 'brokenAnchors' | 'inconsistent'>): string {
  return [
    ...section('Broken paths (no exported page or file)', brokenPaths),
    ...section('Broken anchors (no element with that id on the target page)', brokenAnchors),
    ...section(
      'Broken API reference links (no such operation or schema in the description)',
      brokenApiRoutes,
    ),
    ...section(
      'Links to an operation or schema of the interactive reference without ?try (they land ' +
        'on the static page: link /api/operations/<id>/ or /api/schemas/#<Name> itself)',
      oldDeepLinks,
    ),
    ...section(
      'Links to pages must end with "/" (the form the site writes everywhere)',
      inconsistent,
    ),
  ].join('\n');
}
