import type { Metadata } from 'next';
import DocsIndex from '@/components/DocsIndex';
import DocsShell from '@/components/DocsShell';
import { docsListPages } from '@/lib/docs/list-pages';

export const metadata: Metadata = {
  title: 'Documentation',
  description: 'Every guide and example of the staking API documentation, in reading order.',
};

/** The docs root: the sidebar and the first page of every doc in reading order. */
export default function DocsIndexPage() {
  const pages = docsListPages();
  return (
    <DocsShell>
      <DocsIndex entries={pages[0]} page={1} pageCount={pages.length} />
    </DocsShell>
  );
}
