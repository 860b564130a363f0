import fs from 'node:fs';
import path from 'node:path';
import { siteConfig, sidebars } from '@/lib/config';
import type { DocsVersion } from '@/lib/config/schema';
import { DOCS_LIST_FOLDER, siteHref } from '@/lib/urls';
import { idToSlug, type Doc } from './page-data';
import { readPage } from './read-page';
import { resolveSidebar, type SidebarNode } from './sidebar';
import { validateSidebars, type SidebarsConfig } from '@/lib/config/sidebars';
import { findDocReferenceProblems, findReservedPathProblems } from './check';

export type { Doc } from './page-data';

export const CONTENT_DIR = path.join(process.cwd(), 'content');
export const DOCS_BASE_PATH = '/docs';

/** The first version is the current one: navbar doc items and the docs root use it. */
export const versions: DocsVersion[] = siteConfig.docs.versions;
export const currentVersion = versions[0];

function versionSegments(version: DocsVersion): string[] {
  return version.path.replace(/\/+$/, '').split('/').filter(Boolean).slice(1);
}

/** Every .mdx file under a folder, at any depth (docs versions and locales read theirs with it). */
export function listMdxFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listMdxFiles(full);
    return entry.name.endsWith('.mdx') ? [full] : [];
  });
}

/**
 * A doc's data, read from its source by the code its compile runs (lib/mdx/remark-page-data.ts),
 * not by importing the compiled page: that put every page into every route.
 */
function loadDoc(version: DocsVersion, file: string): Doc {
  const id = path
    .relative(path.join(CONTENT_DIR, version.folder), file)
    .replace(/\\/g, '/')
    .replace(/\.mdx$/, '');
  const { frontMatter, toc } = readPage(`${version.folder}/${id}`);
  const slug = [...versionSegments(version), ...idToSlug(id)];
  return {
    id,
    version: version.name,
    locale: siteConfig.i18n.defaultLocale,
    file: `content/${version.folder}/${id}.mdx`,
    slug,
    permalink: siteHref([DOCS_BASE_PATH, ...slug].join('/')),
    frontMatter,
    toc,
  };
}

/** A version's sidebars: its folder's sidebars.json (validated like content/sidebars.ts), else content/sidebars.ts. */
function sidebarsFileOf(version: DocsVersion): string {
  const own = `content/${version.folder}/sidebars.json`;
  return version !== currentVersion && fs.existsSync(path.join(process.cwd(), own))
    ? own
    : 'content/sidebars.ts';
}

function loadVersionSidebars(version: DocsVersion): SidebarsConfig {
  const file = sidebarsFileOf(version);
  if (file === 'content/sidebars.ts') return sidebars;
  return validateSidebars(
    JSON.parse(fs.readFileSync(path.join(process.cwd(), file), 'utf8')),
    file,
  );
}

const sidebarsByVersion = new Map(
  versions.map((version) => [version.name, loadVersionSidebars(version)]),
);

/**
 * Every doc of every version, loaded once per build, with the doc ids of the
 * config and sidebars checked against them: a wrong id or a page no sidebar
 * lists fails the build here, naming the file and the key.
 */
function loadAllDocs(): Doc[] {
  const docs: Doc[] = [];
  const problems: string[] = [];
  for (const version of versions) {
    const own = listMdxFiles(path.join(CONTENT_DIR, version.folder))
      .map((file) => loadDoc(version, file))
      .sort((a, b) => a.id.localeCompare(b.id));
    const config =
      version === currentVersion
        ? siteConfig
        : {
            ...siteConfig,
            navbar: { ...siteConfig.navbar, items: [] },
            docs: { versions: [version] },
          };
    problems.push(
      ...findDocReferenceProblems(
        config,
        sidebarsByVersion.get(version.name)!,
        own.map((doc) => ({ id: doc.id, file: doc.file, unlisted: doc.frontMatter.unlisted })),
        `content/${version.folder}`,
        sidebarsFileOf(version),
      ),
    );
    if (version === currentVersion)
      problems.push(
        ...findReservedPathProblems(
          own.map((doc) => ({ file: doc.file, slug: idToSlug(doc.id) })),
          DOCS_LIST_FOLDER,
        ),
      );
    docs.push(...own);
  }
  if (problems.length)
    throw new Error(
      `The docs do not add up:\n${[...new Set(problems)].map((p) => `- ${p}`).join('\n')}`,
    );
  return docs;
}

/** Under `next dev` the docs are read again on every call (only changed files are parsed), so an edit shows at once. */
const rereadOnEveryCall = process.env.NODE_ENV === 'development';
let allDocs = loadAllDocs();
const sidebarCache = new Map<string, SidebarNode[]>();

/**
 * The docs by version and id and by slug, built once per load of the docs: every page of a
 * build looks itself up, and a scan per lookup made a build quadratic in its pages.
 * The first doc of a key wins, as the scan it replaces found it.
 */
export function indexDocs(docs: Doc[]): { byId: Map<string, Doc>; bySlug: Map<string, Doc> } {
  const byId = new Map<string, Doc>();
  const bySlug = new Map<string, Doc>();
  for (const doc of docs) {
    const idKey = `${doc.version}\n${doc.id}`;
    const slugKey = doc.slug.join('/');
    if (!byId.has(idKey)) byId.set(idKey, doc);
    if (!bySlug.has(slugKey)) bySlug.set(slugKey, doc);
  }
  return { byId, bySlug };
}

let docIndex = indexDocs(allDocs);

/** Every page of every version. */
export function getAllDocs(): Doc[] {
  if (rereadOnEveryCall) {
    allDocs = loadAllDocs();
    docIndex = indexDocs(allDocs);
    sidebarCache.clear();
  }
  return allDocs;
}

/** A page of a version (the current one unless named). */
export function getDocById(id: string, version: string = currentVersion.name): Doc | undefined {
  getAllDocs();
  return docIndex.byId.get(`${version}\n${id}`);
}

export function getDocBySlug(slug: string[]): Doc | undefined {
  getAllDocs();
  return docIndex.bySlug.get(slug.join('/'));
}

/** A version's docs sidebar with labels and URLs, resolved once per build. */
export function getDocsSidebar(version: string = currentVersion.name): SidebarNode[] {
  const docs = getAllDocs();
  let nodes = sidebarCache.get(version);
  if (!nodes) {
    const own = docs.filter((doc) => doc.version === version);
    nodes = resolveSidebar(sidebarsByVersion.get(version)?.docs ?? [], own);
    sidebarCache.set(version, nodes);
  }
  return nodes;
}

export { sidebars };
