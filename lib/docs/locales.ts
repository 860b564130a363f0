import fs from 'node:fs';
import path from 'node:path';
import { siteConfig } from '@/lib/config';
import { siteHref } from '@/lib/urls';
import {
  CONTENT_DIR,
  DOCS_BASE_PATH,
  currentVersion,
  getAllDocs,
  getDocById,
  listMdxFiles,
  sidebars,
  type Doc,
} from './index';
import { readPage } from './read-page';
import { resolveSidebar, type SidebarNode } from './sidebar';

/**
 * A second locale. Its pages are translations of the current docs version's pages:
 * content/i18n/<locale>/docs/<id>.mdx translates content/docs/<id>.mdx and is served at
 * /<locale>/docs/<slug>/ (app/(locales)/[locale], whose <html lang> is the locale's htmlLang).
 * Its sidebar is the current version's (content/sidebars.ts): a translated page appears under
 * its translated title and URL, a page not yet translated under the default locale's.
 * Home, /api and other docs versions exist in the default locale only.
 */
export const I18N_DIR = 'i18n';

const { i18n } = siteConfig;
export const otherLocales = i18n.locales.filter((locale) => locale !== i18n.defaultLocale);

function localeFolder(locale: string): string {
  return `${I18N_DIR}/${locale}/docs`;
}

/** Every locale's folder and every translated page checked: a mistake fails the build naming the file. */
function loadLocaleDocs(): Doc[] {
  const problems: string[] = [];
  const i18nDir = path.join(CONTENT_DIR, I18N_DIR);
  const folders = fs.existsSync(i18nDir) ? fs.readdirSync(i18nDir) : [];
  for (const folder of folders) {
    if (!otherLocales.includes(folder)) {
      problems.push(
        `content/${I18N_DIR}/${folder}: "${folder}" is not a locale of i18n.locales other ` +
          `than the default (${i18n.defaultLocale}); add it there or remove the folder.`,
      );
    }
  }
  const docs: Doc[] = [];
  for (const locale of otherLocales) {
    const dir = path.join(CONTENT_DIR, localeFolder(locale));
    if (!fs.existsSync(dir)) {
      problems.push(
        `i18n.locales lists "${locale}", but content/${localeFolder(locale)}/ does not ` +
          `exist: add the locale's translated pages there.`,
      );
      continue;
    }
    for (const file of listMdxFiles(dir)) {
      const id = path
        .relative(dir, file)
        .replace(/\\/g, '/')
        .replace(/\.mdx$/, '');
      const original = getDocById(id);
      const where = `content/${localeFolder(locale)}/${id}.mdx`;
      if (!original) {
        problems.push(
          `${where} translates content/${currentVersion.folder}/${id}.mdx, which does not ` +
            `exist: a locale holds translations of the current version's pages only.`,
        );
        continue;
      }
      const { frontMatter, toc } = readPage(`${localeFolder(locale)}/${id}`);
      docs.push({
        ...original,
        locale,
        file: where,
        permalink: siteHref([`/${locale}${DOCS_BASE_PATH}`, ...original.slug].join('/')),
        frontMatter,
        toc,
      });
    }
  }
  if (problems.length)
    throw new Error(`The translations do not add up:\n${problems.map((p) => `- ${p}`).join('\n')}`);
  return docs.sort((a, b) => a.locale.localeCompare(b.locale) || a.id.localeCompare(b.id));
}

const localeDocs = loadLocaleDocs();

/** The translated pages of every locale other than the default. */
export function getLocaleDocs(locale?: string): Doc[] {
  return locale === undefined ? localeDocs : localeDocs.filter((doc) => doc.locale === locale);
}

export function getLocaleDocBySlug(locale: string, slug: string[]): Doc | undefined {
  const key = slug.join('/');
  return localeDocs.find((doc) => doc.locale === locale && doc.slug.join('/') === key);
}

/** The page in every locale it exists in (the default locale's first), for hreflang alternates. */
export function translationsOf(doc: Doc): Doc[] {
  if (doc.version !== currentVersion.name) return [doc];
  const original = getDocById(doc.id);
  return original ? [original, ...localeDocs.filter((other) => other.id === doc.id)] : [doc];
}

/**
 * hreflang alternates (Next metadata alternates.languages): every locale the page exists in,
 * keyed by htmlLang, and x-default (the default locale's page). None for a page in one locale only.
 */
export function languageAlternates(doc: Doc): Record<string, string> | undefined {
  const all = translationsOf(doc);
  if (all.length < 2) return undefined;
  const languages: Record<string, string> = {};
  for (const each of all) languages[i18n.localeConfigs[each.locale].htmlLang] = each.permalink;
  languages['x-default'] = all[0].permalink;
  return languages;
}

const sidebarCache = new Map<string, SidebarNode[]>();

/** A locale's sidebar: the current version's, each page in its translation where one exists. */
export function getLocaleSidebar(locale: string): SidebarNode[] {
  let nodes = sidebarCache.get(locale);
  if (!nodes) {
    const translated = new Map(getLocaleDocs(locale).map((doc) => [doc.id, doc]));
    const docs = getAllDocs()
      .filter((doc) => doc.version === currentVersion.name)
      .map((doc) => translated.get(doc.id) ?? doc);
    nodes = resolveSidebar(sidebars.docs ?? [], docs);
    sidebarCache.set(locale, nodes);
  }
  return nodes;
}

/** The unprefixed paths (/docs/x/) each other locale has, for the locale dropdown (the same page in another locale). */
export function localePaths(): Record<string, string[]> {
  return Object.fromEntries(
    otherLocales.map((locale) => {
      // The locale's main page first: where a page with no translation leads.
      const docs = [...getLocaleDocs(locale)].sort(
        (a, b) =>
          Number(b.id === currentVersion.mainDocId) - Number(a.id === currentVersion.mainDocId),
      );
      return [locale, docs.map((doc) => doc.permalink.slice(locale.length + 1))];
    }),
  );
}
