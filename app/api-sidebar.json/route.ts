import { loadApiDocument } from '@/lib/openapi/document/load';
import { apiSidebarCategories } from '@/lib/openapi/pages/sidebar';

// Written once at build time into out/api-sidebar.json (API_SIDEBAR_ASSET in lib/urls): each
// tag with its operations, which the API sidebar's closed tags load when opened.
export const dynamic = 'force-static';

export function GET() {
  const categories = apiSidebarCategories(loadApiDocument());
  return new Response(JSON.stringify(categories), { headers: { 'content-type': 'application/json; charset=utf-8' } });
}
