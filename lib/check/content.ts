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
import { closestKey } from '../validation/messages';
import { pageRoutes, type KnownRoutes } from './routes';

export interface Problem {
  /** Relative to the project, "/" separators. */
  file: string;
  line: number;
  column: number;
  message: string;
}

/** `file:line:column: message`, the form editors and terminals turn into a link. */
export function formatProblem({ file, line, column, message }: Problem) {
  return `${file}:${line}:${column}: ${message}`;
}

const CONFIG_FILE = 'content/site.config.ts';
const SIDEBARS_FILE = 'content/sidebars.ts';
/** What a URL segment made from a file name may hold. */
const CLEAN_NAME = /^[A-Za-z0-9._-]+$/;

/** The line and column of `key:` in a source text (its first occurrence), else 1:1. */
function locateKey(text: string, keys: string[]): { line: number; column: number } {
  const lines = text.split('\n');
  for (const key of keys) {
    const pattern = new RegExp(
      `(^|[\\s{,'"])${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"]?\\s*:`,
    );
    for (let i = 0; i < lines.length; i++) {
      const match = pattern.exec(lines[i]);
      if (match) return { line: i + 1, column: match.index + match[1].length + 1 };
    }
  }
  return { line: 1, column: 1 };
}

/** Where a string literal ('x' or "x") first stands in a source text. */
function locateString(text: string, value: string) {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const column = Math.max(lines[i].indexOf(`'${value}'`), lines[i].indexOf(`"${value}"`));
    if (column >= 0) return { line: i + 1, column: column + 1 };
  }
  return undefined;
}

/** The keys of "navbar.items[1].lable", innermost first: where to look for it in the file. */
const keysOfPath = (keyPath: string) =>
  keyPath
    .split(/[.[\]]+/)
    .filter((part) => part && !/^\d+$/.test(part))
    .reverse();

/**
 * An error message of the form "<file> is invalid:\n- path: message" (or "<file>: message") as
 * problems, each at the key it names.
 */
function problemsOfMessage(file: string, text: string, message: string): Problem[] {
  const items = message.split('\n').filter((line) => line.startsWith('- '));
  if (!items.length) {
    const body = message.replace(new RegExp(`^${file}:? `), '');
    const key = /^([\w.[\]]+?)(?: |:)/.exec(body)?.[1] ?? '';
    const docId = /names the doc "([^"]+)"/.exec(body)?.[1];
    const at = (docId && locateString(text, docId)) || locateKey(text, keysOfPath(key));
    return [{ file, ...at, message: body }];
  }
  const parsed = items.map((item) => {
    const [, keyPath, rest] = /^- (.*?): (.*)$/s.exec(item) ?? [, '', item.slice(2)];
    return { keyPath, rest };
  });
  const parentOf = (keyPath: string) => keyPath.replace(/(\.[^.[\]]+|\[\d+\])$/, '');
  return parsed.map(({ keyPath, rest }) => {
    // A missing key is not in the file: point at a key written beside it (often its misspelling).
    const sibling =
      rest === 'required, but missing'
        ? parsed.find(
            (other) => other.keyPath !== keyPath && parentOf(other.keyPath) === parentOf(keyPath),
          )
        : undefined;
    const at =
      keyPath === '(root)'
        ? { line: 1, column: 1 }
        : locateKey(text, keysOfPath(sibling?.keyPath ?? keyPath));
    return { file, ...at, message: keyPath === '(root)' ? rest : `${keyPath}: ${rest}` };
  });
}

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
  const load = async (file: string) =>
    ((await import(pathToFileURL(path.join(root, file)).href)) as { default: unknown }).default;
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

/** A page read from its source: its id, where it is served, its tree (undefined when it does not parse). */
export interface SourcePage {
  file: string;
  id: string;
  route: string;
  tree?: Root;
  ids: Set<string>;
  unlisted: boolean;
}

/** Reads one doc: its MDX parse, front matter and heading ids, each mistake as a problem. */
function readDoc(root: string, file: string, problems: Problem[]) {
  const source = read(root, file);
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
function readVersion(root: string, version: DocsVersion, problems: Problem[]): SourcePage[] {
  return readFolder(root, `content/${version.folder}`, version.path, problems);
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
    const read = readDoc(root, file, problems);
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

/** The page a link's path names, with or without its trailing slash. */
const normalRoute = (pathname: string) =>
  pathname === '/' ? '/' : `${pathname.replace(/\/+$/, '')}/`;

/** The links, images and JSX `href`/`src` of a page, checked against the pages and files. */
function checkLinks(page: SourcePage, known: KnownRoutes, root: string, problems: Problem[]) {
  if (!page.tree) return;
  const report = (node: { position?: import('unist').Position }, message: string) =>
    problems.push({
      file: page.file,
      line: node.position?.start.line ?? 1,
      column: node.position?.start.column ?? 1,
      message,
    });
  const check = (
    node: { position?: import('unist').Position },
    url: string,
    kind: 'link' | 'image',
  ) => {
    if (!url || /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return;
    const [pathPart, fragment = ''] = url.split('#');
    if (kind === 'image' || /\.[a-z0-9]+$/i.test(pathPart)) {
      if (!pathPart) return;
      const file = pathPart.startsWith('/')
        ? `public${decodeURI(pathPart)}`
        : path.posix.join(path.posix.dirname(page.file), decodeURI(pathPart));
      const built = decodeURI(pathPart);
      if (known.files.has(built) || known.filePrefixes.some((p) => built.startsWith(p))) return;
      if (fs.existsSync(path.join(root, file))) return;
      report(
        node,
        `the ${kind === 'image' ? 'image' : 'file'} "${url}" does not exist (no ${file}); add ` +
          `the file there or correct the path`,
      );
      return;
    }
    const target = pathPart ? normalRoute(decodeURI(pathPart)) : page.route;
    const resolved = pathPart.startsWith('/')
      ? target
      : pathPart
        ? normalRoute(path.posix.join(page.route, '..', decodeURI(pathPart)))
        : page.route;
    const ids = known.pages.get(resolved);
    if (!ids) {
      if (known.prefixes.some((prefix) => resolved.startsWith(prefix))) return;
      const near = closestKey(resolved, [...known.pages.keys()]);
      report(
        node,
        `the link "${url}" leads to no page; ${near ? `did you mean "${near}"?` : 'link a page of this site'}`,
      );
      return;
    }
    if (!fragment || ids === 'any') return;
    const anchor = decodeURIComponent(fragment);
    if (ids.has(anchor)) return;
    const list = [...ids].map((id) => `"${id}"`).join(', ');
    const near = closestKey(anchor, [...ids]);
    report(
      node,
      `the link "${url}" names the anchor "${anchor}", which ${resolved} does not have; ` +
        (near ? `did you mean "${near}"? ` : '') +
        (ids.size ? `its anchors: ${list}` : 'that page has no anchors'),
    );
  };
  visit(page.tree, (node) => {
    if (node.type === 'link' || node.type === 'definition') check(node, node.url, 'link');
    else if (node.type === 'image') check(node, node.url, 'image');
    else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') continue;
        if (attribute.name === 'href') check(node, attribute.value, 'link');
        if (attribute.name === 'src') check(node, attribute.value, 'image');
      }
    }
  });
}

/**
 * Every problem of the content under `root` (a project: its content/ and public/), in file order.
 */
export async function checkContent(root: string): Promise<Problem[]> {
  const problems: Problem[] = [];
  const { config, sidebars } = await checkConfig(root, problems);
  const versions: DocsVersion[] = config?.docs.versions ?? [
    { name: 'current', label: 'Current', path: '/docs', folder: 'docs', mainDocId: '' },
  ];
  const pages: SourcePage[] = versions.flatMap((version) => {
    const own = readVersion(root, version, problems);
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
      pages.push(...readFolder(root, `content/i18n/${locale}/docs`, `/${locale}/docs`, problems));
  pages.push(...readFolder(root, 'content/changelog', '/changelog', problems));
  const known = await pageRoutes(root, pages);
  // Without a valid config the versions are not known: their pages are not refused then.
  if (!config) known.prefixes.push('/docs/');
  for (const page of pages) checkLinks(page, known, root, problems);
  return problems.sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column,
  );
}
