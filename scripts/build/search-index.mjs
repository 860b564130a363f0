// Builds the static search index (out/pagefind/) with Pagefind's Node API, from the export:
// every page whose article carries data-pagefind-body (the docs pages and each API operation's page;
// not the schemas page, whose fields are on the operation pages), which Pagefind splits at its headings, so a result can open the page at the
// matched section. An operation page's metadata (data-pagefind-meta: id, method, path, tag) lets
// the dialog show it as an operation, and its keywords (chain, path words, id) rank it; its summary,
// path and id weigh most, field descriptions and error answers least (data-pagefind-weight, set by
// lib/search-index.ts). A docs page gives its front matter's keywords the same way.
// Usage: node scripts/build/search-index.mjs [outDir]
import fs from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { closeTs, importTs } from './import-ts.mjs';

/** Pagefind's own UI bundles: the site has its own dialog, so they would only add bytes. */
const UNUSED_BUNDLE_FILES = /^pagefind-(?:component-ui|modular-ui|ui|highlight)\.(?:js|css)$/;

const started = Date.now();
const outDir = path.resolve(process.argv[2] ?? 'out');
const bundleDir = path.join(outDir, 'pagefind');
const fail = (message, errors = []) => {
  console.error(`Search index: ${message}${errors.length ? `\n  ${errors.join('\n  ')}` : ''}`);
  process.exit(1);
};

const { default: siteConfig } = await importTs('content/site.config.ts');
await closeTs();

// Buttons (code copy buttons, code tab names) are controls, not text a reader searches.
// A site with several locales gets one index per <html lang> (app/(locales)/[locale]); Pagefind's
// browser script then searches the reader's page language. A one-locale site keeps a single index.
const { i18n } = siteConfig;
const forceLanguage = i18n.locales.length > 1 ? undefined : i18n.localeConfigs[i18n.defaultLocale].htmlLang;
const { index, errors } = await pagefind.createIndex({ ...(forceLanguage && { forceLanguage }), excludeSelectors: ['button', '[role="tablist"]'] });
if (!index) fail('Pagefind could not start.', errors);

const pages = await index.addDirectory({ path: outDir });
if (pages.errors.length) fail('indexing the docs pages failed.', pages.errors);
if (pages.page_count === 0) fail(`no page under ${outDir} carries data-pagefind-body.`);

fs.rmSync(bundleDir, { recursive: true, force: true });
const written = await index.writeFiles({ outputPath: bundleDir });
if (written.errors.length) fail('writing the index failed.', written.errors);
await pagefind.close();

for (const file of fs.readdirSync(bundleDir)) if (UNUSED_BUNDLE_FILES.test(file)) fs.rmSync(path.join(bundleDir, file));

const bytes = (function size(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const full = path.join(dir, entry.name);
    return sum + (entry.isDirectory() ? size(full) : fs.statSync(full).size);
  }, 0);
})(bundleDir);
const entry = JSON.parse(fs.readFileSync(path.join(bundleDir, 'pagefind-entry.json'), 'utf8'));
const recordCount = Object.values(entry.languages).reduce((sum, language) => sum + language.page_count, 0);
console.log(`Search index: ${recordCount} pages, ${bytes} bytes in ${path.relative(process.cwd(), bundleDir)} (${Date.now() - started} ms).`);
