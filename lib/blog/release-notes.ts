import { groupOperationsByTag, listOperations, loadApiDocument, type ApiOperation, type JsonObject } from '@/lib/openapi';
import { operationLabel, type ApiChange, type ChangedOperation } from '@/lib/openapi/changes';
import { releaseChanges, type Release } from '@/lib/openapi/releases';
import { apiOperationPath } from '@/lib/urls';

/** The changes of one operation (or of the document itself, without `operation`). */
export interface ChangeGroup {
  operation?: ChangedOperation;
  /** "POST /v1/transactions/SOL/broadcast (broadcastSolTransaction)", or "The description". */
  label: string;
  /** The operation in the reference, when the current description still has it. */
  href?: string;
  changes: ApiChange[];
}

export interface ReleaseNotes {
  version: string;
  /** The release compared with; absent for the first release. */
  previous?: string;
  /** Breaking changes: callers may have to change their code. */
  breaking: ChangeGroup[];
  /** Additions and other changes that keep callers working (non-breaking, deprecated, unclassified). */
  other: ChangeGroup[];
  /** Text only: descriptions, summaries, examples. */
  documentation: ChangeGroup[];
  counts: { breaking: number; other: number; documentation: number };
  /** The first release: its operations by tag, all of them new. */
  firstRelease?: { tag: string; operations: ApiOperation[] }[];
}

const DOCUMENT_LABEL = 'The description';

function grouped(changes: ApiChange[], current: Set<string>): ChangeGroup[] {
  const groups = new Map<string, ChangeGroup>();
  for (const change of changes) {
    const label = change.operation ? operationLabel(change.operation) : DOCUMENT_LABEL;
    let group = groups.get(label);
    if (!group) {
      const operationId = change.operation?.operationId;
      group = { operation: change.operation, label, href: operationId && current.has(operationId) ? apiOperationPath(operationId) : undefined, changes: [] };
      groups.set(label, group);
    }
    group.changes.push(change);
  }
  return [...groups.values()];
}

/**
 * What a release post lists under its hand-written text: the changes since the release before,
 * by kind (breaking, other, documentation) and by operation; for the first release, its
 * operations. Links go to operations the current description still has (the link check
 * would fail on one it lost).
 */
export function releaseNotes(releases: Release[], version: string, current: JsonObject = loadApiDocument()): ReleaseNotes | undefined {
  const found = releaseChanges(releases, version);
  if (!found) return undefined;
  const known = new Set(listOperations(current).map((operation) => operation.operationId));
  const byType = (keep: (change: ApiChange) => boolean) => grouped(found.changes.filter(keep), known);
  const count = (keep: (change: ApiChange) => boolean) => found.changes.filter(keep).length;
  const isBreaking = (change: ApiChange) => change.type === 'breaking';
  const isText = (change: ApiChange) => change.type === 'annotation';
  const isOther = (change: ApiChange) => !isBreaking(change) && !isText(change);
  return {
    version,
    previous: found.previous?.version,
    breaking: byType(isBreaking),
    other: byType(isOther),
    documentation: byType(isText),
    counts: { breaking: count(isBreaking), other: count(isOther), documentation: count(isText) },
    ...(!found.previous && {
      firstRelease: groupOperationsByTag(found.release.document).map(({ tag, operations }) => ({ tag: tag.name, operations })),
    }),
  };
}

/** One change inside its operation's group: "response 200 body: result.explorerUrl: removed". */
export function changeDetail(change: ApiChange): string {
  return `${change.where}${change.field ? `: ${change.field}` : ''}: ${change.kind}`;
}

/** The notes as Markdown, for the post's Markdown copy; `absolute` turns a site path into a URL. */
export function releaseNotesMarkdown(notes: ReleaseNotes, absolute: (path: string) => string): string {
  const lines: string[] = [`## Changes in ${notes.version}`, ''];
  if (notes.firstRelease) {
    const total = notes.firstRelease.reduce((sum, group) => sum + group.operations.length, 0);
    lines.push(`${notes.version} is the first release: its ${total} operations are all new.`, '');
    for (const { tag, operations } of notes.firstRelease) {
      lines.push(`### ${tag}`, '', ...operations.map((operation) => `- [${operation.method.toUpperCase()} ${operation.path}](${absolute(apiOperationPath(operation.operationId))}): ${operation.summary}`), '');
    }
    return lines.join('\n');
  }
  const { breaking, other, documentation } = notes.counts;
  lines.push(`Since ${notes.previous}: ${breaking} breaking, ${other} other and ${documentation} documentation changes.`, '');
  const section = (title: string, groups: ChangeGroup[]) => {
    if (!groups.length) return;
    lines.push(`### ${title}`, '');
    for (const group of groups) {
      lines.push(`- ${group.href ? `[${group.label}](${absolute(group.href)})` : group.label}`, ...group.changes.map((change) => `  - ${changeDetail(change)}`));
    }
    lines.push('');
  };
  section('Breaking changes', notes.breaking);
  section('Other changes', notes.other);
  section('Documentation changes', notes.documentation);
  return lines.join('\n');
}
