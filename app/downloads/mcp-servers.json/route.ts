import siteConfig from '@/content/site.config';
import { mcpServersConfig } from '@/lib/mcp/setup';

// The docs MCP server's set-up, written once at build time into out/downloads/ (works with
// output: 'export'): what "Copy MCP set-up" copies on every page.
export const dynamic = 'force-static';

export async function GET() {
  return new Response(`${JSON.stringify(mcpServersConfig(siteConfig.url), null, 2)}\n`, { headers: { 'content-type': 'application/json; charset=utf-8' } });
}
