import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import DocPage from '@/components/DocPage';
import DocsShell from '@/components/DocsShell';
import {
  getLocaleDocBySlug,
  getLocaleDocs,
  getLocaleSidebar,
  languageAlternates,
} from '@/lib/docs/locales';
import { loadPage } from '@/lib/docs/load-page';
import { prevNext } from '@/lib/docs/sidebar';
import { socialCardMetadata } from '@/lib/social-cards';
import { docSocialCard } from '@/lib/social-cards/pages';
import { markdownCopyPath } from '@/lib/urls';

interface Params {
  params: Promise<{ locale: string; slug: string[] }>;
}

// Only the translated pages under content/i18n/<locale>/docs exist.
export const dynamicParams = false;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  return getLocaleDocs(params.locale).map((doc) => ({ slug: doc.slug }));
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { locale, slug } = await params;
  const doc = getLocaleDocBySlug(locale, slug);
  if (!doc) return {};
  return {
    title: doc.frontMatter.title,
    description: doc.frontMatter.description,
    keywords: doc.frontMatter.keywords,
    alternates: {
      canonical: doc.permalink,
      languages: languageAlternates(doc),
      // The translation as Markdown (written by scripts/build/llms.mjs, as for every docs page).
      types: { 'text/markdown': markdownCopyPath(doc.permalink) },
    },
    ...socialCardMetadata(docSocialCard(doc)),
  };
}

/** A docs page in another locale: its translation, with the locale's sidebar (lib/docs/locales.ts). */
export default async function LocaleDocRoute({ params }: Params) {
  const { locale, slug } = await params;
  const doc = getLocaleDocBySlug(locale, slug);
  if (!doc) notFound();
  const { default: Content } = await loadPage(doc.file.replace(/^content\/|\.mdx$/g, ''));
  const sidebar = getLocaleSidebar(locale);
  const { previous, next } = prevNext(sidebar, doc.id);
  return (
    <DocsShell currentDocId={doc.id} sidebar={sidebar}>
      <DocPage doc={doc} previous={previous} next={next}>
        <Content />
      </DocPage>
    </DocsShell>
  );
}
