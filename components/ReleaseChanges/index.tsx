import Link from '@/components/Link';
import { getReleasePost } from '@/lib/blog/posts';
import {
  changeDetail,
  deprecationSentence,
  REMOVED_NOTE,
  type ChangeGroup,
  type ReleaseNotes,
} from '@/lib/blog/release-notes';
import { apiOperationPath, changePolicyHref } from '@/lib/urls';
import { siteReleaseNotes } from './site-notes';
import styles from './styles.module.css';

/** An operation the reference still has is linked; one it lost is named, marked as removed. */
function OperationName({
  label,
  href,
  removed,
}: {
  label: string;
  href?: string;
  removed: boolean;
}) {
  if (href)
    return (
      <Link href={href} className={styles.operation}>
        {label}
      </Link>
    );
  return (
    <>
      <span className={styles.operation}>{label}</span>
      {removed && <span className={styles.type}> ({REMOVED_NOTE})</span>}
    </>
  );
}

function Groups({ groups }: { groups: ChangeGroup[] }) {
  return (
    <ul className={styles.groups}>
      {groups.map((group) => (
        <li key={group.label}>
          <OperationName label={group.label} href={group.href} removed={group.removed} />
          <ul className={styles.changes}>
            {group.changes.map((change) => (
              <li key={`${change.pointer} ${change.where} ${change.field} ${change.kind}`}>
                {changeDetail(change)}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function FirstRelease({ version, notes }: { version: string; notes: ReleaseNotes }) {
  const groups = notes.firstRelease!;
  const total = groups.reduce((sum, group) => sum + group.operations.length, 0);
  return (
    <section className={styles.section} aria-labelledby="release-changes">
      <h2 id="release-changes">Changes in {version}</h2>
      <p>
        {version} is the first release: its {total} operations are all new.
      </p>
      <details className={styles.details}>
        <summary>
          The {total} operations of {version}
        </summary>
        {groups.map(({ tag, operations }) => (
          <div key={tag}>
            <h3 className={styles.tag}>{tag}</h3>
            <ul className={styles.changes}>
              {operations.map(({ operation, removed }) => {
                const name = (
                  <code>
                    {operation.method.toUpperCase()} {operation.path}
                  </code>
                );
                return (
                  <li key={operation.operationId}>
                    {removed ? (
                      <>
                        {name}
                        <span className={styles.type}> ({REMOVED_NOTE})</span>
                      </>
                    ) : (
                      <Link href={apiOperationPath(operation.operationId)}>{name}</Link>
                    )}
                    : {operation.summary}
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </details>
    </section>
  );
}

/**
 * The changes of an API release, generated from the released descriptions (openapi/releases/):
 * breaking ones first, then deprecations with their dates, by operation, under the post's
 * hand-written text.
 */
export default function ReleaseChanges({
  version,
  notes: given,
}: {
  version: string;
  notes?: ReleaseNotes;
}) {
  const notes = given ?? siteReleaseNotes(version, getReleasePost(version)?.frontMatter.date);
  if (!notes) return null;
  if (notes.firstRelease) return <FirstRelease version={version} notes={notes} />;
  const { breaking, other, documentation } = notes.counts;
  return (
    <section className={styles.section} aria-labelledby="release-changes">
      <h2 id="release-changes">Changes in {version}</h2>
      <p>
        Since {notes.previous}: {plural(breaking, 'breaking change', 'breaking changes')},{' '}
        {plural(other, 'other change', 'other changes')} and{' '}
        {plural(documentation, 'change', 'changes')} to the documentation. Generated from the
        descriptions of both releases, classed by the{' '}
        <Link href={changePolicyHref()}>change policy</Link>.
      </p>
      {breaking > 0 && (
        <>
          <h3 className={styles.breakingHeading}>Breaking changes</h3>
          <Groups groups={notes.breaking} />
        </>
      )}
      {notes.deprecated.length > 0 && (
        <>
          <h3>Deprecated</h3>
          <p>{deprecationSentence(notes)}</p>
          <Groups groups={notes.deprecated} />
        </>
      )}
      {notes.other.length > 0 && (
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
