import { z } from 'zod';
import { closestKey, formatIssues, parseAuthored, strictObject } from '@/lib/validation/messages';

/** Authoring shape of content/sidebars.ts: doc ids, categories and outbound links. */
export type SidebarItemConfig =
  | string
  | { type: 'category'; label: string; link?: string; items: SidebarItemConfig[] }
  | { type: 'link'; label: string; href: string };

export type SidebarsConfig = Record<string, SidebarItemConfig[]>;

const docId = z
  .string()
  .min(1)
  .regex(/^[^/.][^.]*$/, {
    error: 'a doc id is the file path under the docs folder without ".mdx", e.g. "examples/index"',
  });

const linkSchema = strictObject({
  type: z.literal('link'),
  label: z.string().min(1),
  href: z.string().min(1),
});

const categorySchema: z.ZodType<Extract<SidebarItemConfig, { type: 'category' }>> = strictObject({
  type: z.literal('category'),
  label: z.string().min(1),
  /** The doc the category's own label opens. */
  link: docId.optional(),
  get items() {
    return z.array(sidebarItemSchema);
  },
});

const objectItemSchema = z.discriminatedUnion('type', [categorySchema as never, linkSchema], {
  error: (issue) => {
    if (issue.code !== 'invalid_union') return undefined;
    const type = (issue.input as { type?: unknown } | undefined)?.type;
    const near = typeof type === 'string' ? closestKey(type, ['category', 'link']) : undefined;
    return `${type === undefined ? 'missing "type"' : `unknown type ${JSON.stringify(type)}`}${near ? ` (did you mean "${near}"?)` : ''}. An item is a doc id (a string), or an object of type "category" or "link".`;
  },
});

/** A string is a doc id, an object a category or link: each checked by its own schema so errors stay precise. */
const sidebarItemSchema: z.ZodType<SidebarItemConfig> = z
  .custom<SidebarItemConfig>()
  .superRefine((value, ctx) => {
    const result = parseAuthored(typeof value === 'string' ? docId : objectItemSchema, value);
    if (result.success) return;
    for (const issue of result.error.issues) {
      const path =
        issue.code === 'unrecognized_keys' && issue.keys.length === 1
          ? [...issue.path, issue.keys[0]]
          : issue.path;
      ctx.addIssue({ code: 'custom', message: issue.message, path: path as (string | number)[] });
    }
  });

export const sidebarsSchema = z.record(z.string().min(1), z.array(sidebarItemSchema));

/**
 * Validates content/sidebars.ts when the build runs (TypeScript alone lets a
 * plain-JavaScript or `as any` mistake through). Errors name the file and the path.
 */
export function validateSidebars(raw: unknown, file = 'content/sidebars.ts'): SidebarsConfig {
  const parsed = parseAuthored(sidebarsSchema, raw);
  if (!parsed.success) throw new Error(`${file} is invalid:\n${formatIssues(parsed.error)}`);
  return parsed.data;
}

/**
 * What a link to a whole sidebar opens: its first doc (a category's own page
 * first) or, failing that, its first outbound link; undefined for a sidebar with
 * neither. The one rule behind both "has the sidebar a link" and "where does
 * the docSidebar navbar item point".
 */
export function firstSidebarTarget(
  items: SidebarItemConfig[],
): { docId: string } | { href: string } | undefined {
  for (const item of items) {
    if (typeof item === 'string') return { docId: item };
    if (item.type === 'link') return { href: item.href };
    if (item.link) return { docId: item.link };
    const inner = firstSidebarTarget(item.items);
    if (inner) return inner;
  }
  return undefined;
}

export function sidebarHasLink(items: SidebarItemConfig[]): boolean {
  return firstSidebarTarget(items) !== undefined;
}
