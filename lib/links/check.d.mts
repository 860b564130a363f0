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
}
export interface CheckResult {
  brokenPaths: LinkProblem[];
  brokenAnchors: LinkProblem[];
  inconsistent: LinkProblem[];
}
export const CLIENT_ROUTE_PAGES: string[];
export function routeOfFile(relativeFile: string): string;
export function extractFromHtml(html: string): PageInfo;
export function loadSite(outDir: string): LoadedSite;
export function checkSite(site: LoadedSite): CheckResult;
export function formatReport(result: CheckResult): string;
