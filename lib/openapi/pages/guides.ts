/**
 * Which guides and examples use each operation, so an operation page can link them: a docs
 * page uses an operation when its source, or an example program it shows (`<ExampleSource
 * file="…">`), names the operation's path (`/v1/transactions/SOL/forge/stake`, or a templated
 * path with one of its parameter's values: `/v1/transactions/ATOM/forge/stake`), or links to
 * the operation's page.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Doc } from '@/lib/docs';
import { paginate } from '@/lib/paginate';
import { apiOperationPath } from '@/lib/urls';
import type { JsonObject } from '../document/walk';
import type { OperationModel } from './operation';

export interface GuideLink {
  title: string;
  href: string;
}

const EXAMPLES_DIR = path.join('content', 'examples');

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A pattern that finds the operation's path in prose or code. A path parameter matches its
 * name (`{stakingIdentifier}`, `${id}`) or one of the values its schema lists, never any word,
 * so `/v1/transactions/{stakingIdentifier}/forge/stake` does not match the SOL route.
 */
export function operationPathPattern(model: OperationModel): RegExp {
  const source = model.path
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (!name) return escapeRegExp(part);
      const parameter = model.parameters.find(
        (candidate) => candidate.in === 'path' && candidate.name === name,
      );
      const values = (parameter?.schema.enum ?? []).map((value) => escapeRegExp(String(value)));
      return `(?:\\{${escapeRegExp(name)}\\}|\\$\\{[^}]+\\}|${values.length ? values.join('|') : '(?!)'})`;
    })
    .join('');
  // Not followed by more of a path: /v1/transaction is not /v1/transaction/submitHash.
  return new RegExp(`${source}(?![\\w/{$-])`);
}

/** The text a docs page's readers see: its MDX and the example programs it shows. */
function sourcesOf(doc: Doc, root: string): string {
  const mdx = fs.readFileSync(path.join(root, doc.file), 'utf8');
  const programs = [...mdx.matchAll(/<ExampleSource\b[^>]*\bfile="([^"]+)"/g)].map(([, file]) =>
    fs.readFileSync(path.join(root, EXAMPLES_DIR, file), 'utf8'),
  );
  return [mdx, ...programs].join('\n');
}

/**
 * For each operation id, the docs pages that use it, in the order given. Each page's text is
 * read once: one pattern made of every operation's path finds where a path starts, and only
 * there is each operation's own pattern tried (a test of every operation's pattern on every
 * page was 60 scans of each page: 70 s of each build process at 10,000 pages).
 */
export function guidesByOperation(
  models: OperationModel[],
  docs: Doc[],
  root = process.cwd(),
): Map<string, GuideLink[]> {
  const patterns = models.map((model) => ({
    model,
    sticky: new RegExp(operationPathPattern(model).source, 'y'),
  }));
  const anyPath = new RegExp(patterns.map(({ sticky }) => `(?:${sticky.source})`).join('|'), 'g');
  // A link to an operation's page: its path, then "/" or the ")" that ends a Markdown link.
  const idOfPage = new Map(
    models.map((model) => [
      apiOperationPath(model.operationId).replace(/\/$/, ''),
      model.operationId,
    ]),
  );
  const anyPage = new RegExp(`(${[...idOfPage.keys()].map(escapeRegExp).join('|')})(?=[/)])`, 'g');
  const using = new Map<string, GuideLink[]>(models.map((model) => [model.operationId, []]));
  for (const doc of docs) {
    const text = sourcesOf(doc, root);
    const found = new Set<string>();
    anyPath.lastIndex = 0;
    for (let match = anyPath.exec(text); match; match = anyPath.exec(text)) {
      // Every position where some operation's path starts: two operations' paths may start at the same one.
      for (const { model, sticky } of patterns) {
        sticky.lastIndex = match.index;
        if (sticky.test(text)) found.add(model.operationId);
      }
      anyPath.lastIndex = match.index + 1;
    }
    for (const [, page] of text.matchAll(anyPage)) found.add(idOfPage.get(page) as string);
    for (const id of found)
      using.get(id)?.push({ title: doc.frontMatter.title, href: doc.permalink });
  }
  return using;
}

/**
 * How many guides an operation's page lists: the first ones in the docs' reading order. Past it
 * the page links to the operation's list of guides (apiGuidesPath), so the page weighs the same
 * whether three guides call the operation or three thousand.
 */
export const GUIDES_SHOWN = 8;

/** What an operation's page names of the guides that use it: the first GUIDES_SHOWN, and how many there are. */
export function firstGuides(guides: GuideLink[]): { shown: GuideLink[]; total: number } {
  return { shown: guides.slice(0, GUIDES_SHOWN), total: guides.length };
}

/** How many guides one page of an operation's list of guides holds. */
export const GUIDES_PER_LIST_PAGE = 50;

/**
 * The pages of an operation's list of guides (app/(site)/api/guides), a page's guides each: none
 * while the operation's page names all of them.
 */
export function guideListPages(guides: GuideLink[]): GuideLink[][] {
  return guides.length > GUIDES_SHOWN ? paginate(guides, GUIDES_PER_LIST_PAGE) : [];
}

const computed = new WeakMap<JsonObject, Map<string, GuideLink[]>>();

/**
 * The guides and examples of the current docs version (default locale) that use an operation of
 * `document`, in the docs' reading order (the sidebar's; pages no sidebar lists after, by id),
 * computed once per build process and description for every operation.
 */
export async function operationGuides(
  document: JsonObject,
  operationId: string,
): Promise<GuideLink[]> {
  let current = computed.get(document);
  if (!current) {
    const [
      { getAllDocs, getDocsSidebar, currentVersion },
      { readingPositions },
      { siteConfig },
      { operationModels },
    ] = await Promise.all([
      import('@/lib/docs'),
      import('@/lib/docs/sidebar'),
      import('@/lib/config'),
      import('./operation'),
    ]);
    const positions = readingPositions(getDocsSidebar());
    const position = (doc: Doc) => positions.get(doc.id) ?? Number.POSITIVE_INFINITY;
    const docs = getAllDocs()
      .filter(
        (doc) =>
          doc.version === currentVersion.name && doc.locale === siteConfig.i18n.defaultLocale,
      )
      .sort((a, b) => position(a) - position(b) || a.id.localeCompare(b.id));
    current = guidesByOperation(operationModels(document), docs);
    computed.set(document, current);
  }
  return current.get(operationId) ?? [];
}
