// Builds the static search index (out/pagefind/) with Pagefind's Node API, from the export: every
// page whose article carries data-pagefind-body (the docs pages and each API operation's page; not
// the schemas page, whose fields are on the operation pages), which Pagefind splits at its
// headings, so a result can open the page at the matched section. An operation page weighs its
// parts itself (data-pagefind-weight, set by lib/search-index.ts): its summary, path and id most,
// field descriptions and error answers least. Its metadata, which only the index reads, is not in
// the page (no reader downloads it): Pagefind reads the other pages from disk (addDirectory, with a
// glob that leaves the operation pages out, ./search-index/glob.mjs) and is given each operation
// page (addHTMLFile, at its file's path, so its result URL is the one the directory would give)
// with the metadata made from the description put in (lib/search-index.ts: id, method, path, tag
// and summary, which let the dialog show it as an operation, and keywords: chain, path words, id,
// which rank it). A docs page gives its front matter's keywords as metadata in the page itself
// (they are few). Usage: tsx scripts/build/search-index.mjs [outDir]
import fs from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { siteConfig } from '@/lib/config';
import { loadApiDocument } from '@/lib/openapi/document/load';
import { operationModels } from '@/lib/openapi/pages/operation';
import { operationSearchMetadata, withSearchMetadata } from '@/lib/search-index';
import { apiOperationPath } from '@/lib/urls';
import { fileOfRoute } from '@/lib/urls';
import { htmlGlobWithout } from './search-index/glob.mjs';

/** Pagefind's own UI bundles: the site has its own dialog, so they would only add bytes. */
const UNUSED_BUNDLE_FILES = /^pagefind-(?:component-ui|modular-ui|ui|highlight)\.(?:js|css)$/;

const started = Date.now();
const outDir = path.resolve(process.argv[2] ?? 'out');
const bundleDir = path.join(outDir, 'pagefind');
const fail = (message, errors = []) => {
  console.error(`Search index: ${message}${errors.length ? `\n  ${errors.join('\n  ')}` : ''}`);
  process.exit(1);
};

/** Each operation's page: its URL, its file in the export and its search metadata, from the description. */
const operationPages = operationModels(loadApiDocument()).map((operation) => {
  const url = apiOperationPath(operation.operationId);
  return { url, file: fileOfRoute(url), metadata: operationSearchMetadata(operation) };
});
const missing = operationPages.filter((page) => !fs.existsSync(path.join(outDir, page.file)));
if (missing.length)
  fail(
    `the export has no page for ${missing.length} operation(s).`,
    missing.map((page) => page.file),
  );

// Buttons (code copy buttons, code tab names) are controls, not text a reader searches.
// A site with several locales gets one index per <html lang> (app/(locales)/[locale]); Pagefind's
// browser script then searches the reader's page language. A one-locale site keeps a single index.
const { i18n } = siteConfig;
const forceLanguage =
  i18n.locales.length > 1 ? undefined : i18n.localeConfigs[i18n.defaultLocale].htmlLang;
const { index, errors } = await pagefind.createIndex({
  ...(forceLanguage && { forceLanguage }),
  excludeSelectors: ['button', '[role="tablist"]'],
});
if (!index) fail('Pagefind could not start.', errors);

// Every page but the operation pages, from disk.
const glob = htmlGlobWithout(
  outDir,
  operationPages.map((page) => page.file),
);
const pages = glob
  ? await index.addDirectory({ path: outDir, glob })
  : { errors: [], page_count: 0 };
if (pages.errors.length) fail('indexing the docs pages failed.', pages.errors);
if (pages.page_count + operationPages.length === 0)
  fail(`no page under ${outDir} carries data-pagefind-body.`);

// The operation pages with their metadata; the file's path relative to the export makes the URL.
const added = await Promise.all(
  operationPages.map(async ({ url, file, metadata }) => {
    let content;
    try {
      content = withSearchMetadata(fs.readFileSync(path.join(outDir, file), 'utf8'), metadata);
    } catch (error) {
      return `${file}: ${error instanceof Error ? error.message : error}`;
    }
    const { errors: fileErrors, file: indexed } = await index.addHTMLFile({
      sourcePath: file,
      content,
    });
    if (fileErrors.length) return `${file}: ${fileErrors.join('; ')}`;
    if (indexed.url !== url) return `${file}: indexed at ${indexed.url}, not at ${url}`;
    return undefined;
  }),
);
const addErrors = added.filter(Boolean);
if (addErrors.length) fail('indexing the operation pages failed.', addErrors);

fs.rmSync(bundleDir, { recursive: true, force: true });
const written = await index.writeFiles({ outputPath: bundleDir });
if (written.errors.length) fail('writing the index failed.', written.errors);
await pagefind.close();

for (const file of fs.readdirSync(bundleDir))
  if (UNUSED_BUNDLE_FILES.test(file)) fs.rmSync(path.join(bundleDir, file));

const bytes = (function size(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    return sum + (entry.isDirectory() ? size(full) : fs.statSync(full).size);
  }, 0);
})(bundleDir);
const entry = JSON.parse(fs.readFileSync(path.join(bundleDir, 'pagefind-entry.json'), 'utf8'));
const recordCount = Object.values(entry.languages).reduce(
  (sum, language) => sum + language.page_count,
  0,
);
console.log(
  `Search index: ${recordCount} pages, ${bytes} bytes in ` +
    `${path.relative(process.cwd(), bundleDir)} (${Date.now() - started} ms).`,
);
