// The floor of the fixed stack, for the scale runs: a bare Next.js App Router
// site with @next/mdx, the same remark/rehype plugins and code themes as ours (less our
// page-data plugin, which also gives the headings their ids), the site's /docs/welcome/ as plain
// MDX (scripts/bench/plain-mdx.mjs, its components as plain elements) and the same N generated
// pages (scripts/bench/pages.mjs) at the same URLs, and nothing else: no sidebar, navbar,
// search, client components or postbuild steps. What it costs to build and weigh is what any
// site on this stack costs; our own build can only add to it. Written into .bench-floor/ (hard
// links to node_modules: Turbopack compiles nothing outside its project root).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { transform } from 'esbuild';
import path from 'node:path';
import { generatePage, pageId } from './pages.mjs';
import { plainPage, STAND_INS } from './plain-mdx.mjs';

export const FLOOR_DIR = '.bench-floor';

const FILES = {
  'package.json': JSON.stringify({ name: 'bench-floor', private: true, type: 'module' }),
  'next.config.mjs': `import createMDX from '@next/mdx';
import { codeThemes } from './code-themes.mjs';

const withMDX = createMDX({
  options: {
    remarkPlugins: ['remark-frontmatter', 'remark-gfm'],
    rehypePlugins: [['rehype-pretty-code', { theme: await codeThemes(), keepBackground: false }]],
  },
});

export default withMDX({ output: 'export', trailingSlash: true, pageExtensions: ['ts', 'tsx'], typescript: { ignoreBuildErrors: true } });
`,
  'tsconfig.json': JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      lib: ['dom', 'es2023'],
      strict: true,
      noEmit: true,
      module: 'esnext',
      moduleResolution: 'bundler',
      jsx: 'react-jsx',
      isolatedModules: true,
      skipLibCheck: true,
      paths: { '@/*': ['./*'] },
    },
    include: ['**/*.ts', '**/*.tsx'],
    exclude: ['node_modules'],
  }),
  'mdx-components.tsx': `import type { MDXComponents } from 'mdx/types';
import { createElement, type ReactNode } from 'react';

// The site's components as plain elements: a code tab's label as a paragraph before its code.
const standIns = Object.fromEntries(
  Object.entries(${JSON.stringify(STAND_INS)}).map(([name, tag]) => [
    name,
    ({ label, children }: { label?: string; children?: ReactNode }) => createElement(tag, null, label && createElement('p', null, label), children),
  ]),
);

export function useMDXComponents(components: MDXComponents): MDXComponents {
  return { ...components, ...standIns };
}
`,
  'app/layout.tsx': `import type { ReactNode } from 'react';
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  'app/page.tsx': `export default function Home() {
  return <h1>Floor</h1>;
}
`,
  'app/docs/[...slug]/page.tsx': `import fs from 'node:fs';
import path from 'node:path';

export const dynamicParams = false;

export function generateStaticParams() {
  const dir = path.join(process.cwd(), 'content', 'docs');
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => ({ slug: file.replace(/\\.mdx$/, '').split(path.sep) }));
}

export default async function Page({ params }: { params: Promise<{ slug: string[] }> }) {
  const { default: Content } = await import(\`@/content/docs/\${(await params).slug.join('/')}.mdx\`);
  return (
    <main>
      <Content />
    </main>
  );
}
`,
};

/**
 * Writes the bare site with n generated pages and the site's own pages named (default: the welcome
 * page) as plain MDX; returns its folder.
 */
export async function writeFloorSite(n, ownPages = ['welcome']) {
  fs.rmSync(FLOOR_DIR, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(FLOOR_DIR, file)), { recursive: true });
    fs.writeFileSync(path.join(FLOOR_DIR, file), text);
  }
  // The site's code themes, as JavaScript: the bare site's config imports them without tsx.
  const themes = fs.readFileSync(path.join('lib', 'code-themes.ts'), 'utf8');
  const { code } = await transform(themes, { loader: 'ts', format: 'esm' });
  fs.writeFileSync(path.join(FLOOR_DIR, 'code-themes.mjs'), code);
  const pages = [
    ...(await Promise.all(ownPages.map(async (id) => [id, await plainPage(id)]))),
    ...Array.from({ length: n }, (_, index) => [pageId(index + 1, n), generatePage(index + 1, n)]),
  ];
  for (const [id, text] of pages) {
    const file = path.join(FLOOR_DIR, 'content', 'docs', `${id}.mdx`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  execFileSync('cp', ['-al', 'node_modules', path.join(FLOOR_DIR, 'node_modules')]);
  return FLOOR_DIR;
}
