import siteConfig from '@/content/site.config';
import { agentSkill, skillsIndex } from '@/lib/agents/skill';

// The Agent Skills discovery index (v0.2.0), written once at build time into
// out/.well-known/agent-skills/index.json: the agent guide with the digest of its bytes.
export const dynamic = 'force-static';

export async function GET() {
  return new Response(`${JSON.stringify(skillsIndex(agentSkill(siteConfig.url)), null, 2)}\n`, { headers: { 'content-type': 'application/json; charset=utf-8' } });
}
