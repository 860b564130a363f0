#!/usr/bin/env node
/**
 * Generates TypeScript types from the OpenAPI description into generated/api-types.ts
 * with openapi-typescript.
 *
 * The description is split over the fragments of openapi/; lib/openapi/document/bundle.ts
 * merges them into the one document that /api and the downloads serve. This script
 * loads that same bundler (esbuild strips its types, because Node 20 cannot import
 * TypeScript), so the types describe exactly the published document. The sandbox
 * loads the description through it too, at every start: hence esbuild, which does
 * it in a tenth of the time a module runner takes to load.
 *
 * The example programs in content/examples/ import their request and answer types
 * from it (as "./api-types", mapped by tsconfig.examples.json's rootDirs), and
 * `npm test` type-checks them: renaming a field in openapi/ breaks the examples
 * that use it.
 *
 * Usage: tsx scripts/build/generate-api-types.mjs [--openapi-dir openapi] [--output generated/api-types.ts]
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleApiDocument } from '../../lib/openapi/document/bundle';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const DEFAULT_OPENAPI_DIR = path.join(ROOT, 'openapi');
export const DEFAULT_OUTPUT = path.join(ROOT, 'generated', 'api-types.ts');

const HEADER = `/**
 * Generated from the OpenAPI description by scripts/build/generate-api-types.mjs
 * (openapi-typescript). Do not edit: change openapi/ and run \`npm test\`.
 */

`;

/** The bundled OpenAPI document of the fragments in `openapiDir`, merged by lib/openapi/document/bundle.ts. */
export async function loadBundledDocument(openapiDir = DEFAULT_OPENAPI_DIR) {
  return bundleApiDocument(openapiDir);
}

/** Writes the types of the description in `openapiDir` to `output`; returns the output path. */
export async function generateApiTypes({
  openapiDir = DEFAULT_OPENAPI_DIR,
  output = DEFAULT_OUTPUT,
} = {}) {
  const document = await loadBundledDocument(openapiDir);
  const { default: openapiTS, astToString } = await import('openapi-typescript');
  // A valid OpenAPI 3.0 document: the bundle's own tests and the description's lint hold it so.
  const ast = await openapiTS(
    /** @type {import('openapi-typescript').OpenAPI3} */ (/** @type {unknown} */ (document)),
    {
      alphabetize: false,
    },
  );
  await mkdir(path.dirname(output), { recursive: true });
  await writeFile(output, HEADER + astToString(ast));
  return output;
}

/** @param {string} name */
function option(name) {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : path.resolve(process.argv[index + 1]);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const output = await generateApiTypes({
    openapiDir: option('--openapi-dir'),
    output: option('--output'),
  });
  console.log(`API types written to ${path.relative(process.cwd(), output)}`);
}
