/**
 * The agent guide: content/agent-skill.md in the Agent Skills format (a SKILL.md with `name` and
 * `description` front matter, agentskills.io), with the site's address and a decimals table
 * from the chain facts filled in. Served as /skill.md, where documentation platforms put it, and
 * under /.well-known/agent-skills/ with the index of the Agent Skills Discovery RFC (v0.2.0), from
 * which `npx skills add <site>` and skill-aware agents install it.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import * as CHAIN_FACTS_INDEX from '../chains/facts';
import { chainFactsOf } from '../mcp/chain-facts';
import { absoluteUrl } from '../urls';

export const SKILL_SOURCE = path.join('content', 'agent-skill.md');
export const SKILL_HREF = '/skill.md';
export const SKILLS_INDEX_HREF = '/.well-known/agent-skills/index.json';
export const SKILLS_DISCOVERY_SCHEMA = 'https://schemas.agentskills.io/discovery/0.2.0/schema.json';

/** Every chain the API forges for, as the MCP server lists them. */
const CHAIN_FACTS = chainFactsOf(CHAIN_FACTS_INDEX);

/** The decimals of every staking identifier, as a Markdown table. */
function decimalsTable(): string {
  const rows = CHAIN_FACTS.map(
    (chain) =>
      `| \`${chain.identifier}\` | ${chain.token} | ${chain.decimals} | ${chain.baseUnit} |`,
  );
  return [
    '| Identifier | Amount in | Decimals | Base unit |',
    '| --- | --- | --- | --- |',
    ...rows,
  ].join('\n');
}

/** The guide's text for the site published at `siteUrl`. */
export function agentSkill(
  siteUrl: string,
  source = readFileSync(path.join(process.cwd(), SKILL_SOURCE), 'utf8'),
): string {
  const filled = source
    .replaceAll('{{site}}', absoluteUrl('/', siteUrl))
    .replaceAll('{{chainCount}}', String(CHAIN_FACTS.length))
    .replace('{{decimals}}', decimalsTable());
  const left = /\{\{[^}]*\}\}/.exec(filled);
  if (left)
    throw new Error(
      `${SKILL_SOURCE}: ${left[0]} is not a placeholder the guide knows ({{site}}, {{chainCount}}, {{decimals}}).`,
    );
  return filled;
}

export interface SkillFrontMatter {
  name: string;
  description: string;
}

/** The guide's front matter, checked against the Agent Skills rules its readers apply. */
export function skillFrontMatter(skill: string): SkillFrontMatter {
  const block = /^---\n([^]*?)\n---\n/.exec(skill);
  if (!block) throw new Error(`${SKILL_SOURCE} has no front matter.`);
  const { name, description } = parse(block[1]!) as Partial<SkillFrontMatter>;
  if (typeof name !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name) || name.length > 64) {
    throw new Error(
      `${SKILL_SOURCE}: name must be 1-64 lower-case letters, digits and single hyphens.`,
    );
  }
  if (typeof description !== 'string' || !description || description.length > 1024)
    throw new Error(`${SKILL_SOURCE}: description must be 1-1024 characters.`);
  return { name, description };
}

/** Where the skill lies under /.well-known/agent-skills/: its folder named after it. */
export function wellKnownSkillHref(name: string): string {
  return `/.well-known/agent-skills/${name}/SKILL.md`;
}

/**
 * The discovery index: the skill's name and description, its address relative to the index, and the
 * SHA-256 of its bytes.
 */
export function skillsIndex(skill: string) {
  const { name, description } = skillFrontMatter(skill);
  return {
    $schema: SKILLS_DISCOVERY_SCHEMA,
    skills: [
      {
        name,
        type: 'skill-md',
        description,
        url: `${name}/SKILL.md`,
        digest: `sha256:${createHash('sha256').update(skill, 'utf8').digest('hex')}`,
      },
    ],
  };
}
