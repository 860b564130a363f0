import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { isObject, type JsonObject } from '../document/walk';
import { compareDescriptions, type ApiChange } from './compare';

/**
 * Every released version of the API keeps the description it was released with, bundled into
 * one JSON file: openapi/releases/<version>.json (`npm run release:cut` writes it). The release
 * posts, the per-operation history and the breaking-change gate compare these files.
 */
export const RELEASES_FOLDER = 'openapi/releases';
/** The file that holds info.version, named in messages about it. */
export const VERSION_FILE = 'openapi/openapi.yaml';

export interface Release {
  version: string;
  /** The release file, relative to the project: "openapi/releases/1.0.0.json". */
  file: string;
  document: JsonObject;
}

const RELEASE_FILE_NAME = /^(\d+\.\d+\.\d+)\.json$/;

/** A release file as it must be: JSON, an OpenAPI document, info.version equal to its name. */
function readRelease(dir: string, name: string, root: string): Release {
  const full = path.join(dir, name);
  const file = path.relative(root, full).split(path.sep).join('/');
  const match = RELEASE_FILE_NAME.exec(name);
  if (!match || !semver.valid(match[1])) {
    throw new Error(
      `${file}: a release file is named after its version, MAJOR.MINOR.PATCH.json (e.g. 1.0.0.json).`,
    );
  }
  let document: unknown;
  try {
    document = JSON.parse(fs.readFileSync(full, 'utf8'));
  } catch (error) {
    throw new Error(
      `${file} does not parse as JSON (${(error as Error).message}). Cut the release again ` +
        `with \`npm run release:cut -- --recut\`.`,
    );
  }
  const version = match[1];
  if (!isObject(document) || typeof document.openapi !== 'string' || !isObject(document.info)) {
    throw new Error(
      `${file} is not an OpenAPI description (no "openapi" and "info"). Cut the release ` +
        `again with \`npm run release:cut -- --recut\`.`,
    );
  }
  if (document.info.version !== version) {
    throw new Error(
      `${file}: its info.version is ${JSON.stringify(document.info.version)}, not ${version} as its name says.`,
    );
  }
  return { version, file, document };
}

const cache = new Map<string, { stamp: string; releases: Release[] }>();

/**
 * Every release of `dir`, oldest first. A file that is not a release (wrong name, not JSON, not
 * an OpenAPI document, a version unlike its name) fails here, naming it. Read again when a file
 * of the folder changes, so `next dev` sees a new release.
 */
export function listReleases(
  dir: string = path.join(process.cwd(), RELEASES_FOLDER),
  root: string = process.cwd(),
): Release[] {
  if (!fs.existsSync(dir)) return [];
  const names = fs
    .readdirSync(dir)
    .filter((name) => !name.startsWith('.'))
    .sort();
  const stamp = names
    .map((name) => `${name}:${fs.statSync(path.join(dir, name)).mtimeMs}`)
    .join('|');
  const known = cache.get(dir);
  if (known?.stamp === stamp) return known.releases;
  const releases = names
    .map((name) => readRelease(dir, name, root))
    .sort((a, b) => semver.compare(a.version, b.version));
  cache.set(dir, { stamp, releases });
  return releases;
}

export function latestRelease(releases: Release[]): Release | undefined {
  return releases[releases.length - 1];
}

/**
 * What is wrong with a description's info.version given the releases: not a version at all, or
 * lower than the latest release (a description cannot go back to before a published version).
 */
export function versionProblems(document: JsonObject, releases: Release[]): string[] {
  const version = isObject(document.info) ? document.info.version : undefined;
  if (typeof version !== 'string' || !semver.valid(version)) {
    return [
      `${VERSION_FILE}: info.version is ${JSON.stringify(version)}, not a version MAJOR.MINOR.PATCH (e.g. "1.1.0").`,
    ];
  }
  const latest = latestRelease(releases);
  if (latest && semver.lt(version, latest.version)) {
    return [
      `${VERSION_FILE}: info.version is ${version}, lower than the latest release ` +
        `${latest.version} (${latest.file}). Set it to ${latest.version} or higher.`,
    ];
  }
  return [];
}

/**
 * The site's releases (openapi/releases/), checked against the site's description (`document`,
 * the bundle of openapi/): a release file that does not parse, or an info.version lower than the
 * latest release, fails the build here, naming the file.
 */
export function getReleases(document: JsonObject): Release[] {
  const releases = listReleases();
  const problems = versionProblems(document, releases);
  if (problems.length) throw new Error(problems.join('\n'));
  return releases;
}

// The changes between two releases, computed once per build: every build process that needs
// them (the release posts, every operation's history) reads them from this cache, keyed by both
// documents and by the code that compares them.
const CHANGES_CACHE = path.join('.next', 'cache', 'release-changes');
const COMPARER_FILES = [
  'lib/openapi/changes/compare.ts',
  'lib/openapi/changes/rules.ts',
  'lib/openapi/changes/compare-schemas.ts',
  'lib/openapi/changes/compare-security.ts',
  'lib/openapi/document/walk.ts',
];
const inProcess = new Map<string, ApiChange[]>();

function changesKey(before: Release, after: Release, root: string): string {
  const hash = crypto.createHash('sha256');
  for (const file of COMPARER_FILES) {
    const full = path.join(root, file);
    hash.update(fs.existsSync(full) ? fs.readFileSync(full) : '').update('\0');
  }
  return hash
    .update(JSON.stringify(before.document))
    .update('\0')
    .update(JSON.stringify(after.document))
    .digest('hex');
}

/** The changes from `before` to `after` (two releases), from the cache when another process compared them already. */
export function changesBetween(
  before: Release,
  after: Release,
  root: string = process.cwd(),
): ApiChange[] {
  const key = changesKey(before, after, root);
  const known = inProcess.get(key);
  if (known) return known;
  const entry = path.join(root, CHANGES_CACHE, `${key}.json`);
  let changes: ApiChange[] | undefined;
  try {
    changes = JSON.parse(fs.readFileSync(entry, 'utf8')) as ApiChange[];
  } catch {
    changes = compareDescriptions(before.document, after.document);
    try {
      fs.mkdirSync(path.dirname(entry), { recursive: true });
      const partial = `${entry}.${process.pid}.tmp`;
      fs.writeFileSync(partial, JSON.stringify(changes));
      fs.renameSync(partial, entry);
    } catch {
      // A read-only checkout still builds: each process compares for itself.
    }
  }
  inProcess.set(key, changes);
  return changes;
}

/** A release with the changes since the release before it (none before the first). */
export interface ReleaseChanges {
  release: Release;
  previous?: Release;
  /** Empty for the first release, which has nothing to compare with. */
  changes: ApiChange[];
}

export function releaseChanges(releases: Release[], version: string): ReleaseChanges | undefined {
  const index = releases.findIndex((release) => release.version === version);
  if (index === -1) return undefined;
  const previous = index > 0 ? releases[index - 1] : undefined;
  return {
    release: releases[index],
    previous,
    changes: previous ? changesBetween(previous, releases[index]) : [],
  };
}
