import { parse as parseYaml } from 'yaml';
import { z } from 'zod';

/** Front matter of a doc, with the names Docusaurus uses so pages can move over as they are. */
export const frontMatterSchema = z.strictObject({
  title: z.string().min(1),
  description: z.string().min(1),
  sidebar_label: z.string().min(1).optional(),
  sidebar_position: z.number().optional(),
  hide_table_of_contents: z.boolean().default(false),
  slug: z.string().optional(),
  keywords: z.array(z.string()).optional(),
});
export type FrontMatter = z.output<typeof frontMatterSchema>;

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** Splits a source file into validated front matter and the body; errors name the file and key. */
export function parseFrontMatter(source: string, file: string): { frontMatter: FrontMatter; body: string } {
  const match = FRONT_MATTER.exec(source);
  if (!match) {
    throw new Error(`${file}: front matter is missing. Start the file with a "---" block holding at least title and description.`);
  }
  let data: unknown;
  try {
    data = parseYaml(match[1]) ?? {};
  } catch (error) {
    throw new Error(`${file}: front matter is not valid YAML (quote values that contain ": "):\n${(error as Error).message}`);
  }
  const result = frontMatterSchema.safeParse(data);
  if (!result.success) {
    const issues = result.error.issues.map((i) => `- ${i.path.join('.') || '(root)'}: ${i.message}`).join('\n');
    throw new Error(`${file}: invalid front matter:\n${issues}`);
  }
  return { frontMatter: result.data, body: source.slice(match[0].length) };
}
