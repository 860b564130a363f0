import type { ReactNode } from 'react';
import DocPaginator from '@/components/DocPaginator';
import PageActions from '@/components/PageActions';
import PageFeedback from '@/components/PageFeedback';
import TOC, { TOCCollapsible } from '@/components/TOC';
import { siteConfig } from '@/lib/config';
import type { Doc } from '@/lib/docs';
import type { PageLink } from '@/lib/docs/sidebar';
import { markdownCopyPath } from '@/lib/urls';
import Freshness from './Freshness';
import styles from './styles.module.css';

interface DocPageProps {
  doc: Doc;
  previous?: PageLink;
  next?: PageLink;
  children: ReactNode;
}

/**
 * One doc: the article with its title, the table of contents, whether it helped (the reader's
 * answer), when it last changed and where to edit it, and previous/next links.
 */
export default function DocPage({ doc, previous, next, children }: DocPageProps) {
  return (
    <div className={styles.container}>
      <article className={styles.article}>
        <div data-pagefind-body>
          {doc.frontMatter.keywords && (
            // What readers name the page by, as its authors listed them: search metadata, not text
            // (components/Search/results.ts puts first the results whose names hold every word of a query).
            <span hidden data-pagefind-ignore="" data-pagefind-meta="keywords">
              {doc.frontMatter.keywords.join(', ')}
            </span>
          )}
          <h1 className={styles.title}>{doc.frontMatter.title}</h1>
          <PageActions markdownHref={markdownCopyPath(doc.permalink)} locale={doc.locale} />
          <TOCCollapsible items={doc.toc} locale={doc.locale} />
          <div className={styles.markdown}>{children}</div>
        </div>
        <PageFeedback analytics={siteConfig.analytics} />
        <Freshness file={doc.file} locale={doc.locale} />
        <DocPaginator previous={previous} next={next} locale={doc.locale} />
      </article>
      {doc.toc.length > 0 && (
        <div className={styles.tocColumn}>
          <TOC items={doc.toc} locale={doc.locale} />
        </div>
      )}
    </div>
  );
}
