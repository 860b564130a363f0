import type { PageModule } from './page-data';

/**
 * A page's compiled module ("docs/welcome" is content/docs/welcome.mdx): the one compile gives the
 * page, its front matter and its TOC.
 */
export function loadPage(pagePath: string): Promise<PageModule> {
  // The bundler resolves every page of the folder from this pattern, so each route importing this
  // module compiles every page: only the routes that render a page import it. Vitest (Vite)
  // resolves the pattern at run time.
  return import(/* @vite-ignore */ `@/content/${pagePath}.mdx`);
}
