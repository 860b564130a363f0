import { loadApiDocument } from '@/lib/openapi/document/load';
import { publishedApiDocumentAsYaml } from '@/lib/openapi/pages/published';

// Written once at build time into out/openapi.yaml (works with output: 'export').
export const dynamic = 'force-static';

export async function GET() {
  const text = await publishedApiDocumentAsYaml(loadApiDocument());
  return new Response(text, { headers: { 'content-type': 'application/yaml; charset=utf-8' } });
}
