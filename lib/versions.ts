import type { DocsVersion } from '@/lib/config/schema';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import { siteHref } from '@/lib/urls';

/** The versions dropdown shows only when more than one version exists. */
export function hasVersionChoice(versions: readonly DocsVersion[]): boolean {
  return versions.length > 1;
}

/** The URL of a version's main doc: its path, then the doc's slug ("x/index" is the folder). */
export function versionMainDocHref(version: DocsVersion): string {
  const slug = version.mainDocId.replace(/(^|\/)index$/, '');
  return siteHref([version.path.replace(/\/+$/, ''), slug].filter(Boolean).join('/'));
}

/** The version whose path holds the page; the longest matching path wins. */
export function versionOfPath(
  pathname: string,
  versions: readonly DocsVersion[],
): DocsVersion | undefined {
  return [...versions]
    .sort((a, b) => b.path.length - a.path.length)
    .find((version) => {
      const base = version.path.replace(/\/+$/, '');
      return pathname === base || pathname.startsWith(`${base}/`);
    });
}

/** The reader's preferred docs version, in local storage. */
export function readPreferredVersion(versions: readonly DocsVersion[]): DocsVersion | undefined {
  try {
    const name = window.localStorage.getItem(STORAGE_KEYS.docsPreferredVersion);
    return versions.find((version) => version.name === name);
  } catch {
    return undefined;
  }
}

export function savePreferredVersion(name: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS.docsPreferredVersion, name);
  } catch {
    // Storage can be blocked (private mode); the link still works.
  }
}
