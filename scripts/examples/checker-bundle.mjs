#!/usr/bin/env node
// Writes the forge-answer checker as one file, content/examples/check-transaction.mjs, and its
// types check-transaction.d.mts, from lib/chains/check (the code the site's "Check a transaction" page
// runs): the file the example programs import, and the code of the check-transaction package
// (packages/check-transaction). A reader installs only the library of their chain, so the file
// imports no package when it loads: each chain family's checker (lib/chains/<family>/check.ts,
// with the forge code it rebuilds transactions with) is bundled on its own as CommonJS and put in
// the file as a function that imports that family's packages when an answer of the family is
// checked (familyLoader below), in the place of the loader its definition (lib/chains/<family>/
// index.ts) gives the registry; the definition's other loaders (its forge, its check of signed
// transactions) are not part of the checker. The modules every family builds on (lib/chains/base:
// its errors, the comparison) are handed to it, so that one InspectError class serves all.
// dts-bundle-generator writes the types into one declaration file.
//
//   npm run generate:checker             rewrites the two files where they differ
//   npm run generate:checker -- --check  exits 1 if a committed file differs
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';
import { generateDtsBundle } from 'dts-bundle-generator';
import { FORGE_FAMILIES } from '../../lib/chains/operations';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ENTRY = 'lib/chains/check/bundle.ts';
export const CHECKER_FILES = {
  js: 'content/examples/check-transaction.mjs',
  types: 'content/examples/check-transaction.d.mts',
};
/** The families the check knows: those of the registry the API forges for. */
const FAMILIES = Object.keys(FORGE_FAMILIES);
/**
 * A family's definition, whose loaders the bundle replaces: its checker by the bundled one, the
 * others by a refusal.
 */
const DEFINITION = /lib[\\/]chains[\\/]([^\\/]+)[\\/]index\.ts$/;

/**
 * The header of both files: what the checker is and what to install for each chain (from its SHAPES).
 * @param {Record<string, { name: string, packages: readonly string[] }>} SHAPES
 */
function header(SHAPES) {
  const width = Math.max(...Object.values(SHAPES).map((s) => s.name.length));
  return [
    '// check-transaction: checks a forge answer of the staking API against the request it was forged',
    '// for, before you sign: every part of the transaction must be explained by the request, the',
    "// operation, chain state or a fee within the chain's ceiling. Save check-transaction.mjs (and",
    '// check-transaction.d.mts for TypeScript) next to your program and install the library of your chain:',
    ...Object.values(SHAPES).map(
      (s) => `//   ${s.name.padEnd(width)}  npm install ${s.packages.join(' ')}`,
    ),
    "// Only the library of the chain being checked is loaded. Written from the documentation's",
    '// lib/chains (npm run generate:checker): edit that, not this file.',
    '',
  ].join('\n');
}

/**
 * The package an import specifier names: "@scope/name" or "name".
 * @param {string} specifier
 */
export const packageOf = (specifier) => specifier.replace(/^(@[^/]+\/[^/]+|[^@/][^/]*).*$/, '$1');

/**
 * Whether a module is one the check shares with the families' checkers (and so a family's bundle
 * must not have its own copy of): what every family builds on (lib/chains/base), and each family's
 * table of operations, which its definition gives the check too.
 * @param {string} file
 */
const isShared = (file) =>
  /^lib\/chains\/base\/[^/]+\.m?[jt]s$/.test(file) ||
  /^lib\/chains\/[^/]+\/operations\.ts$/.test(file);

/**
 * A family's checker as CommonJS, its packages and the shared modules left as require()s of their
 * names: { code, packages, shared }.
 * @param {string} family
 */
async function familyBundle(family) {
  /** @type {import('esbuild').Plugin} */
  const shareModules = {
    name: 'share-modules',
    setup(builder) {
      builder.onResolve({ filter: /^\./ }, async (args) => {
        if (args.pluginData?.resolving) return undefined;
        const resolved = await builder.resolve(args.path, {
          resolveDir: args.resolveDir,
          kind: args.kind,
          pluginData: { resolving: true },
        });
        const file = path.relative(ROOT, resolved.path).split(path.sep).join('/');
        return isShared(file) ? { path: file, external: true } : undefined;
      });
    },
  };
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [`lib/chains/${family}/check.ts`],
    bundle: true,
    format: 'cjs',
    platform: 'neutral',
    mainFields: ['module', 'main'],
    packages: 'external',
    target: 'es2022',
    charset: 'utf8',
    legalComments: 'none',
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [shareModules],
  });
  const imports = Object.values(result.metafile.outputs).flatMap((output) =>
    output.imports.filter((i) => i.external).map((i) => i.path),
  );
  // require() hands out ES module namespaces (marked __esModule), whose default export is their
  // default: esbuild's Node-mode interop, which would take the whole namespace as the default, is not wanted.
  const code = result.outputFiles[0].text.replace(
    /__toESM\((require\("[^"]+"\)), 1\)/g,
    '__toESM($1)',
  );
  return {
    code,
    packages: [...new Set(imports.filter((i) => !isShared(i)))],
    shared: [...new Set(imports.filter(isShared))],
  };
}

/**
 * A family's checker as a function of the single file: it imports the family's packages, then runs
 * the CommonJS bundle with a require() that hands out those packages and the shared modules.
 * @param {string} family
 * @param {{ code: string, packages: string[] }} bundle
 * @param {Map<string, string>} sharedNames  shared module → the bundle's name for its namespace
 */
export function familyLoader(family, bundle, sharedNames) {
  const packages = bundle.packages.map(
    (specifier) =>
      `${JSON.stringify(specifier)}: { __esModule: true, ...(await import(${JSON.stringify(specifier)})) }`,
  );
  return [
    `async function __checker_${family}() {`,
    `  const modules = { ` +
      `${[...packages, ...[...sharedNames].map(([file, name]) => `${JSON.stringify(file)}: ${name}`)].join(', ')} };`,
    '  const require = (id) => { if (!(id in modules)) throw new Error(`check-transaction: ' +
      '${id} is not bundled`); return modules[id]; };',
    '  const module = { exports: {} };',
    `  (function (module, exports, require) {\n${bundle.code}\n  })(module, module.exports, require);`,
    '  return module.exports;',
    '}',
  ].join('\n');
}

/** Where the checker's types read the registry's families from (tsconfig.checker.json maps the registry there). */
const FAMILIES_DECLARATION = 'generated/checker/registry.d.mts';

/**
 * The registry's families as a declaration, for the checker's types: the declaration bundler reads
 * TypeScript, and the registry is a JavaScript module whose families it would follow into every
 * family's code; the union it derives is written out instead.
 */
async function writeFamiliesDeclaration() {
  const union = FAMILIES.map((family) => JSON.stringify(family)).join(' | ');
  const text =
    `// The families of lib/chains/registry.ts the API forges for, written by ` +
    `scripts/examples/checker-bundle.mjs.\nexport type ForgeFamily = ${union};\n`;
  await mkdir(path.join(ROOT, path.dirname(FAMILIES_DECLARATION)), { recursive: true });
  await writeFile(path.join(ROOT, FAMILIES_DECLARATION), text);
}

/**
 * The two files as they should be: { [file]: text }.
 * @returns {Promise<Record<string, string>>}
 */
export async function checkerBundle() {
  const families = Object.fromEntries(
    await Promise.all(FAMILIES.map(async (family) => [family, await familyBundle(family)])),
  );
  const shared = [...new Set(Object.values(families).flatMap((f) => f.shared))].sort();
  const sharedNames = new Map(shared.map((file, i) => [file, `__shared_${i}`]));
  /** @type {import('esbuild').Plugin} */
  const familyLoaders = {
    name: 'family-loaders',
    setup(builder) {
      builder.onLoad({ filter: DEFINITION }, (args) => {
        const family = DEFINITION.exec(args.path)?.[1] ?? '';
        const source = readFileSync(args.path, 'utf8').replace(
          /import\((?:\/\*[^*]*\*\/ )?'\.\/(?!check')[\w-]+'\)/g,
          "Promise.reject(new Error('check-transaction: only the check of forge answers is bundled'))",
        );
        if (!FAMILIES.includes(family)) return { contents: source, loader: 'ts' };
        const dynamic = "import('./check')";
        if (!source.includes(dynamic))
          throw new Error(`lib/chains/${family}/index.ts does not load its checker as ${dynamic}`);
        const namespaces = shared.map(
          (file) =>
            `import * as ${sharedNames.get(file)} from ${JSON.stringify(
              path
                .relative(path.dirname(args.path), path.join(ROOT, file))
                .split(path.sep)
                .join('/')
                .replace(/^(?!\.)/, './'),
            )};`,
        );
        return {
          contents: [
            ...namespaces,
            source.replace(dynamic, `__checker_${family}()`),
            familyLoader(family, families[family], sharedNames),
          ].join('\n'),
          loader: 'ts',
        };
      });
    },
  };
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
    plugins: [familyLoaders],
  });
  const js = result.outputFiles[0].text;
  // The bundle imports no package until a chain is checked, so Node can load it as it is.
  const { SHAPES } = await import(`data:text/javascript,${encodeURIComponent(js)}`);
  const banner = header(SHAPES);
  await writeFamiliesDeclaration();
  const [types] = generateDtsBundle(
    [{ filePath: path.join(ROOT, ENTRY), output: { noBanner: true } }],
    { preferredConfigPath: path.join(ROOT, 'scripts/examples/tsconfig.checker.json') },
  );
  return { [CHECKER_FILES.js]: `${banner}${js}`, [CHECKER_FILES.types]: `${banner}${types}` };
}

/**
 * Files (relative to the repository) whose committed text differs from the bundle's.
 * @param {Record<string, string>} files
 * @param {(file: string) => Promise<string> | string} [readText]
 * @returns {Promise<string[]>}
 */
export async function differingCheckerFiles(
  files,
  readText = (file) => readFile(path.join(ROOT, file), 'utf8').catch(() => ''),
) {
  const out = [];
  for (const [file, text] of Object.entries(files))
    if ((await readText(file)) !== text) out.push(file);
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const files = await checkerBundle();
  const differing = await differingCheckerFiles(files);
  if (process.argv.includes('--check')) {
    for (const file of differing)
      console.error(
        `differs from the bundle of lib/chains/check: ${file} (run npm run generate:checker)`,
      );
    process.exitCode = differing.length ? 1 : 0;
  } else {
    for (const file of differing) await writeFile(path.join(ROOT, file), files[file]);
    console.log(`checker written (${differing.length} file(s) changed)`);
  }
}
