// Build scripts run on Node 20, which cannot import TypeScript. This loads modules of the
// site (lib/, content/) through a Vite module runner with the "@/" alias, so a script uses
// the site's own code instead of a copy of it. Call closeTs() when done.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { createServer, createServerModuleRunner } from 'vite';
import { basePathFromEnv } from '../lib/base-path.mjs';
import remarkPageData from '../lib/mdx/remark-page-data.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The site's code reads the base path as the browser does (lib/urls.ts withBasePath); in a
// build script it comes from BASE_PATH, as next.config.mjs hands it to the browser.
process.env.NEXT_PUBLIC_BASE_PATH ??= basePathFromEnv();

let runner;

/**
 * The module runner hands bare specifiers of dynamic imports to Node, so the "@/" alias of a
 * computed import (lib/docs/page-data.ts: import(`@/content/${pagePath}.mdx`)) would not be
 * applied: write such imports with the project path instead.
 */
const aliasInDynamicImports = {
  name: 'alias-in-dynamic-imports',
  enforce: 'pre',
  transform(code, id) {
    if (id.includes('node_modules') || !code.includes('`@/')) return null;
    return code.replace(/(import\((?:\s*\/\*[^]*?\*\/)*\s*`)@\//g, `$1${ROOT}/`);
  },
};

const pageDataProcessor = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkMdx).use(remarkGfm).use(remarkPageData);

/**
 * A docs page as build scripts need it: its front matter and TOC, computed by the same
 * remark plugin as in the site's compile (lib/mdx/remark-page-data.mjs), without turning the
 * page into a component. lib/docs imports every page; compiling and highlighting each one
 * again here cost about 30 ms a page (30 s at 1,000 pages, issue 13).
 */
const mdxPageData = {
  name: 'mdx-page-data',
  enforce: 'pre',
  async transform(code, id) {
    if (!id.endsWith('.mdx')) return null;
    const file = { value: code, path: id };
    const tree = await pageDataProcessor.run(pageDataProcessor.parse(file), file);
    const exports = tree.children.filter((node) => node.type === 'mdxjsEsm' && /^export const (frontMatter|toc) =/.test(node.value));
    return {
      code: `${exports.map((node) => node.value).join('\n')}
export default function MDXContent() {
  throw new Error(${JSON.stringify(`Build scripts read the data of ${path.relative(ROOT, id)} only; the site renders it.`)});
}
`,
      map: null,
    };
  },
};

async function start() {
  const server = await createServer({
    root: ROOT,
    configFile: false,
    resolve: { alias: { '@': `${ROOT}/` } },
    oxc: { jsx: { runtime: 'automatic' } },
    logLevel: 'silent',
    server: { middlewareMode: true, hmr: false, watch: null },
    appType: 'custom',
    plugins: [aliasInDynamicImports, mdxPageData],
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  return { server, runner: createServerModuleRunner(server.environments.ssr, { hmr: false }) };
}

/** Imports `file` (relative to the project root), e.g. importTs('lib/docs/index.ts'). */
export async function importTs(file) {
  runner ??= start();
  return (await runner).runner.import(path.join(ROOT, file));
}

/** Stops the module runner and its Vite server (they would keep the process alive). */
export async function closeTs() {
  if (!runner) return;
  const { server, runner: moduleRunner } = await runner;
  runner = undefined;
  await moduleRunner.close();
  await server.close();
}
