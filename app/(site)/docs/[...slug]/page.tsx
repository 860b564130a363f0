import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import DocPage from '@/components/DocPage';
import DocsShell from '@/components/DocsShell';
import { getAllDocs, getDocBySlug, getDocsSidebar } from '@/lib/docs';
import { languageAlternates } from '@/lib/docs/locales';
import { loadPage } from '@/lib/docs/page-data';
import { prevNext } from '@/lib/docs/sidebar';
import { markdownCopyPath } from '@/lib/urls';

interface Params {
  params: Promise<{ slug: string[] }>;
}

// Only the docs under content/docs exist; any other path is the not-found page.
export const dynamicParams = false;

export function generateStaticParams() {
  return getAllDocs().map((doc) => ({ slug: doc.slug }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const doc = getDocBySlug((await params).slug);
  if (!doc) return {};
  return {
    title: doc.frontMatter.title,
    description: doc.frontMatter.description,
    keywords: doc.frontMatter.keywords,
    alternates: {
      canonical: doc.permalink,
      // The page in the other locales it is translated into, and x-default (issue 10).
      languages: languageAlternates(doc),
      // The page as Markdown, for coding assistants (written by scripts/build/llms.mjs).
      types: { 'text/markdown': markdownCopyPath(doc.permalink) },
    },
  };
}

export default async function DocRoute({ params }: Params) {
  const doc = getDocBySlug((await params).slug);
  if (!doc) notFound();
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
