// What each page's social card says (./index.ts draws it): every docs page of every version and
// locale (the examples among them) and every API operation. The routes put the card in the
// page's head from here, and the build renders the same list, so every card a page names exists.
import { siteConfig } from '@/lib/config';
import { getAllDocs, getDocsSidebar, type Doc } from '@/lib/docs';
import { getLocaleDocs, getLocaleSidebar } from '@/lib/docs/locales';
import type { SidebarNode } from '@/lib/docs/sidebar';
import { loadApiDocument } from '@/lib/openapi/document/load';
import { listOperations, type ApiOperation } from '@/lib/openapi/pages/operation-list';
import { apiOperationPath } from '@/lib/urls';
import type { SocialCard } from '.';

/** The section of a docs page outside any category of the sidebar. */
export const DOCS_SECTION = 'Docs';

/** Whether a sidebar node is, or holds, the doc `id`. */
function holds(node: SidebarNode, id: string): boolean {
  if (node.type === 'doc') return node.docId === id;
  if (node.type === 'category') return node.docId === id || node.items.some((n) => holds(n, id));
  return false;
}

/** A doc's section: the top category of its sidebar it is in ("Chains", "Examples"), or Docs. */
export function docSection(doc: Doc): string {
  const sidebar =
    doc.locale === siteConfig.i18n.defaultLocale
      ? getDocsSidebar(doc.version)
      : getLocaleSidebar(doc.locale);
  const category = sidebar.find((node) => node.type === 'category' && holds(node, doc.id));
  return category?.label ?? DOCS_SECTION;
}

export function docSocialCard(doc: Doc): SocialCard {
  return { permalink: doc.permalink, title: doc.frontMatter.title, section: docSection(doc) };
}

/** An operation's card: its summary, in the API reference under its tag. */
export function operationSocialCard(
  operation: Pick<ApiOperation, 'operationId' | 'summary' | 'tag'>,
) {
  return {
    permalink: apiOperationPath(operation.operationId),
    title: operation.summary || operation.operationId,
    section: `API reference · ${operation.tag}`,
  } satisfies SocialCard;
}

/** Every page's card, as the build renders them. */
export function allSocialCards(): SocialCard[] {
  return [
    ...getAllDocs().map(docSocialCard),
    ...getLocaleDocs().map(docSocialCard),
    ...listOperations(loadApiDocument()).map(operationSocialCard),
  ];
}
