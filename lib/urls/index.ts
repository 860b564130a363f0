/**
 * The site's URL rules, in one place: the face of lib/urls/, which every module of the site
 * imports. Every URL the site writes goes through here (siteHref), and every link component asks
 * linkKind what a link is. Two parts live in files of their own, which next.config.mjs imports
 * too: the page-URL form (a trailing slash, as the export lays
 * pages out), the base path and where a URL lies in the export (form.ts), and the routes of the
 * interactive reference (elements-route.ts); this module gives them too.
 */
import { elementsRoute, TRY_IT_PARAM } from './elements-route';
import { basePathFromEnv, isFilePath, pagePath, sitePathOf, underBasePath } from './form';

export * from './elements-route';
export * from './form';

/**
 * What a link points at, decided once for every link of the site:
 * - page: a page of this site, loaded client-side when followed;
 * - file: a file of the export (/openapi.yaml), a plain download or view;
 * - hash: a place on the current page;
 * - external: another site (http:, https:, protocol-relative), opens in a new tab;
 * - mailto: an e-mail address or phone number (mailto:, tel:), handed to the reader's app, no new tab.
 */
export type LinkKind = 'page' | 'file' | 'hash' | 'external' | 'mailto';

export function linkKind(href: string): LinkKind {
  if (/^(mailto|tel):/i.test(href)) return 'mailto';
  if (href.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(href)) return 'external';
  if (href.startsWith('#') || href.startsWith('?') || href === '') return 'hash';
  const pathname = href.split(/[?#]/)[0];
  return isFilePath(pathname) ? 'file' : 'page';
}

/**
 * A raw URL of the export (a file, a script, a fetch) under the site's base path
 * (BASE_PATH at build time; empty at the domain root). Page links need no help:
 * next/link adds the base path itself.
 */
export function withBasePath(path: string): string {
  return underBasePath(path, basePath());
}

/**
 * The site path of a location the browser reports (`location.pathname`, an anchor's
 * `pathname`), which carries the base path: the path `usePathname()` and the site's links
 * use ("/staking-docs/docs/welcome/" → "/docs/welcome/"); null outside the site.
 */
export function sitePath(pathname: string): string | null {
  return sitePathOf(pathname, basePath());
}

/**
 * The base path of this build: next.config.mjs hands BASE_PATH to the browser and to Next's
 * server as NEXT_PUBLIC_BASE_PATH; a build script, which Next does not run, reads BASE_PATH.
 */
function basePath(): string {
  return process.env.NEXT_PUBLIC_BASE_PATH ?? basePathFromEnv();
}

/**
 * The URL of a plain <a href> or <img src> that next/link does not handle (HTML from the
 * config, images): pages in the site's form and everything of the site under the base path.
 */
export function rawHref(href: string): string {
  return linkKind(href) === 'page' ? withBasePath(pagePath(href)) : siteHref(href);
}

/**
 * The URL the site writes for a link target: a page in the site's one form
 * ("/docs/welcome" → "/docs/welcome/", query and hash kept), a file under the
 * base path, anything else as written.
 */
export function siteHref(href: string): string {
  const kind = linkKind(href);
  if (kind === 'page') return pagePath(href);
  if (kind === 'file') return withBasePath(href);
  return href;
}

/** Compares paths ignoring the trailing slash. */
export function samePath(a: string, b: string): boolean {
  const strip = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);
  return strip(a) === strip(b);
}

/** True when pathname is basePath or lies under it. */
export function isUnderPath(pathname: string, basePath: string): boolean {
  const base = basePath.replace(/\/+$/, '');
  return samePath(pathname, base) || pathname.startsWith(`${base}/`);
}

/** The API reference's entry: the list of every operation, and Stoplight Elements on intent. */
export const API_REFERENCE_PATH = '/api/';

/**
 * The page of an API operation, rendered at build time. Every link to an operation
 * (the /api list, guides, search, llms.txt, the sitemap) is made here.
 */
export function apiOperationPath(operationId: string): string {
  return `/api/operations/${encodeURIComponent(operationId)}/`;
}

/**
 * The list of the operations and how many guides use each; each operation's guides past the few its
 * page names follow it.
 */
export const API_GUIDES_PATH = '/api/guides/';

/**
 * Page `page` of the list of every guide that uses an operation: apiGuidesPath('getStatus') →
 * "/api/guides/getStatus/", apiGuidesPath('getStatus', 2) → "/api/guides/getStatus/2/".
 */
export function apiGuidesPath(operationId: string, page = 1): string {
  return `${API_GUIDES_PATH}${encodeURIComponent(operationId)}/${page > 1 ? `${page}/` : ''}`;
}

/** A tag's section of the /api list: apiTagId('Account and API keys') → "tag-account-and-api-keys". */
export function apiTagId(tag: string): string {
  return `tag-${tag
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}

/** Where a tag's operations are listed: apiTagHref('Solana') → "/api/#tag-solana". */
export function apiTagHref(tag: string): string {
  return `${API_REFERENCE_PATH}#${apiTagId(tag)}`;
}

/**
 * Every tag with its operations (lib/openapi/pages/sidebar.ts apiSidebarCategories), written once at
 * build time: the API sidebar's closed tags load it when opened.
 */
export const API_SIDEBAR_ASSET = '/api-sidebar.json';

/** The page of the schemas the operations share, each at an anchor named after it. */
export const API_SCHEMAS_PATH = '/api/schemas/';

/** A shared schema on the schemas page: apiSchemaHref('Transaction') → "/api/schemas/#Transaction". */
export function apiSchemaHref(name: string): string {
  return `${API_SCHEMAS_PATH}#${encodeURIComponent(name)}`;
}

/**
 * "Try it": /api with Stoplight Elements opened at the operation (its Try It calls the local
 * sandbox). The `try` parameter tells /api to open Elements rather than send an old deep link
 * (`/api/#/operations/<id>`) on to the operation's page.
 */
export function apiTryItHref(operationId: string): string {
  return `${API_REFERENCE_PATH}?${TRY_IT_PARAM}${elementsRoute('operation', operationId)}`;
}

/** The chain overview: every staking identifier with its family, token, unbonding and operations. */
export const CHAINS_OVERVIEW_PATH = '/docs/chains/';

/**
 * The page of a family of chains, named as its folder under lib/chains: chainFamilyPath('tendermint')
 * → "/docs/chains/tendermint/".
 */
export function chainFamilyPath(family: string): string {
  return `${CHAINS_OVERVIEW_PATH}${family}/`;
}

/**
 * A staking identifier's section on its family's page. The section's heading is the identifier, so
 * its id is the identifier in lower case (the heading's slug): chainHref('tendermint', 'OSMO') →
 * "/docs/chains/tendermint/#osmo". The build's link check fails when a page lacks the section.
 */
export function chainHref(family: string, identifier: string): string {
  return `${chainFamilyPath(family)}#${identifier.toLowerCase()}`;
}

/** The id of the guide that checks a forged transaction before it is signed. */
export const TRANSACTION_CHECK_DOC_ID = 'check-a-transaction';

/** That guide, opened at an operation's forged transaction. */
export function transactionCheckHref(operationId: string): string {
  return `/docs/${TRANSACTION_CHECK_DOC_ID}/?operation=${encodeURIComponent(operationId)}`;
}

/** The id of the guide that states the API's change policy, the one the breaking-change gate applies. */
export const CHANGE_POLICY_DOC_ID = 'api-change-policy';

/** That guide. */
export function changePolicyHref(): string {
  return `/docs/${CHANGE_POLICY_DOC_ID}/`;
}

/**
 * The Markdown copy of a page, beside its HTML: /docs/welcome/ -> /docs/welcome.md,
 * /docs/examples/ -> /docs/examples.md, /api/operations/getStatus/ -> /api/operations/getStatus.md.
 */
export function markdownCopyPath(permalink: string): string {
  const pathname = permalink.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return `${pathname || '/index'}.md`;
}

/**
 * The social card of a page (lib/social-cards), a PNG file under /social-cards/ named by the
 * page's path: /docs/welcome/ -> /social-cards/docs/welcome.png, / -> /social-cards/index.png.
 */
export function socialCardPath(permalink: string): string {
  const pathname = permalink.replace(/[?#].*$/, '').replace(/\/+$/, '');
  return `/social-cards${pathname || '/index'}.png`;
}

/**
 * The address of a site path on the published site (`url` of the site config), for what is read
 * away from the site: an assistant handed a page, a collection or guide that links back.
 */
export function absoluteUrl(href: string, siteUrl: string): string {
  return new URL(rawHref(href), siteUrl).toString();
}

/** The changelog's base path: its list pages, its posts and its feeds live under it. */
export const CHANGELOG_PATH = '/changelog';

/**
 * A page of the changelog in the site's URL form: a post (/changelog/<slug>/), a list page
 * (/changelog/ for the first, /changelog/page/<n>/ after it) or a feed (/changelog/rss.xml; the
 * link component puts a file under the base path).
 */
export function changelogHref(
  target: { slug: string } | { page: number } | { feed: 'rss' | 'atom' },
): string {
  if ('slug' in target) return siteHref(`${CHANGELOG_PATH}/${target.slug}`);
  if ('feed' in target) return `${CHANGELOG_PATH}/${target.feed}.xml`;
  return siteHref(
    target.page <= 1 ? `${CHANGELOG_PATH}/` : `${CHANGELOG_PATH}/page/${target.page}`,
  );
}

/** The folder of the docs root's further list pages ("/docs/page/2/"): no doc may take it. */
export const DOCS_LIST_FOLDER = 'page';

/** Page `page` of the docs root's list of every doc: 1 is "/docs/", 2 is "/docs/page/2/". */
export function docsListPath(page: number): string {
  return page <= 1 ? '/docs/' : `/docs/${DOCS_LIST_FOLDER}/${page}/`;
}

/**
 * Where a reader edits a page's source: the site config's editUrl (the repository's editor,
 * ending in "/") followed by the file's path in the repository, "content/docs/welcome.mdx".
 */
export function editPageHref(editUrl: string, file: string): string {
  return `${editUrl}${file.split('/').map(encodeURIComponent).join('/')}`;
}
