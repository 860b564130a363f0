import fs from 'node:fs';
import path from 'node:path';
import { siteConfig, sidebars } from '@/lib/config';
import { siteHref } from '@/lib/urls';
import { loadPage, type FrontMatter, type TocItem } from './page-data';
import { resolveSidebar, type SidebarNode } from './sidebar';
import { findDocReferenceProblems } from './check';

export const DOCS_DIR = path.join(process.cwd(), 'content', 'docs');
export const DOCS_BASE_PATH = '/docs';

export interface Doc {
  /** Path under content/docs without ".mdx", e.g. "examples/sol-staking-example". */
  id: string;
  /** The source file, as authors find it in the repository. */
  file: string;
  /** Route segments under /docs; an index doc takes its folder's path. */
  slug: string[];
  /** The page's URL, in the one form lib/urls.ts writes. */
  permalink: string;
  frontMatter: FrontMatter;
  toc: TocItem[];
}

function idToSlug(id: string): string[] {
  const parts = id.split('/');
  return parts[parts.length - 1] === 'index' ? parts.slice(0, -1) : parts;
}

export function slugToPermalink(slug: string[]): string {
  return siteHref([DOCS_BASE_PATH, ...slug].join('/'));
}

function listMdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listMdxFiles(full);
    return entry.name.endsWith('.mdx') ? [full] : [];
  });
}

/** A doc's data, read from its compiled page (lib/mdx/remark-page-data.mjs): no second parser. */
async function loadDoc(file: string): Promise<Doc> {
  const id = path.relative(DOCS_DIR, file).replace(/\\/g, '/').replace(/\.mdx$/, '');
  const { frontMatter, toc } = await loadPage(id);
  const slug = idToSlug(id);
  return {
    id,
    file: `content/docs/${id}.mdx`,
    slug,
    permalink: slugToPermalink(slug),
    frontMatter,
    toc,
  };
}

/**
 * Every doc under content/docs, loaded once per build, with the doc ids of the
 * config and sidebars checked against them: a wrong id or a page no sidebar
 * lists fails the build here, naming the file and the key.
 */
async function loadAllDocs(): Promise<Doc[]> {
  const docs = (await Promise.all(listMdxFiles(DOCS_DIR).map(loadDoc))).sort((a, b) => a.id.localeCompare(b.id));
  const problems = findDocReferenceProblems(
    siteConfig,
    sidebars,
    docs.map((doc) => ({ id: doc.id, file: doc.file, unlisted: doc.frontMatter.unlisted })),
  );
  if (problems.length) throw new Error(`The docs do not add up:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  return docs;
}

const allDocs = await loadAllDocs();

export function getAllDocs(): Doc[] {
  return allDocs;
}

export function getDocById(id: string): Doc | undefined {
  return getAllDocs().find((doc) => doc.id === id);
}

export function getDocBySlug(slug: string[]): Doc | undefined {
  const key = slug.join('/');
  return getAllDocs().find((doc) => doc.slug.join('/') === key);
}

let sidebarCache: SidebarNode[] | undefined;

/** The docs sidebar with labels and URLs, resolved once per build. */
export function getDocsSidebar(): SidebarNode[] {
  sidebarCache ??= resolveSidebar(sidebars.docs, getAllDocs());
  return sidebarCache;
}

export { sidebars };
