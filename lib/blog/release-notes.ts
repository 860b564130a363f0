import {
  operationLabel,
  type ApiChange,
  type ChangedOperation,
} from '@/lib/openapi/changes/compare';
import { releaseChanges, type Release } from '@/lib/openapi/changes/releases';
import { deprecationEnds, isDeprecation } from '@/lib/openapi/changes/rules';
import type { JsonObject } from '@/lib/openapi/document/walk';
import {
  groupOperationsByTag,
  listOperations,
  type ApiOperation,
} from '@/lib/openapi/pages/operation-list';
import { apiOperationPath } from '@/lib/urls';

/** The changes of one operation (or of the document itself, without `operation`). */
export interface ChangeGroup {
  operation?: ChangedOperation;
  /** "POST /v1/transactions/SOL/broadcast (broadcastSolTransaction)", or "The description". */
  label: string;
  /** The operation in the reference, when the current description still has it. */
  href?: string;
  /** The operation is no longer in the current description: named, not linked. */
  removed: boolean;
  changes: ApiChange[];
}

/** An operation of the first release, and whether the reference still has it. */
export interface FirstReleaseOperation {
  operation: ApiOperation;
  /** The operation is no longer in the current description: named, not linked. */
  removed: boolean;
}

export interface ReleaseNotes {
  version: string;
  /** The release compared with; absent for the first release. */
  previous?: string;
  /** Breaking changes: callers may have to change their code. */
  breaking: ChangeGroup[];
  /** Deprecations: announced with the post's date, kept at least until `deprecation.ends`. */
  deprecated: ChangeGroup[];
  /** The post's date and the earliest end of what it deprecates, when the post is known. */
  deprecation?: { announced: string; ends: string };
  /** Additions and other changes that keep callers working (notable, not deprecations). */
  other: ChangeGroup[];
  /** Internal: descriptions, summaries, examples. */
  documentation: ChangeGroup[];
  /** `other` counts the deprecations too. */
  counts: { breaking: number; other: number; documentation: number };
  /** The first release: its operations by tag, all of them new. */
  firstRelease?: { tag: string; operations: FirstReleaseOperation[] }[];
}

const DOCUMENT_LABEL = 'The description';

function grouped(changes: ApiChange[], current: Set<string>): ChangeGroup[] {
  const groups = new Map<string, ChangeGroup>();
  for (const change of changes) {
    const label = change.operation ? operationLabel(change.operation) : DOCUMENT_LABEL;
    let group = groups.get(label);
    if (!group) {
      const operationId = change.operation?.operationId;
      const removed = Boolean(change.operation) && !(operationId && current.has(operationId));
      group = {
        operation: change.operation,
        label,
        href: removed || !operationId ? undefined : apiOperationPath(operationId),
        removed,
        changes: [],
      };
      groups.set(label, group);
    }
    group.changes.push(change);
  }
  return [...groups.values()];
}

/**
 * What a release post lists under its hand-written text: the changes since the release before,
 * by class (breaking, deprecated, other, documentation) and by operation; for the first release,
 * its operations. Links go to operations the current description (`current`, the site's, never a
 * release's own) still has; one it lost is named as removed, so a later removal breaks no post.
 * `announced` is the post's date, which starts the deprecation period.
 */
export function releaseNotes(
  releases: Release[],
  version: string,
  current: JsonObject,
  announced?: string,
): ReleaseNotes | undefined {
  const found = releaseChanges(releases, version);
  if (!found) return undefined;
  const known = new Set(listOperations(current).map((operation) => operation.operationId));
  const byType = (keep: (change: ApiChange) => boolean) =>
    grouped(found.changes.filter(keep), known);
  const count = (keep: (change: ApiChange) => boolean) => found.changes.filter(keep).length;
  const isBreaking = (change: ApiChange) => change.type === 'breaking';
  const isText = (change: ApiChange) => change.type === 'internal';
  const isNotable = (change: ApiChange) => change.type === 'notable';
  return {
    version,
    previous: found.previous?.version,
    breaking: byType(isBreaking),
    deprecated: byType((change) => isNotable(change) && isDeprecation(change.rule)),
    ...(announced && { deprecation: { announced, ends: deprecationEnds(announced) } }),
    other: byType((change) => isNotable(change) && !isDeprecation(change.rule)),
    documentation: byType(isText),
    counts: { breaking: count(isBreaking), other: count(isNotable), documentation: count(isText) },
    ...(!found.previous && {
      firstRelease: groupOperationsByTag(found.release.document).map(({ tag, operations }) => ({
        tag: tag.name,
        operations: operations.map((operation) => ({
          operation,
          removed: !known.has(operation.operationId),
        })),
      })),
    }),
  };
}

/** What a release post says beside an operation the reference no longer has. */
export const REMOVED_NOTE = 'removed from the API';

/** "Deprecated on 2027-01-15: each stays until at least 2027-07-15, and goes only in a major version." */
export function deprecationSentence(notes: ReleaseNotes): string {
  const period = notes.deprecation
    ? `Deprecated on ${notes.deprecation.announced}: each stays until at least ${notes.deprecation.ends}`
    : 'Deprecated in this release: each stays for the deprecation period';
  return `${period}, and goes only in a major version.`;
}

/** One change inside its operation's group: "response 200 body: result.explorerUrl: removed". */
export function changeDetail(change: ApiChange): string {
  return `${change.where}${change.field ? `: ${change.field}` : ''}: ${change.kind}`;
}

/** The notes as Markdown, for the post's Markdown copy; `absolute` turns a site path into a URL. */
export function releaseNotesMarkdown(
  notes: ReleaseNotes,
  absolute: (path: string) => string,
): string {
  const lines: string[] = [`## Changes in ${notes.version}`, ''];
  if (notes.firstRelease) {
    const total = notes.firstRelease.reduce((sum, group) => sum + group.operations.length, 0);
    lines.push(`${notes.version} is the first release: its ${total} operations are all new.`, '');
    for (const { tag, operations } of notes.firstRelease) {
      lines.push(`### ${tag}`, '');
      for (const { operation, removed } of operations) {
        const name = `${operation.method.toUpperCase()} ${operation.path}`;
        lines.push(
          removed
            ? `- ${name} (${REMOVED_NOTE}): ${operation.summary}`
            : `- [${name}](${absolute(apiOperationPath(operation.operationId))}): ${operation.summary}`,
        );
      }
      lines.push('');
    }
    return lines.join('\n');
  }
  const { breaking, other, documentation } = notes.counts;
  lines.push(
    `Since ${notes.previous}: ${breaking} breaking, ${other} other and ${documentation} documentation changes.`,
    '',
  );
  const section = (title: string, groups: ChangeGroup[]) => {
    if (!groups.length) return;
    if (title) lines.push(`### ${title}`, '');
    for (const group of groups) {
      const name = group.href
        ? `[${group.label}](${absolute(group.href)})`
        : group.removed
          ? `${group.label} (${REMOVED_NOTE})`
          : group.label;
      lines.push(`- ${name}`, ...group.changes.map((change) => `  - ${changeDetail(change)}`));
    }
    lines.push('');
  };
  section('Breaking changes', notes.breaking);
  if (notes.deprecated.length) {
    lines.push('### Deprecated', '', deprecationSentence(notes), '');
    section('', notes.deprecated);
  }
  section('Other changes', notes.other);
  section('Documentation changes', notes.documentation);
  return lines.join('\n');
}
