import { loadApiDocument } from '@/lib/openapi/document/load';
import { publishedApiDocumentAsJson } from '@/lib/openapi/pages/published';

// Written once at build time into out/openapi.json (works with output: 'export').
export const dynamic = 'force-static';

export async function GET() {
  const text = await publishedApiDocumentAsJson(loadApiDocument());
  return new Response(text, { headers: { 'content-type': 'application/json; charset=utf-8' } });
}
