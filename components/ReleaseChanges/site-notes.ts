import { releaseNotes, type ReleaseNotes } from '@/lib/blog/release-notes';
import { getReleases } from '@/lib/openapi/changes/releases';
import { loadApiDocument } from '@/lib/openapi/document/load';

/**
 * The site's notes of a release: its released descriptions (openapi/releases/) against the
 * site's current one; `announced`, the date of its post, dates its deprecations.
 */
export function siteReleaseNotes(version: string, announced?: string): ReleaseNotes | undefined {
  const document = loadApiDocument();
  return releaseNotes(getReleases(document), version, document, announced);
}
