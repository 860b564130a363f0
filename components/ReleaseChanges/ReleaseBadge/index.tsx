import type { ReleaseNotes } from '@/lib/blog/release-notes';
import { siteReleaseNotes } from '../site-notes';
import styles from './styles.module.css';

/** "API 2.0.0 · 3 breaking changes": whether a release asks callers to change their code, at a glance. */
export default function ReleaseBadge({
  version,
  notes = siteReleaseNotes(version),
}: {
  version: string;
  notes?: ReleaseNotes;
}) {
  if (!notes) return null;
  const breaking = notes.counts.breaking;
  const verdict = notes.firstRelease
    ? 'first release'
    : breaking
      ? `${breaking} breaking change${breaking === 1 ? '' : 's'}`
      : 'no breaking change';
  return (
    <p className={`${styles.badge} ${breaking ? styles.breaking : ''}`}>
      API {version} · {verdict}
    </p>
  );
}
