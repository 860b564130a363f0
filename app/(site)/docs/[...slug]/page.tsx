import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import DocPage from '@/components/DocPage';
import DocsIndex from '@/components/DocsIndex';
import DocsShell from '@/components/DocsShell';
import { getAllDocs, getDocBySlug, getDocsSidebar } from '@/lib/docs';
import { docsListPageOf, docsListPages } from '@/lib/docs/list-pages';
import { languageAlternates } from '@/lib/docs/locales';
import { loadPage } from '@/lib/docs/load-page';
import { prevNext } from '@/lib/docs/sidebar';
import { socialCardMetadata } from '@/lib/social-cards';
import { docSocialCard } from '@/lib/social-cards/pages';
import { docsListPath, markdownCopyPath } from '@/lib/urls';

interface Params {
  params: Promise<{ slug: string[] }>;
}

// The docs under content/docs, and the docs root's further list pages (/docs/page/2/: no doc
// may take that path, lib/docs/check.ts); any other path is the not-found page.
export const dynamicParams = false;

export function generateStaticParams() {
  const listPages = docsListPages()
    .slice(1)
    .map((_, index) => ({
      slug: docsListPath(index + 2)
        .split('/')
        .filter(Boolean)
        .slice(1),
    }));
  return [...getAllDocs().map((doc) => ({ slug: doc.slug })), ...listPages];
}

/** A further page of the docs root's list, when the slug names one that exists. */
function listPage(slug: string[]) {
  const number = docsListPageOf(slug);
  const pages = number === undefined ? [] : docsListPages();
  return number !== undefined && number >= 2 && number <= pages.length
    ? { number, entries: pages[number - 1], pageCount: pages.length }
    : undefined;
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { slug } = await params;
  const list = listPage(slug);
  if (list)
    return {
      title: `Documentation, page ${list.number}`,
      description: 'Every guide and example of the staking API documentation, in reading order.',
      alternates: { canonical: docsListPath(list.number) },
    };
  const doc = getDocBySlug(slug);
  if (!doc) return {};
  return {
    title: doc.frontMatter.title,
    description: doc.frontMatter.description,
    keywords: doc.frontMatter.keywords,
    alternates: {
      canonical: doc.permalink,
      // The page in the other locales it is translated into, and x-default.
      languages: languageAlternates(doc),
      // The page as Markdown, for coding assistants (written by scripts/build/llms.mjs).
      types: { 'text/markdown': markdownCopyPath(doc.permalink) },
    },
    ...socialCardMetadata(docSocialCard(doc)),
  };
}

export default async function DocRoute({ params }: Params) {
  const { slug } = await params;
  const list = listPage(slug);
  if (list) {
    return (
      <DocsShell>
        <DocsIndex entries={list.entries} page={list.number} pageCount={list.pageCount} />
      </DocsShell>
    );
  }
  const doc = getDocBySlug(slug);
  if (!doc) notFound();
  // In development only: the build runs the whole check before it starts, and stops on a problem.
  if (process.env.NODE_ENV === 'development')
    await (await import('@/lib/check/dev')).assertNoContentProblems(doc.file);
  const { default: Content } = await loadPage(doc.file.replace(/^content\/|\.mdx$/g, ''));
  const { previous, next } = prevNext(getDocsSidebar(doc.version), doc.id);
  return (
    <DocsShell currentDocId={doc.id} version={doc.version}>
      <DocPage doc={doc} previous={previous} next={next}>
        <Content />
      </DocPage>
    </DocsShell>
  );
}
