// The content check (`npm run check`, and the first step of `npm run build`): what authors
// write, read from the sources with the build's own rules (the config and sidebar schemas,
// the page-data plugin's front matter and heading ids, the doc cross-checks), without
// compiling a page. Each problem names the file, line and column, what is wrong and what to do.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { visit } from 'unist-util-visit';
import type { Root } from 'mdast';
import { validateSidebars, type SidebarsConfig } from '../config/sidebars';
import type { DocsVersion, ValidatedSiteConfig } from '../config/schema';
import { validateSiteConfig } from '../config/validate';
import { findDocReferenceProblems } from '../docs/check';
import { idToSlug } from '../docs/page-data';
import { collectHeadings, mdxParser, readFrontMatter } from '../mdx/remark-page-data';
import { checkLinks } from './links';
import { problemsOfMessage } from './locate';
import { pageRoutes } from './routes';
import type { Problem, SourcePage } from './types';

export type { Problem, SourcePage } from './types';

/** `file:line:column: message`, the form editors and terminals turn into a link. */
export function formatProblem({ file, line, column, message }: Problem) {
  return `${file}:${line}:${column}: ${message}`;
}

const CONFIG_FILE = 'content/site.config.ts';
const SIDEBARS_FILE = 'content/sidebars.ts';
/** What a URL segment made from a file name may hold. */
const CLEAN_NAME = /^[A-Za-z0-9._-]+$/;

const read = (root: string, file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** Every file under a folder, relative to the project. */
function walk(root: string, folder: string): string[] {
  const full = path.join(root, folder);
  if (!fs.existsSync(full)) return [];
  return fs.readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    return entry.isDirectory() ? walk(root, relative) : [relative];
  });
}

/** The site config and the sidebars, validated by the build's schemas; undefined when invalid. */
async function checkConfig(root: string, problems: Problem[]) {
  // Node's own import, also inside the dev server's bundle (lib/check/dev.ts), which cannot
  // follow a path known only when the check runs.
  const load = async (file: string) =>
    (
      (await import(
        /* webpackIgnore: true */ /* turbopackIgnore: true */ pathToFileURL(path.join(root, file))
          .href
      )) as { default: unknown }
    ).default;
  let sidebars: SidebarsConfig | undefined;
  let config: ValidatedSiteConfig | undefined;
  try {
    sidebars = validateSidebars(await load(SIDEBARS_FILE), SIDEBARS_FILE);
  } catch (error) {
    problems.push(
      ...problemsOfMessage(SIDEBARS_FILE, read(root, SIDEBARS_FILE), (error as Error).message),
    );
  }
  try {
    config = validateSiteConfig(await load(CONFIG_FILE), sidebars ?? {});
  } catch (error) {
    problems.push(
      ...problemsOfMessage(CONFIG_FILE, read(root, CONFIG_FILE), (error as Error).message),
    );
  }
  return { config, sidebars };
}

/** A file name an author could use instead: ASCII letters without their accents, "-" for spaces. */
function cleanName(name: string) {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '-')
    .replace(/[^A-Za-z0-9._-]/g, '')
    .toLowerCase();
}

/** A doc as readDoc read it from `source`, with the problems it found there. */
interface ReadDoc {
  source: string;
  read: ReturnType<typeof parseDoc>;
  problems: Problem[];
}

/**
 * The docs read by earlier checks, by file: a check that is given one (the dev server keeps it
 * between renders) parses again only the files whose text changed since.
 */
export type ParseCache = Map<string, ReadDoc>;

/** Reads one doc, or takes it from `cache` when its text is the same as when it was read. */
function readDoc(root: string, file: string, problems: Problem[], cache?: ParseCache) {
  const source = read(root, file);
  let entry = cache?.get(file);
  if (entry?.source !== source) {
    const found: Problem[] = [];
    entry = { source, read: parseDoc(file, source, found), problems: found };
    cache?.set(file, entry);
  }
  problems.push(...entry.problems);
  return entry.read;
}

/** Parses one doc: its MDX tree, front matter and heading ids, each mistake as a problem. */
function parseDoc(file: string, source: string, problems: Problem[]) {
  let tree: Root;
  try {
    tree = mdxParser.parse(source);
  } catch (error) {
    const { reason } = error as { reason?: string };
    // The parser names the place in its reason ("… for `<Note>` (7:1-7:7) …").
    const [, line = '1', column = '1'] = /\((\d+):(\d+)-/.exec(reason ?? '') ?? [];
    problems.push({
      file,
      line: Number(line),
      column: Number(column),
      message: `${reason ?? (error as Error).message}; correct the MDX there`,
    });
    return undefined;
  }
  let unlisted = false;
  try {
    const frontMatter = readFrontMatter(tree, file);
    unlisted = 'unlisted' in frontMatter && frontMatter.unlisted;
  } catch (error) {
    // Whether the page is meant to be in no sidebar is not known: only its own mistake is told.
    unlisted = true;
    // The keys are looked for in the front matter only, counted in the file's own lines.
    const yaml = tree.children.find((child) => child.type === 'yaml');
    const head = source.slice(0, yaml?.position?.end.offset ?? 0);
    const { message } = error as Error;
    // YAML's own message points into the block: one line at that place, the block's first line 2.
    const yamlAt = /^(.*?):\n(.*?) at line (\d+), column (\d+)/s.exec(message);
    const found = yamlAt
      ? [
          {
            file,
            line: Number(yamlAt[3]) + 1,
            column: Number(yamlAt[4]),
            message: `${yamlAt[1].slice(file.length + 2)}: ${yamlAt[2]}`,
          },
        ]
      : problemsOfMessage(file, head, message);
    problems.push(...found);
  }
  const ids = new Set(collectHeadings(tree).map((heading) => heading.id));
  visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
    const element = node as import('mdast-util-mdx-jsx').MdxJsxFlowElement;
    for (const attribute of element.attributes)
      if (attribute.type === 'mdxJsxAttribute' && attribute.name === 'id')
        if (typeof attribute.value === 'string') ids.add(attribute.value);
  });
  return { tree, ids, unlisted };
}

/** Every doc of a version: file names refused, two files of one URL named, each doc read. */
function readVersion(
  root: string,
  version: DocsVersion,
  problems: Problem[],
  cache?: ParseCache,
): SourcePage[] {
  return readFolder(root, `content/${version.folder}`, version.path, problems, cache);
}

/**
 * Every page of a folder served under `prefix` (a docs version, a locale's translations, the
 * changelog): file names refused, two files of one URL named, each page read.
 */
function readFolder(
  root: string,
  folder: string,
  servedAt: string,
  problems: Problem[],
  cache?: ParseCache,
): SourcePage[] {
  const prefix = servedAt.replace(/\/+$/, '');
  const pages: SourcePage[] = [];
  const byRoute = new Map<string, string>();
  const files = walk(root, folder).filter((f) => f.endsWith('.mdx'));
  // "refunds.mdx" before "refunds/index.mdx", whatever order the file system lists them in.
  files.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const file of files) {
    const id = file.slice(folder.length + 1, -'.mdx'.length);
    const odd = id.split('/').find((segment) => !CLEAN_NAME.test(segment));
    if (odd !== undefined) {
      problems.push({
        file,
        line: 1,
        column: 1,
        message:
          `the name "${odd}" has a space or a character other than a-z, 0-9, ".", "_" and ` +
          `"-", so it makes no clean URL; rename it, e.g. "${cleanName(odd)}"`,
      });
      continue;
    }
    const route = `${[prefix, ...idToSlug(id)].join('/')}/`;
    const other = byRoute.get(route);
    if (other) {
      problems.push({
        file: other,
        line: 1,
        column: 1,
        message:
          `${other} and ${file} are both the page ${route}; remove or rename one of them ` +
          `(a folder's own page is its index.mdx)`,
      });
    } else byRoute.set(route, file);
    const read = readDoc(root, file, problems, cache);
    pages.push({
      file,
      id,
      route,
      tree: read?.tree,
      ids: read?.ids ?? new Set(),
      unlisted: read?.unlisted ?? true,
    });
  }
  return pages;
}

/**
 * Every problem of the content under `root` (a project: its content/ and public/), in file order.
 * With `cache`, the docs read by an earlier check with it are not parsed again unless changed.
 */
export async function checkContent(root: string, cache?: ParseCache): Promise<Problem[]> {
  const problems: Problem[] = [];
  const { config, sidebars } = await checkConfig(root, problems);
  const versions: DocsVersion[] = config?.docs.versions ?? [
    { name: 'current', label: 'Current', path: '/docs', folder: 'docs', mainDocId: '' },
  ];
  const pages: SourcePage[] = versions.flatMap((version) => {
    const own = readVersion(root, version, problems, cache);
    if (config && sidebars) {
      const sidebarsFile = `content/${version.folder}/sidebars.json`;
      const versionSidebars =
        version !== versions[0] && fs.existsSync(path.join(root, sidebarsFile))
          ? validateSidebars(JSON.parse(read(root, sidebarsFile)), sidebarsFile)
          : sidebars;
      const versionConfig =
        version === versions[0]
          ? config
          : { ...config, navbar: { ...config.navbar, items: [] }, docs: { versions: [version] } };
      for (const message of findDocReferenceProblems(
        versionConfig,
        versionSidebars,
        own.map(({ id, file, unlisted }) => ({ id, file, unlisted })),
        `content/${version.folder}`,
        version === versions[0] ? SIDEBARS_FILE : sidebarsFile,
      )) {
        const file = message.slice(0, message.indexOf(': '));
        const text = fs.existsSync(path.join(root, file)) ? read(root, file) : '';
        problems.push(...problemsOfMessage(file, file.endsWith('.mdx') ? '' : text, message));
      }
    }
    return own;
  });
  // A locale's translations (lib/docs/locales.ts) and the changelog's posts: their own
  // mistakes and links. Which posts and translations may exist is the build's to say.
  const defaultLocale = config?.i18n.defaultLocale;
  for (const locale of config?.i18n.locales ?? [])
    if (locale !== defaultLocale)
      pages.push(
        ...readFolder(root, `content/i18n/${locale}/docs`, `/${locale}/docs`, problems, cache),
      );
  pages.push(...readFolder(root, 'content/changelog', '/changelog', problems, cache));
  const known = await pageRoutes(root, pages);
  // Without a valid config the versions are not known: their pages are not refused then.
  if (!config) known.prefixes.push('/docs/');
  for (const page of pages) checkLinks(page, known, root, problems);
  return problems.sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column,
  );
}
