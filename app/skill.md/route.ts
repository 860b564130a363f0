import siteConfig from '@/content/site.config';
import { agentSkill } from '@/lib/agents/skill';

// The agent guide, written once at build time into out/skill.md (works with output: 'export').
export const dynamic = 'force-static';

export async function GET() {
  return new Response(agentSkill(siteConfig.url), { headers: { 'content-type': 'text/markdown; charset=utf-8' } });
}
