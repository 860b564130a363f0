// `npm run deps`: the packages that reach the browser or the build, each with the version
// installed and the newest on the registry (npm outdated's data), for the upkeep of SECURITY.md.
// - dependency: the site's dependencies, what next build bundles into pages or runs itself;
// - build: a devDependency the build imports, found by following the imports of the build's
//   entry points (next.config.mjs, its MDX plugins, app/, scripts/build/) through the project's
//   own files. Test, benchmark, sandbox and example tools are not listed: none of them is
//   shipped or builds what is.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = process.cwd();
/** Packages below the dependencies that SECURITY.md follows: every copy installed, and the newest. */
const WATCHED = ['react-router', 'react-router-dom', 'lodash'];
const ENTRY_POINTS = [
  'next.config.mjs',
  'mdx-components.tsx',
  'app',
  'scripts/build',
  'lib/mdx/remark-page-data.ts',
];
const SOURCE = /\.(?:[cm]?[jt]sx?)$/;
const TEST = /\.(?:test|e2e)\.[cm]?[jt]sx?$/;
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx', '/index.mjs'];

/** Every source file under a folder (or the file itself), tests left out. @param {string} entry @returns {string[]} */
function sourceFiles(entry) {
  const full = path.join(ROOT, entry);
  if (fs.statSync(full).isFile()) return [full];
  return fs
    .readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((file) => SOURCE.test(file) && !TEST.test(file))
    .map((file) => path.join(full, file));
}

/** The package a bare import specifier names ("@scope/name/sub" → "@scope/name"). @param {string} specifier */
function packageOf(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The project file a relative or "@/" import names, if it is one. @param {string} from @param {string} specifier */
function projectFile(from, specifier) {
  const base = specifier.startsWith('@/')
    ? path.join(ROOT, specifier.slice(2))
    : path.resolve(path.dirname(from), specifier);
  return EXTENSIONS.map((extension) => base + extension).find(
    (file) => fs.existsSync(file) && fs.statSync(file).isFile(),
  );
}

// Imports, and the MDX plugins next.config.mjs names as strings ('remark-gfm', 'rehype-pretty-code').
const IMPORT =
  /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]|['"]((?:remark|rehype)-[\w-]+)['"]/gm;
const imported = new Set();
const seen = new Set();
const queue = ENTRY_POINTS.flatMap(sourceFiles);
while (queue.length) {
  const file = /** @type {string} */ (queue.pop());
  if (seen.has(file)) continue;
  seen.add(file);
  for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2];
    if (specifier.startsWith('node:')) continue;
    if (/^(?:\.|@\/)/.test(specifier)) {
      const next = projectFile(file, specifier);
      if (next && SOURCE.test(next)) queue.push(next);
    } else imported.add(packageOf(specifier));
  }
}

const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const dependencies = Object.keys(manifest.dependencies ?? {});
const devDependencies = Object.keys(manifest.devDependencies ?? {});
const rows = [
  ...dependencies.map((name) => ({ name, reaches: 'dependency' })),
  ...devDependencies
    .filter((name) => imported.has(name))
    .map((name) => ({ name, reaches: 'build' })),
].sort((a, b) => a.name.localeCompare(b.name));

// npm outdated lists only the direct dependencies with a newer version; it exits 1 when it lists any.
/** @type {Record<string, { latest: string }>} */
let outdated = {};
try {
  outdated = JSON.parse(
    execFileSync('npm', ['outdated', '--json'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }) || '{}',
  );
} catch (error) {
  const { stdout } = /** @type {{ stdout?: string }} */ (error);
  if (!stdout) throw new Error('npm outdated gave no answer: is the registry reachable?');
  outdated = JSON.parse(stdout);
}

/** @param {string} name */
const installed = (name) =>
  JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8'))
    .version;

const lines = [
  '| package | reaches | installed | newest on the registry |',
  '| --- | --- | --- | --- |',
];
for (const { name, reaches } of rows) {
  const current = installed(name);
  const latest = outdated[name]?.latest ?? current;
  lines.push(
    `| \`${name}\` | ${reaches} | ${current} | ${latest === current ? `${latest} (current)` : `**${latest}**`} |`,
  );
}
console.log(lines.join('\n'));

/** Every installed version of a package anywhere in the tree (npm ls). @param {string} name */
function installedCopies(name) {
  /** @type {Set<string>} */
  const versions = new Set();
  /** @param {{ dependencies?: Record<string, { version?: string }> }} node */
  const walk = (node) => {
    for (const [dependency, child] of Object.entries(node.dependencies ?? {})) {
      if (dependency === name && child.version) versions.add(child.version);
      walk(child);
    }
  };
  walk(
    JSON.parse(
      execFileSync('npm', ['ls', name, '--all', '--json'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }),
    ),
  );
  return [...versions].sort();
}

const watched = [
  '',
  '| watched below the dependencies (SECURITY.md) | installed | newest on the registry |',
  '| --- | --- | --- |',
];
for (const name of WATCHED) {
  const latest = execFileSync('npm', ['view', name, 'version'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }).trim();
  watched.push(`| \`${name}\` | ${installedCopies(name).join(', ')} | ${latest} |`);
}
console.log(watched.join('\n'));
