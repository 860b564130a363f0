import { MAIN_CONTENT_ID } from '@/lib/constants';
import ElementsReference from './ElementsReference.client';
import StaticReference, { type OperationGroup } from './StaticReference';
import styles from './styles.module.css';

/** Where the bundled document is served (app/openapi.yaml and app/openapi.json). */
export const OPENAPI_DOWNLOADS = [
  { href: '/openapi.yaml', label: 'openapi.yaml' },
  { href: '/openapi.json', label: 'openapi.json' },
] as const;

export interface ApiReferenceProps {
  /** The bundled OpenAPI document, handed to Elements inline (no fetch at run time). */
  document: object;
  groups: OperationGroup[];
  version: string;
}

/** The /api page: title, downloads, and the reference (static first, then Elements). */
export default function ApiReference({ document, groups, version }: ApiReferenceProps) {
  const operationCount = groups.reduce((count, group) => count + group.operations.length, 0);
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
      <header className={styles.header}>
        <h1 className={styles.title}>API Reference</h1>
        <p className={styles.lead}>
          All {operationCount} calls of the staking API, version {version}, from its OpenAPI 3.0 description. Send
          your key in the <code>api-key</code> header of every call except the two marked “Not needed”.
        </p>
        <p className={styles.downloads}>
          Download the description:{' '}
          {OPENAPI_DOWNLOADS.map((download, index) => (
            <span key={download.href}>
              {index > 0 && ' · '}
              <a href={download.href} download>
                {download.label}
              </a>
            </span>
          ))}
        </p>
      </header>
      <ElementsReference document={document}>
        <StaticReference groups={groups} />
      </ElementsReference>
    </main>
  );
}
