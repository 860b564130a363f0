export interface LinkProblem {
  page: string;
  href: string;
}
export interface PageInfo {
  ids: Set<string>;
  links: string[];
}
export interface LoadedSite {
  pages: Map<string, PageInfo>;
  assets: Set<string>;
  /** Routes of the API reference that exist: `/`, `/operations/<id>`, `/schemas/<name>`. */
  apiRoutes?: Set<string>;
}
export interface CheckResult {
  brokenPaths: LinkProblem[];
  brokenAnchors: LinkProblem[];
  brokenApiRoutes: LinkProblem[];
  inconsistent: LinkProblem[];
}
export const CLIENT_ROUTE_PAGES: string[];
export const API_DESCRIPTION_FILE: string;
export function apiRoutesOf(description: object): Set<string>;
export function routeOfFile(relativeFile: string): string;
export function extractFromHtml(html: string): PageInfo;
export function loadSite(outDir: string): LoadedSite;
export function checkSite(site: LoadedSite): CheckResult;
export function formatReport(result: CheckResult): string;
