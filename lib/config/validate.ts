import { siteConfigSchema, type ValidatedSiteConfig } from './schema';
import type { SidebarsConfig } from './sidebars';
import { sidebarHasLink } from './sidebars';
import { formatIssues, parseAuthored } from '@/lib/validation/messages';

export const CONFIG_FILE = 'content/site.config.ts';

/** A developer-facing configuration error: the message names the file, the key and how to fix it. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/**
 * Validates the site configuration at build time, so a mistake is a developer-facing error
 * naming the key: the shape first (one
 * strict schema per navbar item type), then the cross-references a schema cannot
 * see (sidebars, versions, locales). Doc ids are checked against the pages in
 * lib/docs, once the pages are known.
 */
export function validateSiteConfig(raw: unknown, sidebars: SidebarsConfig): ValidatedSiteConfig {
  const parsed = parseAuthored(siteConfigSchema, raw);
  if (!parsed.success) {
    throw new ConfigError(`${CONFIG_FILE} is invalid:\n${formatIssues(parsed.error)}`);
  }
  const config = parsed.data;
  const versionNames = config.docs.versions.map((v) => v.name);
  const fail = (message: string): never => {
    throw new ConfigError(`${CONFIG_FILE}: ${message}`);
  };

  config.navbar.items.forEach((item, index) => {
    const where = `navbar.items[${index}]`;
    if (item.type === 'docSidebar') {
      const sidebar = sidebars[item.sidebarId];
      if (!sidebar) {
        fail(
          `${where}.sidebarId is "${item.sidebarId}", but no such sidebar exists. Known ` +
            `sidebars: ${Object.keys(sidebars).join(', ')}.`,
        );
      } else if (!sidebarHasLink(sidebar)) {
        fail(
          `${where} is a docSidebar item for the sidebar "${item.sidebarId}", which has no ` +
            `link. Add a doc to that sidebar, or use a "doc" item instead.`,
        );
      }
    }
    if (item.type === 'docsVersion' && item.version && !versionNames.includes(item.version)) {
      fail(
        `${where}.version is "${item.version}", which does not exist. Known versions: ${versionNames.join(', ')}.`,
      );
    }
    if (item.type === 'docsVersionDropdown') {
      for (const name of item.versions ?? []) {
        if (!versionNames.includes(name)) {
          fail(
            `${where}.versions names the version "${name}", which does not exist. Known ` +
              `versions: ${versionNames.join(', ')}. Remove it or add it to docs.versions.`,
          );
        }
      }
    }
  });

  if (!config.i18n.locales.includes(config.i18n.defaultLocale)) {
    fail(`i18n.defaultLocale "${config.i18n.defaultLocale}" is not listed in i18n.locales.`);
  }
  for (const locale of config.i18n.locales) {
    if (!config.i18n.localeConfigs[locale])
      fail(`i18n.localeConfigs has no entry for the locale "${locale}". Add { label, htmlLang }.`);
  }
  for (const locale of Object.keys(config.i18n.localeConfigs)) {
    if (!config.i18n.locales.includes(locale))
      fail(
        `i18n.localeConfigs.${locale} is for a locale missing from i18n.locales. Add ` +
          `"${locale}" there or remove the entry.`,
      );
  }
  const paths = config.docs.versions.map((v) => v.path.replace(/\/+$/, ''));
  if (new Set(versionNames).size !== versionNames.length || new Set(paths).size !== paths.length) {
    fail('docs.versions: two versions share a name or a path; each needs its own.');
  }
  return config;
}
