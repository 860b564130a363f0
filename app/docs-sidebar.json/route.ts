import { getDocsSidebar } from '@/lib/docs';

// Written once at build time into out/docs-sidebar.json (SIDEBAR_ASSET in lib/docs/sidebar.ts):
// the full sidebar, which the closed categories of a large sidebar load on demand.
export const dynamic = 'force-static';

export function GET() {
  return new Response(JSON.stringify(getDocsSidebar()), { headers: { 'content-type': 'application/json; charset=utf-8' } });
}
