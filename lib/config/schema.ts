import { z } from 'zod';

/** The navbar item types of spec §2, named as Docusaurus names them so configs carry over. */
export const NAVBAR_ITEM_TYPES = [
  'default',
  'localeDropdown',
  'search',
  'dropdown',
  'html',
  'doc',
  'docSidebar',
  'docsVersion',
  'docsVersionDropdown',
] as const;
export type NavbarItemType = (typeof NAVBAR_ITEM_TYPES)[number];

const position = z.enum(['left', 'right']).default('left');

const linkLike = {
  label: z.string().min(1).optional(),
  to: z.string().startsWith('/').optional(),
  href: z.string().min(1).optional(),
  activeBasePath: z.string().startsWith('/').optional(),
  position,
  className: z.string().optional(),
};

export const dropdownChildSchema = z.strictObject({
  label: z.string().min(1),
  to: z.string().startsWith('/').optional(),
  href: z.string().min(1).optional(),
  activeBasePath: z.string().startsWith('/').optional(),
});

/**
 * An item is checked loosely here (type is any string) so that an unknown type
 * reaches the friendlier message of lib/config/validate.ts.
 */
export const navbarItemSchema = z
  .object({
    type: z.string().default('default'),
    ...linkLike,
    items: z.array(dropdownChildSchema).optional(),
    docId: z.string().optional(),
    sidebarId: z.string().optional(),
    value: z.string().optional(),
    /** docsVersion: the version to link to; defaults to the first (latest) version. */
    version: z.string().optional(),
    versions: z.array(z.string()).optional(),
    dropdownItemsBefore: z.array(dropdownChildSchema).optional(),
    dropdownItemsAfter: z.array(dropdownChildSchema).optional(),
  })
  .passthrough();

export const logoSchema = z.strictObject({
  src: z.string().min(1),
  srcDark: z.string().min(1).optional(),
  alt: z.string(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  href: z.string().optional(),
});

export const announcementBarSchema = z.strictObject({
  id: z.string().min(1),
  content: z.string().min(1),
  backgroundColor: z.string().default('#ecfdf5'),
  textColor: z.string().default('#064e3b'),
  isCloseable: z.boolean().default(true),
});

const footerLinkSchema = z.strictObject({
  label: z.string().min(1),
  to: z.string().startsWith('/').optional(),
  href: z.string().min(1).optional(),
});

export const footerSchema = z.strictObject({
  style: z.enum(['light', 'dark']).default('light'),
  links: z.union([
    z.array(z.strictObject({ title: z.string().min(1), items: z.array(footerLinkSchema) })),
    z.array(footerLinkSchema),
  ]),
  logo: logoSchema.optional(),
  copyright: z.string().optional(),
});

export const COLOR_MODES = ['light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

export const colorModeSchema = z.strictObject({
  defaultMode: z.string().default('light'),
  disableSwitch: z.boolean().default(false),
  respectPrefersColorScheme: z.boolean().default(false),
});

export const localeConfigSchema = z.strictObject({
  label: z.string().min(1),
  htmlLang: z.string().min(1),
});

export const i18nSchema = z.strictObject({
  defaultLocale: z.string().min(1),
  locales: z.array(z.string().min(1)).min(1),
  localeConfigs: z.record(z.string(), localeConfigSchema),
});

export const docsVersionSchema = z.strictObject({
  name: z.string().min(1),
  label: z.string().min(1),
  mainDocId: z.string().min(1),
  /** URL prefix of this version's docs. */
  path: z.string().startsWith('/'),
  /** Doc ids this version holds; defaults to every doc. */
  docs: z.array(z.string()).optional(),
});

export const siteConfigSchema = z.strictObject({
  title: z.string().min(1),
  tagline: z.string().min(1),
  description: z.string().min(1),
  url: z.string().url(),
  navbar: z.strictObject({
    title: z.string().optional(),
    logo: logoSchema.optional(),
    hideOnScroll: z.boolean().default(true),
    items: z.array(navbarItemSchema),
  }),
  announcementBar: announcementBarSchema.optional(),
  footer: footerSchema,
  colorMode: colorModeSchema,
  i18n: i18nSchema,
  docs: z.strictObject({ versions: z.array(docsVersionSchema).min(1) }),
  analytics: z.strictObject({ measurementId: z.string(), anonymizeIp: z.boolean().default(true) }),
});

export type SiteConfig = z.input<typeof siteConfigSchema>;
export type ValidatedSiteConfig = z.output<typeof siteConfigSchema>;
export type NavbarItemConfig = z.output<typeof navbarItemSchema>;
export type DropdownChild = z.output<typeof dropdownChildSchema>;
export type LogoConfig = z.output<typeof logoSchema>;
export type AnnouncementBarConfig = z.output<typeof announcementBarSchema>;
export type FooterConfig = z.output<typeof footerSchema>;
export type DocsVersion = z.output<typeof docsVersionSchema>;
