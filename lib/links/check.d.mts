export interface LinkProblem {
  page: string;
  href: string;
}
export interface PageInfo {
  ids: Set<string>;
  links: string[];
}
export interface LoadedSite {
  pages: Pick<Map<string, PageInfo>, 'has' | 'get' | 'keys'>;
  assets: Set<string>;
  /** Routes of the interactive reference that exist: `#/operations/<id>`, `#/schemas/<Name>` (lib/openapi listElementsRoutes). */
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
export const CLIENT_ROUTE_PAGES: string[];
export function extractFromHtml(html: string): PageInfo;
export function loadSite(outDir: string, options?: { markdown?: boolean; apiRoutes?: Set<string> }): LoadedSite;
export function checkSite(site: LoadedSite, options?: CheckOptions): CheckResult;
export function extractFromMarkdown(markdown: string): PageInfo;
export function checkFiles(outDir: string, routes: string[], options?: Omit<CheckOptions, 'sources'> & { apiRoutes?: Set<string> }): CheckResult;
export function formatReport(result: Partial<CheckResult> & Pick<CheckResult, 'brokenPaths' | 'brokenAnchors' | 'inconsistent'>): string;
