import { z } from 'zod';
import { strictObject } from '@/lib/validation/messages';

/** The navbar item types, named as Docusaurus names them so configs carry over. */
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
const internalPath = z
  .string()
  .startsWith('/', { error: 'must be a path inside the site, starting with "/"' });
const label = z.string().min(1);

/** A link goes to a page of the site ("to") or anywhere else ("href"), never both. */
function oneTarget(value: { to?: string; href?: string }, ctx: z.RefinementCtx) {
  if (!value.to === !value.href) {
    ctx.addIssue({
      code: 'custom',
      message: value.to
        ? 'has both "to" and "href": keep "to" for a page of this site or "href" for any other URL'
        : 'needs "to" (a page of this site, e.g. "/api") or "href" (any other URL)',
    });
  }
}

export const dropdownChildSchema = strictObject({
  label,
  to: internalPath.optional(),
  href: z.string().min(1).optional(),
  activeBasePath: internalPath.optional(),
}).superRefine(oneTarget);

/** One strict schema per navbar item type: a key that type does not use is an error, not ignored. */
const navbarItemSchemas = [
  strictObject({
    type: z.literal('default'),
    label,
    to: internalPath.optional(),
    href: z.string().min(1).optional(),
    activeBasePath: internalPath.optional(),
    position,
  }).superRefine(oneTarget),
  strictObject({ type: z.literal('localeDropdown'), label: label.optional(), position }),
  strictObject({ type: z.literal('search'), position }),
  strictObject({
    type: z.literal('dropdown'),
    label,
    items: z.array(dropdownChildSchema).min(1),
    position,
  }),
  strictObject({
    type: z.literal('html'),
    value: z.string().min(1),
    className: z.string().optional(),
    position,
  }),
  strictObject({
    type: z.literal('doc'),
    docId: z.string().min(1),
    label: label.optional(),
    activeBasePath: internalPath.optional(),
    position,
  }),
  strictObject({
    type: z.literal('docSidebar'),
    sidebarId: z.string().min(1),
    label: label.optional(),
    activeBasePath: internalPath.optional(),
    position,
  }),
  /** docsVersion: the version to link to; defaults to the first (latest) version. */
  strictObject({
    type: z.literal('docsVersion'),
    version: z.string().optional(),
    label: label.optional(),
    position,
  }),
  strictObject({
    type: z.literal('docsVersionDropdown'),
    versions: z.array(z.string()).min(1).optional(),
    position,
  }),
] as const;

export function unknownNavbarItemTypeMessage(type: unknown): string {
  return (
    `No NavbarItem component found for type ${JSON.stringify(type)}. Use one of ` +
    `${NAVBAR_ITEM_TYPES.map((t) => `"${t}"`).join(', ')}.`
  );
}

export const navbarItemSchema = z.discriminatedUnion('type', navbarItemSchemas, {
  error: (issue) => {
    if (issue.code !== 'invalid_union') return undefined;
    const type = (issue.input as { type?: unknown } | undefined)?.type;
    return type === undefined
      ? `the item needs a "type": one of ${NAVBAR_ITEM_TYPES.map((t) => `"${t}"`).join(', ')}.`
      : unknownNavbarItemTypeMessage(type);
  },
});

export const logoSchema = strictObject({
  src: z.string().min(1),
  srcDark: z.string().min(1).optional(),
  alt: z.string(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  href: internalPath.optional(),
});

export const announcementBarSchema = strictObject({
  id: z.string().min(1),
  content: z.string().min(1),
  backgroundColor: z.string().default('#ecfdf5'),
  textColor: z.string().default('#064e3b'),
  isCloseable: z.boolean().default(true),
});

const footerLinkSchema = strictObject({
  label,
  to: internalPath.optional(),
  href: z.string().min(1).optional(),
}).superRefine(oneTarget);

export const footerSchema = strictObject({
  links: z.union([
    z.array(strictObject({ title: z.string().min(1), items: z.array(footerLinkSchema) })),
    z.array(footerLinkSchema),
  ]),
  logo: logoSchema.optional(),
  copyright: z.string().optional(),
});

export const COLOR_MODES = ['light', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

export const colorModeSchema = strictObject({
  defaultMode: z
    .enum(COLOR_MODES, {
      error: (issue) =>
        `${JSON.stringify(issue.input)} is an unexpected color mode. Use "light" or "dark".`,
    })
    .default('light'),
  disableSwitch: z.boolean().default(false),
  respectPrefersColorScheme: z.boolean().default(false),
});

export const localeConfigSchema = strictObject({
  label: z.string().min(1),
  htmlLang: z.string().min(1),
});

export const i18nSchema = strictObject({
  defaultLocale: z.string().min(1),
  locales: z.array(z.string().min(1)).min(1),
  localeConfigs: z.record(z.string(), localeConfigSchema),
});

export const docsVersionSchema = strictObject({
  name: z.string().min(1),
  label: z.string().min(1),
  mainDocId: z.string().min(1),
  /** URL prefix of this version's docs: "/docs" for the first, "/docs/<name>" for others. */
  path: internalPath.regex(/^\/docs(\/[a-z0-9][a-z0-9._-]*)?\/?$/, {
    error: 'must be "/docs" or "/docs/<one segment>", e.g. "/docs/next"',
  }),
  /**
   * The folder under content/ holding this version's pages ("docs" by default). Its
   * sidebars are that folder's sidebars.json when there is one, else content/sidebars.ts.
   */
  folder: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_/.-]*[a-z0-9]$/)
    .default('docs'),
});

export const siteConfigSchema = strictObject({
  title: z.string().min(1),
  tagline: z.string().min(1),
  description: z.string().min(1),
  url: z.url(),
  navbar: strictObject({
    title: z.string().optional(),
    logo: logoSchema.optional(),
    hideOnScroll: z.boolean().default(true),
    items: z.array(navbarItemSchema),
  }),
  announcementBar: announcementBarSchema.optional(),
  footer: footerSchema,
  colorMode: colorModeSchema,
  i18n: i18nSchema,
  docs: strictObject({
    versions: z.array(docsVersionSchema).min(1),
    /**
     * Where readers edit a page: the repository's web editor, ending in "/"; each docs page's
     * "Edit this page" link is this followed by its file path ("content/docs/welcome.mdx").
     * Unset: no such link.
     */
    editUrl: z
      .url({
        protocol: /^https?$/,
        error: 'must be an http(s) URL, e.g. "https://github.com/org/repo/edit/main/"',
      })
      .refine((url) => url.endsWith('/'), {
        error:
          'must end with "/": the page\'s file path (content/docs/welcome.mdx) is appended to it',
      })
      .optional(),
  }),
  analytics: strictObject({ measurementId: z.string(), anonymizeIp: z.boolean().default(true) }),
  /**
   * The size budget `npm run build` keeps (scripts/build/check-budget.mjs): the path, from the
   * project's root, of a JSON file of gzip limits per page ({ "pages": { "/docs/welcome/":
   * { "html": 31500, … } } }), or false for none. Unset: none, so a site that grows is never
   * failed by limits set for another.
   */
  sizeBudget: z
    .union([
      z.literal(false),
      z.string().regex(/^[^/].*\.json$/, {
        error:
          'must be a .json file\'s path from the project root, e.g. "scripts/build/size-budget.json", or false',
      }),
    ])
    .default(false),
});

export type SiteConfig = z.input<typeof siteConfigSchema>;
export type ValidatedSiteConfig = z.output<typeof siteConfigSchema>;
export type NavbarItemConfig = z.output<typeof navbarItemSchema>;
export type NavbarItemOf<T extends NavbarItemType> = Extract<NavbarItemConfig, { type: T }>;
export type DropdownChild = z.output<typeof dropdownChildSchema>;
export type LogoConfig = z.output<typeof logoSchema>;
export type AnnouncementBarConfig = z.output<typeof announcementBarSchema>;
export type FooterConfig = z.output<typeof footerSchema>;
export type DocsVersion = z.output<typeof docsVersionSchema>;
