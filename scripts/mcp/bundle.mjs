#!/usr/bin/env node
// The docs MCP server as the one file the site offers for download (staking-docs-mcp.mjs):
// lib/mcp/main.ts bundled by esbuild with everything it runs (the MCP SDK, zod, the checker and
// each chain's library), so `node staking-docs-mcp.mjs` needs nothing installed beyond Node.
// The route app/downloads/staking-docs-mcp.mjs runs this at build time (in a process of its own,
// so the site's bundler never compiles esbuild).
//
//   node scripts/mcp/bundle.mjs            writes the bundle to stdout
//   node scripts/mcp/bundle.mjs <file>     writes it to <file>
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const BANNER = [
  '#!/usr/bin/env node',
  '// The Staking API docs as an MCP server over stdio: node staking-docs-mcp.mjs [site URL or export folder].',
  '// One file with everything it runs, bundled by esbuild; the licences of the bundled packages are at its end.',
  // The CommonJS packages inside an ES module bundle still call require() for Node's own modules.
  "import { createRequire as __createRequire } from 'node:module';",
  'const require = __createRequire(import.meta.url);',
].join('\n');

/**
 * The server reads the chain facts through the registry (lib/chains/registry.ts), whose family
 * definitions load each family's check, forge and check of signed transactions on use: the server
 * never uses them (it checks answers with the bundled checker, lib/mcp/checker.ts), so they stay out
 * of the file, left as the imports they are.
 * @type {import('esbuild').Plugin}
 */
const withoutFamilyParts = {
  name: 'without-family-parts',
  setup(builder) {
    builder.onResolve({ filter: /^\.\/(check|forge|signed)$/ }, (args) =>
      args.kind === 'dynamic-import' && /lib[\\/]chains[\\/][^\\/]+$/.test(args.resolveDir)
        ? { path: args.path, external: true }
        : undefined,
    );
  },
};

/** The bundle's text. */
export async function bundleMcpServer() {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: ['lib/mcp/main.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    minify: true,
    legalComments: 'eof',
    banner: { js: BANNER },
    write: false,
    logLevel: 'silent',
    plugins: [withoutFamilyParts],
  });
  return result.outputFiles[0].text;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const text = await bundleMcpServer();
  const [output] = process.argv.slice(2);
  if (output) await writeFile(output, text);
  else process.stdout.write(text);
}
