import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import DocsShell from '@/components/DocsShell';
import GuideList from '@/components/GuideList';
import GuideIndex from '@/components/GuideList/GuideIndex';
import ApiSidebar from '@/components/OperationPage/ApiSidebar';
import { loadApiDocument } from '@/lib/openapi/document/load';
import type { JsonObject } from '@/lib/openapi/document/walk';
import {
  GUIDES_PER_LIST_PAGE,
  guideListPages,
  operationGuides,
  type GuideLink,
} from '@/lib/openapi/pages/guides';
import { listOperations, type ApiOperation } from '@/lib/openapi/pages/operation-list';
import { apiSidebarCategories } from '@/lib/openapi/pages/sidebar';
import { API_GUIDES_PATH, apiGuidesPath } from '@/lib/urls';

interface Params {
  params: Promise<{ segments?: string[] }>;
}

// One route with an optional catch-all, because a static export refuses a dynamic route with no
// page, and a site whose operations' pages name all their guides has no list of guides:
//   /api/guides/                       how many guides call each operation
//   /api/guides/<operationId>/         the first page of the guides that call it
//   /api/guides/<operationId>/<n>/     page n (n >= 2)
// An operation has a list only when its page cannot name all its guides (GUIDES_SHOWN).
export const dynamicParams = false;

type Target =
  | { kind: 'index' }
  | {
      kind: 'list';
      operation: ApiOperation;
      guides: GuideLink[];
      page: number;
      pageCount: number;
      total: number;
    };

async function withGuides(document: JsonObject) {
  return Promise.all(
    listOperations(document).map(async (operation) => ({
      operation,
      guides: await operationGuides(document, operation.operationId),
    })),
  );
}

async function resolve(document: JsonObject, segments: string[] = []): Promise<Target | undefined> {
  if (segments.length === 0) return { kind: 'index' };
  const [operationId, number = '1', ...rest] = segments;
  if (rest.length || !/^[1-9]\d*$/.test(number) || (segments.length === 2 && number === '1'))
    return undefined;
  const operation = listOperations(document).find(
    (candidate) => candidate.operationId === operationId,
  );
  if (!operation) return undefined;
  const guides = await operationGuides(document, operationId);
  const pages = guideListPages(guides);
  const page = Number(number);
  return page <= pages.length
    ? {
        kind: 'list',
        operation,
        guides: pages[page - 1],
        page,
        pageCount: pages.length,
        total: guides.length,
      }
    : undefined;
}

export async function generateStaticParams() {
  return [
    { segments: [] },
    ...(await withGuides(loadApiDocument())).flatMap(({ operation, guides }) =>
      guideListPages(guides).map((_, index) => ({
        segments:
          index === 0 ? [operation.operationId] : [operation.operationId, String(index + 1)],
      })),
    ),
  ];
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const target = await resolve(loadApiDocument(), (await params).segments);
  if (!target) return {};
  if (target.kind === 'index') {
    return {
      title: 'Guides by operation',
      description: 'How many guides and examples call each operation of the staking API.',
      alternates: { canonical: API_GUIDES_PATH },
    };
  }
  const { operation, page, total } = target;
  return {
    // The call's name, not its summary: a summary of 56 characters would push the title past 70.
    title: `Guides: ${operation.operationId}${page > 1 ? ` (${page})` : ''}`,
    description: `The ${total} guides and examples that call ${operation.method.toUpperCase()} ${operation.path}.`,
    alternates: { canonical: apiGuidesPath(operation.operationId, page) },
  };
}

export default async function GuidesRoute({ params }: Params) {
  const document = loadApiDocument();
  const target = await resolve(document, (await params).segments);
  if (!target) notFound();
  const categories = apiSidebarCategories(document);
  if (target.kind === 'index') {
    const operations = (await withGuides(document))
      .filter(({ guides }) => guides.length > 0)
      .map(({ operation, guides }) => ({
        operation,
        total: guides.length,
        listed: guideListPages(guides).length > 0,
      }));
    return (
      <DocsShell nav={<ApiSidebar categories={categories} />}>
        <GuideIndex operations={operations} />
      </DocsShell>
    );
  }
  const { operation, guides, page, pageCount, total } = target;
  return (
    <DocsShell
      nav={<ApiSidebar categories={categories} currentOperationId={operation.operationId} />}
    >
      <GuideList
        operation={operation}
        guides={guides}
        total={total}
        firstNumber={(page - 1) * GUIDES_PER_LIST_PAGE + 1}
        page={page}
        pageCount={pageCount}
      />
    </DocsShell>
  );
}
