#!/usr/bin/env node
// The check-transaction package (packages/check-transaction): its code is the checker's single
// file (content/examples/check-transaction.mjs and .d.mts, npm run generate:checker), copied into
// the package when it is packed (its prepack script runs this file), so the examples, the page's
// download and the package hold one code. `npm pack` in the package's folder makes the tarball;
// packChecker runs it for the site's download of the tarball.
import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PACKAGE_DIR = path.join(ROOT, 'packages/check-transaction');
const CHECKER = ['check-transaction.mjs', 'check-transaction.d.mts'];

/**
 * The package's name, version and the file name `npm pack` gives its tarball.
 * @returns {Promise<{ name: string, version: string, tarball: string }>}
 */
export async function checkerPackage() {
  const { name, version } = JSON.parse(
    await readFile(path.join(PACKAGE_DIR, 'package.json'), 'utf8'),
  );
  return { name, version, tarball: `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz` };
}

/** Copies the checker's single file and its types into the package. */
export async function copyChecker() {
  for (const file of CHECKER)
    await copyFile(path.join(ROOT, 'content/examples', file), path.join(PACKAGE_DIR, file));
}

/**
 * Packs the package with npm into a new temporary folder; resolves to the tarball's path.
 * @returns {Promise<string>}
 */
export async function packChecker() {
  const destination = await mkdtemp(path.join(tmpdir(), 'check-transaction-pack-'));
  const { stdout } = await promisify(execFile)(
    'npm',
    ['pack', '--json', '--pack-destination', destination],
    { cwd: PACKAGE_DIR },
  );
  const [{ filename }] = JSON.parse(stdout);
  return path.join(destination, filename);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  await copyChecker();
