import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';

import { frontMatterSchema } from './frontmatter-schema.mjs';
import { formatIssues } from '../validation/messages.mjs';

export { frontMatterSchema };
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
    throw new Error(`${file}: invalid front matter:\n${formatIssues(result.error)}`);
  }
  return { frontMatter: result.data, body: source.slice(match[0].length) };
}
