export interface PageSizes {
  html: number;
  payload: number;
  js: number;
  css: number;
}
export interface Budgets {
  pages: Record<string, Partial<PageSizes>>;
}
export const BUDGET_FILE: URL;
export function linkedAssets(html: string, basePath?: string): { js: string[]; css: string[] };
export function measurePage(outDir: string, route: string, basePath?: string): PageSizes;
export function overBudget(measured: Record<string, PageSizes>, budgets: Budgets): string[];
export function readBudgets(): Budgets;
export function checkBudgets(outDir: string, budgets?: Budgets, basePath?: string): { measured: Record<string, PageSizes>; problems: string[] };
