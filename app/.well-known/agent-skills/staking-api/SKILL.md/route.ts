import siteConfig from '@/content/site.config';
import { agentSkill, skillFrontMatter } from '@/lib/agents/skill';

// The agent guide where the discovery index points (its folder is the skill's name), written
// once at build time into out/.well-known/agent-skills/staking-api/SKILL.md.
export const dynamic = 'force-static';

export async function GET() {
  const skill = agentSkill(siteConfig.url);
  // The folder's name is the skill's: the build fails here if the guide is renamed.
  if (skillFrontMatter(skill).name !== 'staking-api') throw new Error('Rename app/.well-known/agent-skills/staking-api/ after the skill.');
  return new Response(skill, { headers: { 'content-type': 'text/markdown; charset=utf-8' } });
}
