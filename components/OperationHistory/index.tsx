import Link from '@/components/Link';
import { getReleasePost } from '@/lib/blog/posts';
import {
  operationHistory,
  type OperationHistory as History,
  type PostLink,
} from '@/lib/openapi/changes/history';
import { latestRelease, type Release } from '@/lib/openapi/changes/releases';
import styles from './styles.module.css';

/** A release of the site's changelog, as the history links it. */
function sitePostFor(version: string): PostLink | undefined {
  const post = getReleasePost(version);
  return post && { title: post.frontMatter.title, permalink: post.permalink };
}

function Version({ version, post }: { version: string; post?: PostLink }) {
  return post ? <Link href={post.permalink}>{version}</Link> : <>{version}</>;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

interface OperationHistoryProps {
  operationId: string;
  /** The history to show; computed from `releases` and the changelog's posts when not given. */
  history?: History;
  /** The releases to read it from (the site's: getReleases); none is needed when `history` is given. */
  releases?: Release[];
  /** The latest release, named when the operation is in none yet. */
  latest?: string;
  /** The level of the "History" heading: 2 on a page of its own, deeper inside a section. */
  headingLevel?: 2 | 3 | 4;
}

/**
 * When an operation appeared and which releases changed it, each linked to its release post:
 * "Removed in 3.0.0", "Changed in 2.0.0: 2 changes, 1 breaking", "Added in 1.0.0". A server component: the data is
 * read at build time from the released descriptions.
 */
export default function OperationHistory({
  operationId,
  history,
  releases = [],
  latest,
  headingLevel = 2,
}: OperationHistoryProps) {
  const shown = history ?? operationHistory(operationId, releases, sitePostFor);
  const newest = latest ?? latestRelease(releases)?.version;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.history}>
      <Heading className={styles.heading}>History</Heading>
      <ul className={styles.list}>
        {shown.removedIn && (
          <li>
            <strong className={styles.breaking}>
              Removed in <Version version={shown.removedIn.version} post={shown.removedIn.post} />
            </strong>
          </li>
        )}
        {shown.changedIn.map((entry) => (
          <li key={entry.version}>
            Changed in <Version version={entry.version} post={entry.post} />:{' '}
            {plural(entry.changes.length, 'change')}
            {entry.breaking > 0 && (
              <strong className={styles.breaking}>, {entry.breaking} breaking</strong>
            )}
          </li>
        ))}
        <li>
          {shown.introducedIn ? (
            <>
              Added in{' '}
              <Version version={shown.introducedIn.version} post={shown.introducedIn.post} />
            </>
          ) : (
            <>New: in no release yet{newest ? ` (the latest is ${newest})` : ''}.</>
          )}
        </li>
      </ul>
    </section>
  );
}
