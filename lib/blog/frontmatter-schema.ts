// The front matter of a changelog post (content/changelog/*.mdx). The MDX
// plugin that parses front matter during each page's compile (lib/mdx/remark-page-data.ts)
// picks this schema for the files of content/changelog/ and the docs schema for the others.
import { z } from 'zod';
import { strictObject } from '../validation/messages';

/** The folder of the posts, relative to the project. */
export const POSTS_FOLDER = 'content/changelog';

/**
 * Whether a file (relative to the project, "/" separators) is a changelog post.
 */
export function isPostFile(file: string) {
  return file.startsWith(`${POSTS_FOLDER}/`);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Whether "2026-02-30" is a day of the calendar (it is not); any other form is the pattern's to refuse.
 */
function isCalendarDay(value: string) {
  if (!DAY.test(value)) return true;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

/** "2026-11-25": a calendar day that exists. */
const day = z
  // A missing date is worded as every missing key is (lib/validation/messages.ts).
  .string({
    error: (issue) =>
      issue.input === undefined ? undefined : 'must be a date written YYYY-MM-DD, e.g. 2026-11-25',
  })
  .regex(DAY, { error: 'must be a date written YYYY-MM-DD, e.g. 2026-11-25' })
  .refine(isCalendarDay, { error: 'is not a day of the calendar' });

const author = z.union([
  z.string().min(1),
  strictObject({
    name: z.string().min(1),
    title: z.string().min(1).optional(),
    url: z.url({ protocol: /^https?$/ }).optional(),
  }),
]);

export const postFrontMatterSchema = strictObject(
  {
    title: z.string().min(1),
    /** The day the post is published: the list's order, its year in the sidebar, the feeds' date. */
    date: day,
    /** One or two sentences: the list page, the feeds and the description meta show it. */
    summary: z.string().min(1),
    authors: z.array(author).optional(),
    tags: z
      .array(
        z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, {
          error: 'a tag is lower case words joined by "-", e.g. "breaking-change"',
        }),
      )
      .optional(),
    /**
     * The API version the post announces (openapi/releases/<version>.json): the post then lists
     * the changes since the release before it, generated from the two descriptions.
     */
    release: z
      .string()
      .regex(/^\d+\.\d+\.\d+$/, { error: 'must be a released version, e.g. "1.0.0"' })
      .optional(),
    /** A draft is shown by `npm run dev` only; the build leaves it out. */
    draft: z.boolean().default(false),
  },
  {
    slug: "a post's URL is its file name (without a leading date): rename the file to change it.",
    description: 'a post has a "summary" instead.',
    keywords: 'a post has "tags" instead.',
  },
);

/** A post's front matter, as lib/mdx/remark-page-data.ts validated it. */
export type PostFrontMatter = z.output<typeof postFrontMatterSchema>;
