import semver from 'semver';
import type { JsonObject } from '../document/walk';
import { changeLine, compareDescriptions, type ApiChange } from './compare';
import { latestRelease, VERSION_FILE, versionProblems, type Release } from './releases';

/** The policy page's source, named in the gate's message. */
const CHANGE_POLICY_PAGE = 'content/docs/api-change-policy.mdx';

export interface GateResult {
  /** Why the description may not be merged as it is; empty when it may. */
  failures: string[];
  /** What a maintainer should know without failing: changes waiting for a release. */
  notes: string[];
  /** Every change since the latest release. */
  changes: ApiChange[];
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The version the changes call for: major for a breaking change, minor for an addition, patch for text. */
export function nextVersion(latest: string, changes: ApiChange[]): string {
  if (changes.some((change) => change.type === 'breaking')) return semver.inc(latest, 'major')!;
  if (changes.some((change) => change.type === 'notable')) return semver.inc(latest, 'minor')!;
  return semver.inc(latest, 'patch')!;
}

function listed(changes: ApiChange[], withRule = false): string {
  return changes
    .map((change) => `  - ${changeLine(change)}${withRule ? ` (rule ${change.rule})` : ''}`)
    .join('\n');
}

/**
 * The breaking-change gate: the working description (`document`) against the latest release.
 * - A breaking change fails unless info.version has a higher major version than the release.
 * - Any other change while info.version still equals the release is reported, not failed.
 * - info.version lower than the latest release, or not a version, fails.
 */
export function checkAgainstLatestRelease(document: JsonObject, releases: Release[]): GateResult {
  const failures = versionProblems(document, releases);
  const latest = latestRelease(releases);
  if (failures.length || !latest) {
    return {
      failures,
      notes: latest
        ? []
        : ['No release has been cut yet: `npm run release:cut` records the first.'],
      changes: [],
    };
  }
  const version = (document.info as JsonObject).version as string;
  const changes = compareDescriptions(latest.document, document);
  const breaking = changes.filter((change) => change.type === 'breaking');
  const notes: string[] = [];
  const since = `since release ${latest.version} (${latest.file})`;

  if (breaking.length && semver.major(version) <= semver.major(latest.version)) {
    failures.push(
      `${plural(breaking.length, 'breaking change')} ${since} without a major version bump of info.version ` +
        `(${VERSION_FILE}: ${version}):\n${listed(breaking, true)}\n` +
        `Undo them, or set info.version to ${semver.inc(latest.version, 'major')} and write ` +
        `a release post saying what callers must change. ` +
        `(A version that was never published can be recorded again instead: \`npm run release:cut -- --recut\`.) ` +
        `The rules are in lib/openapi/changes/rules.ts and on the page ${CHANGE_POLICY_PAGE}.`,
    );
  } else if (changes.length && version === latest.version) {
    notes.push(
      `${plural(changes.length, 'change')} ${since} while info.version is still ${version}:\n${listed(changes)}\n` +
        `Release them as ${nextVersion(latest.version, changes)}: set info.version, then \`npm run release:cut\`.`,
    );
  } else if (changes.length) {
    notes.push(
      `${plural(changes.length, 'change')} ${since}, to be released as ${version} (\`npm run ` +
        `release:cut\` records it).`,
    );
  }
  return { failures, notes, changes };
}
