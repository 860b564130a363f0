import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

// The docs MCP server, one file bundled with everything it runs, written once at build time into
// out/downloads/ (works with output: 'export'). scripts/mcp/bundle.mjs bundles it with esbuild in
// a process of its own, so the site's bundler does not compile esbuild into this route.
export const dynamic = 'force-static';

/** The bundle is about 5 MB; stdout is read whole. */
const MAX_BUNDLE_BYTES = 64 * 1024 * 1024;

export async function GET() {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [path.join(process.cwd(), 'scripts', 'mcp', 'bundle.mjs')],
    {
      cwd: process.cwd(),
      maxBuffer: MAX_BUNDLE_BYTES,
    },
  );
  return new Response(stdout, { headers: { 'content-type': 'text/javascript; charset=utf-8' } });
}
