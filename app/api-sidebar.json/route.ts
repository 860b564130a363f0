import { apiSidebarCategories } from '@/lib/openapi/sidebar';

// Written once at build time into out/api-sidebar.json (API_SIDEBAR_ASSET in lib/urls): each
// tag with its operations, which the API sidebar's closed tags load when opened.
export const dynamic = 'force-static';

export function GET() {
  return new Response(JSON.stringify(apiSidebarCategories()), { headers: { 'content-type': 'application/json; charset=utf-8' } });
}
