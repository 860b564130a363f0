import { z } from 'zod';
import { COLOR_MODES, NAVBAR_ITEM_TYPES, siteConfigSchema, type ValidatedSiteConfig } from './schema';
import type { SidebarsConfig } from '@/lib/docs/sidebar-types';
import { sidebarHasLink } from '@/lib/docs/sidebar-types';

/** A developer-facing configuration error: the message names the key and says how to fix it. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

export function unknownNavbarItemTypeMessage(type: string, where?: string): string {
  return (
    `No NavbarItem component found for type "${type}".` +
    (where ? ` Check ${where}.type:` : ' Use') +
    ` one of ${NAVBAR_ITEM_TYPES.map((t) => `"${t}"`).join(', ')}.`
  );
}

function formatZodIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `- ${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`)
    .join('\n');
}

/**
 * Validates the site configuration at build time (spec §5): shape first, then
 * the cross-references a schema cannot see (sidebars, versions, item types).
 */
export function validateSiteConfig(raw: unknown, sidebars: SidebarsConfig): ValidatedSiteConfig {
  const parsed = siteConfigSchema.safeParse(raw);
  if (!parsed.success) {
    throw new ConfigError(`The site configuration (content/site.config.ts) is invalid:\n${formatZodIssues(parsed.error)}`);
  }
  const config = parsed.data;
  const versionNames = config.docs.versions.map((v) => v.name);

  config.navbar.items.forEach((item, index) => {
    const where = `navbar.items[${index}]`;
    if (!(NAVBAR_ITEM_TYPES as readonly string[]).includes(item.type)) {
      throw new ConfigError(unknownNavbarItemTypeMessage(item.type, where));
    }
    if (item.type === 'default' && !item.to && !item.href) {
      throw new ConfigError(`${where} (label "${item.label ?? ''}") needs "to" (an internal path) or "href" (an outbound URL).`);
    }
    if (item.type === 'docSidebar') {
      const sidebar = item.sidebarId ? sidebars[item.sidebarId] : undefined;
      if (!sidebar) {
        throw new ConfigError(
          `${where}.sidebarId is "${item.sidebarId ?? ''}", but no such sidebar exists. Known sidebars: ${Object.keys(sidebars).join(', ')}.`,
        );
      }
      if (!sidebarHasLink(sidebar)) {
        throw new ConfigError(
          `${where} is a docSidebar item for the sidebar "${item.sidebarId}", which has no link. Add a doc to that sidebar, or use a "doc" item instead.`,
        );
      }
    }
    if (item.type === 'docsVersion' && item.version && !versionNames.includes(item.version)) {
      throw new ConfigError(
        `${where}.version is "${item.version}", which does not exist. Known versions: ${versionNames.join(', ')}.`,
      );
    }
    if (item.type === 'html' && !item.value) {
      throw new ConfigError(`${where} is an "html" item without "value": give it the HTML to show.`);
    }
    if (item.type === 'dropdown' && !item.items?.length) {
      throw new ConfigError(`${where} (label "${item.label ?? ''}") is a dropdown without "items": list the links it holds.`);
    }
    if (item.type === 'docsVersionDropdown') {
      for (const name of item.versions ?? []) {
        if (!versionNames.includes(name)) {
          throw new ConfigError(
            `${where}.versions names the version "${name}", which does not exist. Known versions: ${versionNames.join(', ')}. Remove it or add it to docs.versions.`,
          );
        }
      }
    }
  });

  if (!(COLOR_MODES as readonly string[]).includes(config.colorMode.defaultMode)) {
    throw new ConfigError(
      `colorMode.defaultMode is "${config.colorMode.defaultMode}", an unexpected color mode. Use "light" or "dark".`,
    );
  }
  if (!config.i18n.locales.includes(config.i18n.defaultLocale)) {
    throw new ConfigError(`i18n.defaultLocale "${config.i18n.defaultLocale}" is not listed in i18n.locales.`);
  }
  for (const locale of config.i18n.locales) {
    if (!config.i18n.localeConfigs[locale]) {
      throw new ConfigError(`i18n.localeConfigs has no entry for the locale "${locale}". Add { label, htmlLang }.`);
    }
  }
  return config;
}
