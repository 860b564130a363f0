import { findOperation } from '../document/walk';
import type { ApiChange } from './compare';
import { releaseChanges, type Release } from './releases';

/** A release post, as the history links it. */
export interface PostLink {
  title: string;
  permalink: string;
}

export interface OperationChangeEntry {
  version: string;
  /** The post announcing the release, when it has one. */
  post?: PostLink;
  /** The operation's changes in that release. */
  changes: ApiChange[];
  breaking: number;
}

export interface OperationHistory {
  operationId: string;
  /** The first release holding the operation; absent when no release holds it yet. */
  introducedIn?: { version: string; post?: PostLink };
  /** The releases after that one that changed the operation, newest first. */
  changedIn: OperationChangeEntry[];
  /** The release that dropped the operation, when the latest release no longer holds it. */
  removedIn?: { version: string; post?: PostLink };
}

/**
 * An operation's history over the releases (oldest first): the release it appeared in, each
 * later release that changed it, and the release that removed it, with the post that announced
 * each release. An operation is followed by its operationId; a change belongs to it when the
 * comparison names its method and path.
 */
export function operationHistory(
  operationId: string,
  releases: Release[],
  postFor: (version: string) => PostLink | undefined,
): OperationHistory {
  const history: OperationHistory = { operationId, changedIn: [] };
  let known = false;
  for (const release of releases) {
    const here = findOperation(release.document, operationId);
    if (!here) {
      if (known) history.removedIn = { version: release.version, post: postFor(release.version) };
      known = false;
      continue;
    }
    delete history.removedIn;
    if (!known) {
      // The first release holding it (or the first again after a release that dropped it).
      history.introducedIn ??= { version: release.version, post: postFor(release.version) };
      known = true;
      if (history.introducedIn.version === release.version) continue;
    }
    const changes = (releaseChanges(releases, release.version)?.changes ?? []).filter(
      (change) => change.operation?.method === here.method && change.operation.path === here.path,
    );
    if (changes.length) {
      history.changedIn.unshift({
        version: release.version,
        post: postFor(release.version),
        changes,
        breaking: changes.filter((change) => change.type === 'breaking').length,
      });
    }
  }
  return history;
}
