import { apiDocumentAsYaml } from '@/lib/openapi';

// Written once at build time into out/openapi.yaml (works with output: 'export').
export const dynamic = 'force-static';

export function GET() {
  return new Response(apiDocumentAsYaml(), { headers: { 'content-type': 'application/yaml; charset=utf-8' } });
}
