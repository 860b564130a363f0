// The docs for machines, written into the export:
// - a Markdown copy beside every docs page (/docs/welcome.md), made from its MDX, in every
//   locale (/fr/docs/welcome.md): each page's "Copy page as Markdown" fetches its own;
// - a Markdown copy beside every API operation's page (/api/operations/getStatus.md), made
//   from the description with the page's own model (lib/openapi/pages/operation-markdown.ts);
// - /llms.txt (the llms.txt convention): the site's name and summary, a line per guide,
//   example and API operation linking its Markdown copy, the changelog's posts and the OpenAPI documents;
// - /llms-full.txt: every guide and example as Markdown, in sidebar order (the default locale's),
//   then the API reference: every operation, in the order of /api;
// - a Markdown copy beside every changelog post (/changelog/api-1-0-0.md), a release post's
//   generated list of changes included.
// Then every link of these files is checked (lib/links/check.ts), like the HTML pages' links.
// Usage: tsx scripts/build/llms.mjs [outDir]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getAllPosts } from '@/lib/blog/posts';
import { releaseNotes, releaseNotesMarkdown } from '@/lib/blog/release-notes';
import { siteConfig } from '@/lib/config';
import { getAllDocs, getDocsSidebar } from '@/lib/docs';
import { getLocaleDocs } from '@/lib/docs/locales';
import { flattenSidebar } from '@/lib/docs/sidebar';
import { loadApiDocument } from '@/lib/openapi/document/load';
import { getReleases } from '@/lib/openapi/changes/releases';
import { apiOperationPath, linkKind, markdownCopyPath, pagePath, withBasePath } from '@/lib/urls';
import { checkFiles, extractFromMarkdownTree, formatReport } from '../../lib/links/check';
import { apiRoutesOfExport } from './api-routes.mjs';
import { untilPagesFinal } from './pages-final.mjs';
import { copyLinkRewriter } from './llms/copy-links.mjs';
import { markdownOfTree, mdxToMarkdown, mdxToMarkdownTree } from './llms/markdown.mjs';
import { sidebarOrdered } from './llms/order.mjs';
import * as api from './llms/operations';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const started = Date.now();
const outDir = path.resolve(process.argv[2] ?? 'out');

const docs = getAllDocs();
const sidebar = getDocsSidebar();

const origin = siteConfig.url.replace(/\/+$/, '');
/** The absolute URL of a site path: assistants often get these files without their address. */
const absolute = (sitePath) => `${origin}${withBasePath(sitePath)}`;

const ordered = sidebarOrdered(docs, flattenSidebar(sidebar));

// Translated pages get their copies too; llms.txt and llms-full.txt list the default locale's.
// The operation pages have copies too: a guide's link to one leads to its copy.
const translations = getLocaleDocs();
const document = loadApiDocument();
const operations = api.listOperations(document);
const operationPages = operations.map(({ operationId }) => ({
  permalink: apiOperationPath(operationId),
}));
const rewriteUrl = copyLinkRewriter({
  docs: [...docs, ...translations, ...operationPages],
  absolute,
  markdownCopyPath,
  linkKind,
  pagePath,
});

// llms-full.txt: every listed copy appended as it is made; no copy is held in memory past its
// turn, so the step's heap, and the garbage collector's work on it, stay the size of one page.
const firstSentence = (text) => /^.*?[.!?](?=\s|$)/.exec(text.trim())?.[0] ?? text.trim();
const fullFile = fs.openSync(path.join(outDir, 'llms-full.txt'), 'w');
fs.writeSync(
  fullFile,
  `# ${siteConfig.title}: the complete documentation\n\n> ${siteConfig.description}\n\n`,
);
const translated = new Set(translations);
const listed = [];
/** Every copy's path, translations included: their links are checked below. */
const copyPaths = [];
/**
 * The ids and links of each docs copy, taken from the tree it is written from: checked below
 * without parsing the copy again.
 */
const copyLinks = new Map();
for (const doc of [...ordered, ...translations]) {
  const file = doc.file;
  const tree = await mdxToMarkdownTree(fs.readFileSync(path.join(ROOT, file), 'utf8'), {
    title: doc.frontMatter.title,
    description: doc.frontMatter.description,
    rewriteUrl: (url) => rewriteUrl(url, doc),
    file,
  });
  const markdown = markdownOfTree(tree);
  const copyPath = markdownCopyPath(doc.permalink);
  copyLinks.set(copyPath, extractFromMarkdownTree(tree));
  fs.mkdirSync(path.dirname(path.join(outDir, copyPath)), { recursive: true });
  fs.writeFileSync(path.join(outDir, copyPath), markdown);
  copyPaths.push(copyPath);
  if (translated.has(doc)) continue;
  fs.writeSync(
    fullFile,
    `${listed.length ? '\n\n---\n\n' : ''}<!-- ${absolute(copyPath)} -->\n\n${markdown.trim()}`,
  );
  listed.push({ doc, copyPath });
}

// The API reference follows the guides in llms-full.txt, an operation a copy.
const operationCopies = [];
for (const { operation, markdown } of await api.operationCopies({
  document,
  absolute,
  guideCopy: (href) => absolute(markdownCopyPath(href)),
})) {
  const copyPath = markdownCopyPath(apiOperationPath(operation.operationId));
  fs.mkdirSync(path.dirname(path.join(outDir, copyPath)), { recursive: true });
  fs.writeFileSync(path.join(outDir, copyPath), markdown);
  fs.writeSync(fullFile, `\n\n---\n\n<!-- ${absolute(copyPath)} -->\n\n${markdown.trim()}`);
  operationCopies.push({ operation, copyPath });
}
fs.writeSync(fullFile, '\n');
fs.closeSync(fullFile);
const apiRoutes = await apiRoutesOfExport(outDir);

// The changelog: each post as Markdown, its release's generated changes under its own text.
const releases = getReleases(document);
const postCopies = [];
for (const post of getAllPosts()) {
  const text = await mdxToMarkdown(fs.readFileSync(path.join(ROOT, post.file), 'utf8'), {
    title: post.frontMatter.title,
    description: post.frontMatter.summary,
    rewriteUrl: (url) => rewriteUrl(url, post),
    file: post.file,
  });
  const notes =
    post.frontMatter.release &&
    releaseNotes(releases, post.frontMatter.release, document, post.frontMatter.date);
  const markdown =
    `${text.trimEnd()}\n\nPublished ` +
    `${post.frontMatter.date}.\n${notes ? `\n${releaseNotesMarkdown(notes, absolute)}` : ''}`;
  const copyPath = markdownCopyPath(post.permalink);
  fs.mkdirSync(path.dirname(path.join(outDir, copyPath)), { recursive: true });
  fs.writeFileSync(path.join(outDir, copyPath), markdown);
  postCopies.push({ post, copyPath });
}

const line = ({ doc, copyPath }) =>
  `- [${doc.frontMatter.title}](${absolute(copyPath)}): ${firstSentence(doc.frontMatter.description)}`;
const isExample = ({ doc }) => doc.id === 'examples' || doc.id.startsWith('examples/');

const llms =
  `# ${siteConfig.title}

> ${siteConfig.description}

${siteConfig.tagline}. Each link below leads to the Markdown copy of a page of ${absolute('/')}; ` +
  `[llms-full.txt](${absolute('/llms-full.txt')}) holds all of them in one file.

## Guides

${listed
  .filter((copy) => !isExample(copy))
  .map(line)
  .join('\n')}

## Examples

${listed.filter(isExample).map(line).join('\n')}

## Changelog

${postCopies
  .map(
    ({ post, copyPath }) =>
      `- [${post.frontMatter.title}](${absolute(copyPath)}): ${post.frontMatter.date}. ` +
      `${firstSentence(post.frontMatter.summary)}`,
  )
  .join('\n')}

## API reference

- [OpenAPI description (JSON)](${absolute('/openapi.json')}): The OpenAPI 3.0 description of every operation, with request and answer examples, in one JSON file.
- [OpenAPI description (YAML)](${absolute('/openapi.yaml')}): The same OpenAPI 3.0 description in YAML.
- [API reference](${absolute('/api/')}): Every operation by tag, each with a page of its own.

## API operations

${operationCopies
  .map(
    ({ operation, copyPath }) =>
      `- [${operation.summary}](${absolute(copyPath)}): \`${operation.method.toUpperCase()} ` +
      `${operation.path}\` (${operation.tag}).`,
  )
  .join('\n')}

## Optional

- [All the docs in one file](${absolute('/llms-full.txt')}): Every guide and example as Markdown, in sidebar order, then every API operation.
`;
fs.writeFileSync(path.join(outDir, 'llms.txt'), llms);

// llms-full.txt is the copies joined, and every link in a copy is absolute (rewriteUrl), so
// its links are exactly theirs, checked with them: parsing it again took 14 s at 1,000 pages.
const checked = [
  '/llms.txt',
  ...copyPaths,
  ...[...operationCopies, ...postCopies].map(({ copyPath }) => copyPath),
];
// The site's own URLs are checked as paths of out/ (which holds the site without its base path),
// reading the pages they link into: once the steps that rewrite them are done.
await untilPagesFinal();
const report = formatReport(
  checkFiles(outDir, checked, {
    origin: absolute('/').replace(/\/$/, ''),
    apiRoutes,
    known: copyLinks,
  }),
);
if (report) {
  console.error(`Link check of the Markdown files failed:\n${report}`);
  process.exit(1);
}
console.log(
  `Machine files: llms.txt, llms-full.txt and ` +
    `${copyPaths.length + operationCopies.length + postCopies.length} Markdown copies ` +
    `(${operationCopies.length} of API operations), every link resolves ` +
    `(${Date.now() - started} ms).`,
);
