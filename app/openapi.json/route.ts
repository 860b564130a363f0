import { apiDocumentAsJson } from '@/lib/openapi';

// Written once at build time into out/openapi.json (works with output: 'export').
export const dynamic = 'force-static';

export function GET() {
  return new Response(apiDocumentAsJson(), { headers: { 'content-type': 'application/json; charset=utf-8' } });
}
