#!/usr/bin/env node
// Writes the forge-answer checker the example programs import, content/examples/check-transaction.mjs
// and its types check-transaction.d.mts, from lib/inspect (the module the site's "Check a
// transaction" page runs): one file a reader saves next to a program. esbuild bundles the checker
// and each chain family's decoder into it and leaves the chain libraries as imports, loaded only
// for the chain being checked; dts-bundle-generator writes its types into one declaration file.
// Each family's decoder takes its library from lib/chains/<family>/libraries.ts, which imports it
// by name so that the site's bundler keeps only what is used; a file that imported the packages
// statically would need every chain's library installed, so here that module becomes a function
// that imports its packages when called (lazyLibraries below).
//
//   npm run generate:checker             rewrites the two files where they differ
//   npm run generate:checker -- --check  exits 1 if a committed file differs
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { generateDtsBundle } from 'dts-bundle-generator';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ENTRY = 'lib/inspect/index.ts';
export const CHECKER_FILES = { js: 'content/examples/check-transaction.mjs', types: 'content/examples/check-transaction.d.mts' };

/**
 * The header of both files: what the checker is and what to install for each chain (from its SHAPES).
 * @param {Record<string, { name: string, packages: string[] }>} SHAPES
 */
function header(SHAPES) {
  const width = Math.max(...Object.values(SHAPES).map((s) => s.name.length));
  return [
    '// check-transaction: decodes a forge answer of the staking API with its chain\'s own library and',
    '// checks it against the forge request, before you sign. Save check-transaction.mjs (and',
    '// check-transaction.d.mts for TypeScript) next to your program and install the library of your chain:',
    ...Object.values(SHAPES).map((s) => `//   ${s.name.padEnd(width)}  npm install ${s.packages.join(' ')}`),
    '// Only the library of the chain being checked is loaded. Written from the documentation\'s',
    '// lib/inspect (npm run generate:checker): edit that, not this file.',
    '',
  ].join('\n');
}

/**
 * The source of a `libraries.ts` as a function that imports its packages on demand and returns
 * the same names: `export { A, B as C } from 'pkg'` gives `{ A: m.A, C: m.B }` of `import('pkg')`;
 * a side-effect `import 'pkg'` is imported first.
 * @param {string} source
 * @returns {string}
 */
export function lazyLibraries(source) {
  const effects = [...source.matchAll(/^import\s+'([^']+)';/gm)].map(([, specifier]) => specifier);
  const packages = [...source.matchAll(/^export\s*\{([^}]+)\}\s*from\s*'([^']+)';/gm)].map(([, names, specifier]) => ({
    specifier,
    names: names.split(',').map((n) => n.trim()).filter(Boolean).map((n) => n.split(/\s+as\s+/)),
  }));
  const picks = packages.flatMap(({ names }, i) => names.map(([from, as = from]) => `${as}: m${i}.${from}`));
  return [
    'async () => {',
    ...effects.map((specifier) => `  await import(${JSON.stringify(specifier)});`),
    `  const [${packages.map((_, i) => `m${i}`).join(', ')}] = await Promise.all([${packages.map((p) => `import(${JSON.stringify(p.specifier)})`).join(', ')}]);`,
    `  return { ${picks.join(', ')} };`,
    '}',
  ].join('\n');
}

/**
 * esbuild plugin: in each family's decoder, import('./libraries') becomes a call of lazyLibraries' function.
 * @type {import('esbuild').Plugin}
 */
const lazyLibrariesPlugin = {
  name: 'lazy-libraries',
  setup(builder) {
    builder.onLoad({ filter: /lib[\\/]chains[\\/]\w+[\\/]decode\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const libraries = readFileSync(path.join(path.dirname(args.path), 'libraries.ts'), 'utf8');
      if (!source.includes("import('./libraries')")) throw new Error(`${args.path} does not load ./libraries`);
      const contents = `${source.replaceAll("import('./libraries')", '__libraries()')}\nconst __libraries = ${lazyLibraries(libraries)};\n`;
      return { contents, loader: 'ts' };
    });
  },
};

/**
 * The two files as they should be: { [file]: text }.
 * @returns {Promise<Record<string, string>>}
 */
export async function checkerBundle() {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [ENTRY],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    packages: 'external',
    target: 'es2022',
    charset: 'utf8',
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
    plugins: [lazyLibrariesPlugin],
  });
  const js = result.outputFiles[0].text;
  // The bundle imports no package until a chain is checked, so Node can load it as it is.
  const { SHAPES } = await import(`data:text/javascript,${encodeURIComponent(js)}`);
  const banner = header(SHAPES);
  const [types] = generateDtsBundle([{ filePath: path.join(ROOT, ENTRY), output: { noBanner: true } }], { preferredConfigPath: path.join(ROOT, 'scripts/examples/tsconfig.checker.json') });
  return { [CHECKER_FILES.js]: `${banner}${js}`, [CHECKER_FILES.types]: `${banner}${types}` };
}

/**
 * Files (relative to the repository) whose committed text differs from the bundle's.
 * @param {Record<string, string>} files
 * @param {(file: string) => Promise<string> | string} [readText]
 * @returns {Promise<string[]>}
 */
export async function differingCheckerFiles(files, readText = (file) => readFile(path.join(ROOT, file), 'utf8').catch(() => '')) {
  const out = [];
  for (const [file, text] of Object.entries(files)) if ((await readText(file)) !== text) out.push(file);
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const files = await checkerBundle();
  const differing = await differingCheckerFiles(files);
  if (process.argv.includes('--check')) {
    for (const file of differing) console.error(`differs from lib/inspect's bundle: ${file} (run npm run generate:checker)`);
    process.exitCode = differing.length ? 1 : 0;
  } else {
    for (const file of differing) await writeFile(path.join(ROOT, file), files[file]);
    console.log(`checker written (${differing.length} file(s) changed)`);
  }
}
