// The front matter a doc may carry, with the names Docusaurus uses so pages can
// move over as they are. The MDX plugin that parses front matter
// during the page's compile (lib/mdx/remark-page-data.ts) validates with it.
import { z } from 'zod';
import { strictObject } from '../validation/messages';

export const frontMatterSchema = strictObject(
  {
    title: z.string().min(1),
    description: z.string().min(1),
    sidebar_label: z.string().min(1).optional(),
    hide_table_of_contents: z.boolean().default(false),
    keywords: z.array(z.string()).optional(),
    /** A page on purpose in no sidebar (reachable by links only); without it such a page fails the build. */
    unlisted: z.boolean().default(false),
  },
  {
    slug: "a page's URL is its file path under the docs folder; rename or move the file to change it.",
    sidebar_position: 'the sidebar order is the order of content/sidebars.ts; move the page there.',
    id: "a page's id is its file path under the docs folder; rename the file to change it.",
  },
);
