import Link from '@/components/Link';
import { changeDetail, releaseNotes, type ChangeGroup, type ReleaseNotes } from '@/lib/blog/release-notes';
import { getReleases } from '@/lib/openapi/releases';
import { apiOperationPath } from '@/lib/urls';
import styles from './styles.module.css';

const TYPE_LABEL: Record<string, string> = { deprecated: 'deprecated', unclassified: 'unclassified' };

function Groups({ groups }: { groups: ChangeGroup[] }) {
  return (
    <ul className={styles.groups}>
      {groups.map((group) => (
        <li key={group.label}>
          {group.href ? <Link href={group.href} className={styles.operation}>{group.label}</Link> : <span className={styles.operation}>{group.label}</span>}
          <ul className={styles.changes}>
            {group.changes.map((change) => (
              <li key={`${change.pointer} ${change.kind}`}>
                {changeDetail(change)}
                {TYPE_LABEL[change.type] && <span className={styles.type}> ({TYPE_LABEL[change.type]})</span>}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The changes of an API release, generated from the released descriptions (openapi/releases/):
 * breaking ones first, by operation, under the post's hand-written text.
 */
export default function ReleaseChanges({ version, notes = releaseNotes(getReleases(), version) }: { version: string; notes?: ReleaseNotes }) {
  if (!notes) return null;
  if (notes.firstRelease) {
    const total = notes.firstRelease.reduce((sum, group) => sum + group.operations.length, 0);
    return (
      <section className={styles.section} aria-labelledby="release-changes">
        <h2 id="release-changes">Changes in {version}</h2>
        <p>{version} is the first release: its {total} operations are all new.</p>
        <details className={styles.details}>
          <summary>The {total} operations of {version}</summary>
          {notes.firstRelease.map(({ tag, operations }) => (
            <div key={tag}>
              <h3 className={styles.tag}>{tag}</h3>
              <ul className={styles.changes}>
                {operations.map((operation) => (
                  <li key={operation.operationId}>
                    <Link href={apiOperationPath(operation.operationId)}>
                      <code>{operation.method.toUpperCase()} {operation.path}</code>
                    </Link>
                    : {operation.summary}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </details>
      </section>
    );
  }
  const { breaking, other, documentation } = notes.counts;
  return (
    <section className={styles.section} aria-labelledby="release-changes">
      <h2 id="release-changes">Changes in {version}</h2>
      <p>
        Since {notes.previous}: {plural(breaking, 'breaking change', 'breaking changes')}, {plural(other, 'other change', 'other changes')} and{' '}
        {plural(documentation, 'change', 'changes')} to the documentation. Generated from the descriptions of both releases.
      </p>
      {breaking > 0 && (
        <>
          <h3 className={styles.breakingHeading}>Breaking changes</h3>
          <Groups groups={notes.breaking} />
        </>
      )}
      {other > 0 && (
        <>
          <h3>Other changes</h3>
          <Groups groups={notes.other} />
        </>
      )}
      {documentation > 0 && (
        <details className={styles.details}>
          <summary>Documentation changes ({documentation})</summary>
          <Groups groups={notes.documentation} />
        </details>
      )}
    </section>
  );
}
