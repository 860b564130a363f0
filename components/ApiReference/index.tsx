import InlineScript from '@/components/InlineScript';
import Link from '@/components/Link';
import PostmanDownloads from '@/components/PostmanDownloads';
import { MAIN_CONTENT_ID } from '@/lib/constants';
import { apiOperationPath } from '@/lib/urls';
import { OPENAPI_DOWNLOADS } from './downloads';
import ElementsReference from './ElementsReference.client';
import { elementsRouteScript } from './elements-route-script';
import StaticReference, { type OperationGroup } from './StaticReference';
import WarmOperationPages from './WarmOperationPages.client';
import styles from './styles.module.css';

export { OPENAPI_DOWNLOADS } from './downloads';

export interface ApiReferenceProps {
  groups: OperationGroup[];
  version: string;
}

/**
 * The /api page: title, downloads, and the reference. The server-rendered list of every call
 * is the page's content; Stoplight Elements loads over it only on intent or for a deep link.
 */
export default function ApiReference({ groups, version }: ApiReferenceProps) {
  const operationCount = groups.reduce((count, group) => count + group.operations.length, 0);
  return (
    <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
      <header className={styles.header}>
        <h1 className={styles.title}>API Reference</h1>
        <p className={styles.lead}>
          All {operationCount} calls of the staking API, version {version}, from its OpenAPI 3.0
          description. Send your key in the <code>api-key</code> header of every call except the two
          marked “Not needed”.
        </p>
        <p className={styles.downloads}>
          Download the description:{' '}
          {OPENAPI_DOWNLOADS.map((download, index) => (
            <span key={download.href}>
              {index > 0 && ' · '}
              <Link href={download.href} download>
                {download.label}
              </Link>
            </span>
          ))}
        </p>
        <PostmanDownloads className={styles.downloads} />
      </header>
      {/* Inline on purpose: it must run before the reference below is parsed and painted. */}
      <InlineScript code={elementsRouteScript()} />
      <ElementsReference>
        <StaticReference groups={groups} />
      </ElementsReference>
      {/* The list's first operation: any operation page brings the stylesheet and script they share. */}
      {groups[0]?.operations[0] && (
        <WarmOperationPages href={apiOperationPath(groups[0].operations[0].operationId)} />
      )}
    </main>
  );
}
