import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import DocsShell from '@/components/DocsShell';
import OperationHistory from '@/components/OperationHistory';
import ApiSidebar from '@/components/OperationPage/ApiSidebar';
import OperationPage from '@/components/OperationPage';
import { getReleases } from '@/lib/openapi/changes/releases';
import { loadApiDocument } from '@/lib/openapi/document/load';
import { allCodeSamples } from '@/lib/openapi/pages/code-samples';
import { firstGuides, operationGuides } from '@/lib/openapi/pages/guides';
import { prepareDescriptions } from '@/lib/openapi/pages/markdown';
import { operationModel } from '@/lib/openapi/pages/operation';
import { listOperations } from '@/lib/openapi/pages/operation-list';
import { apiSidebarCategories } from '@/lib/openapi/pages/sidebar';
import { getDocById } from '@/lib/docs';
import { socialCardMetadata } from '@/lib/social-cards';
import { operationSocialCard } from '@/lib/social-cards/pages';
import {
  apiOperationPath,
  markdownCopyPath,
  TRANSACTION_CHECK_DOC_ID,
  transactionCheckHref,
} from '@/lib/urls';

interface Params {
  params: Promise<{ operationId: string }>;
}

// Only the operations of the description have a page; any other path is the not-found page.
export const dynamicParams = false;

export function generateStaticParams() {
  return listOperations(loadApiDocument()).map(({ operationId }) => ({ operationId }));
}

const firstSentence = (text: string) =>
  /^[^]*?[.!?](?=\s|$)/.exec(text.replace(/\s+/g, ' ').trim())?.[0];

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const operation = operationModel(loadApiDocument(), (await params).operationId);
  if (!operation) return {};
  const call = `${operation.method.toUpperCase()} ${operation.path}`;
  const path = apiOperationPath(operation.operationId);
  const lead = operation.description && firstSentence(operation.description);
  return {
    title: operation.summary,
    description: `${call}: ${lead || operation.summary}`,
    alternates: {
      canonical: path,
      // The page as Markdown (scripts/build/llms.mjs writes it).
      types: { 'text/markdown': markdownCopyPath(path) },
    },
    ...socialCardMetadata(operationSocialCard(operation)),
  };
}

export default async function OperationRoute({ params }: Params) {
  const { operationId } = await params;
  const document = loadApiDocument();
  const operation = operationModel(document, operationId);
  if (!operation) notFound();
  await prepareDescriptions(operation);
  const operations = listOperations(document);
  const index = operations.findIndex((candidate) => candidate.operationId === operationId);
  const pageLink = (at: number) =>
    operations[at] && {
      label: operations[at].summary,
      href: apiOperationPath(operations[at].operationId),
    };
  // What a forge call answers is a transaction to sign: the transaction-check guide opens at it.
  const forgesTransaction = operation.path.includes('/forge/');
  return (
    <DocsShell
      nav={
        <ApiSidebar categories={apiSidebarCategories(document)} currentOperationId={operationId} />
      }
    >
      <OperationPage
        operation={operation}
        samples={(await allCodeSamples(document)).get(operationId) ?? []}
        guides={firstGuides(await operationGuides(document, operationId))}
        previous={pageLink(index - 1)}
        next={pageLink(index + 1)}
        transactionCheckHref={
          forgesTransaction && getDocById(TRANSACTION_CHECK_DOC_ID)
            ? transactionCheckHref(operationId)
            : undefined
        }
        history={<OperationHistory operationId={operationId} releases={getReleases(document)} />}
      />
    </DocsShell>
  );
}
