import type { ReactNode } from 'react';
import DocPaginator from '@/components/DocPaginator';
import Link from '@/components/Link';
import MethodBadge from '@/components/MethodBadge';
import PageActions from '@/components/PageActions';
import TOC, { TOCCollapsible } from '@/components/TOC';
import type { PageLink } from '@/lib/docs/sidebar';
import type { CodeSample } from '@/lib/openapi/pages/code-samples';
import type { GuideLink } from '@/lib/openapi/pages/guides';
import type { OperationModel } from '@/lib/openapi/pages/operation';
import { SEARCH_WEIGHT } from '@/lib/search-index';
import { API_REFERENCE_PATH, apiOperationPath, apiTryItHref, markdownCopyPath } from '@/lib/urls';
import { RequestBody, Responses } from './Bodies';
import CodeSamples from './CodeSamples';
import Markdown from './Markdown';
import NextCalls from './NextCalls';
import Parameters from './Parameters';
import { operationToc, SECTION } from './sections';
import TryItLink from './TryItLink.client';
import UsedIn from './UsedIn';
import styles from './styles.module.css';

export interface OperationPageProps {
  operation: OperationModel;
  samples: CodeSample[];
  /** The guides the page names (the first ones in reading order) and how many use the operation in all. */
  guides: { shown: GuideLink[]; total: number };
  previous?: PageLink;
  next?: PageLink;
  /** The transaction-check guide, opened at this operation's forged transaction (forge operations only). */
  transactionCheckHref?: string;
  /**
   * The operation's history ("Added in 1.0.0", linked to the release post; components/OperationHistory),
   * shown in the header under the path; search leaves it out of the page's excerpt.
   */
  history?: ReactNode;
}

/**
 * One API operation, rendered at build time from the description: everything a
 * reader needs to call it, readable without JavaScript. Search indexes the article, each part
 * at its weight (lib/search-index.ts). Its search metadata (id, method, path, tag, summary,
 * keywords), which only the index reads, is not in the page: the index step gives it to the
 * index from the description (scripts/build/search-index.mjs).
 */
export default function OperationPage({
  operation,
  samples,
  guides,
  previous,
  next,
  transactionCheckHref,
  history,
}: OperationPageProps) {
  const toc = operationToc(operation, { guides: guides.total > 0, samples: samples.length > 0 });
  return (
    <div className={styles.columns}>
      <article className={styles.article}>
        <div data-pagefind-body="" data-pagefind-filter="type:API operation">
          <header className={styles.header}>
            <p className={styles.tag}>
              <Link href={API_REFERENCE_PATH}>API Reference</Link> · {operation.tag}
            </p>
            <h1 className={styles.title} data-pagefind-weight={SEARCH_WEIGHT.summary}>
              {operation.summary}
            </h1>
            <p className={styles.call}>
              <MethodBadge method={operation.method} className={styles.method} />
              <code className={styles.path} data-pagefind-weight={SEARCH_WEIGHT.path}>
                {operation.path}
              </code>
            </p>
            {history && (
              <div className={styles.history} data-pagefind-ignore="">
                {history}
              </div>
            )}
            <ul className={styles.facts}>
              <li>
                API key: <strong>{operation.secured ? 'required' : 'not needed'}</strong>
                {operation.secured && (
                  <>
                    {' '}
                    (the <code>api-key</code> header)
                  </>
                )}
              </li>
              <li>
                Operation id:{' '}
                <code data-pagefind-weight={SEARCH_WEIGHT.operationId}>
                  {operation.operationId}
                </code>
              </li>
              {operation.deprecated && (
                <li>
                  <strong>Deprecated</strong>
                </li>
              )}
            </ul>
            {/* Controls, not text a reader searches for: kept out of the index and its excerpts. */}
            <p className={styles.actions} data-pagefind-ignore="">
              <TryItLink href={apiTryItHref(operation.operationId)} className={styles.action}>
                Try it in the interactive reference
              </TryItLink>
              {transactionCheckHref && (
                <Link href={transactionCheckHref} className={styles.action}>
                  Check a forged transaction
                </Link>
              )}
            </p>
            <PageActions
              markdownHref={markdownCopyPath(apiOperationPath(operation.operationId))}
              inHeader
            />
          </header>
          <TOCCollapsible items={toc} />
          <Markdown text={operation.description} className={styles.prose} />
          {guides.total > 0 && (
            <UsedIn operationId={operation.operationId} shown={guides.shown} total={guides.total} />
          )}
          {operation.parameters.length > 0 && (
            <section aria-labelledby={SECTION.parameters.id}>
              <h2 id={SECTION.parameters.id}>{SECTION.parameters.title}</h2>
              <Parameters parameters={operation.parameters} />
            </section>
          )}
          {operation.requestBody && <RequestBody body={operation.requestBody} />}
          <Responses responses={operation.responses} />
          {operation.next.length > 0 && <NextCalls calls={operation.next} />}
          {samples.length > 0 && <CodeSamples samples={samples} secured={operation.secured} />}
        </div>
        <DocPaginator previous={previous} next={next} />
      </article>
      <div className={styles.tocColumn}>
        <TOC items={toc} />
      </div>
    </div>
  );
}
