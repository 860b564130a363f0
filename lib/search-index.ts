// What the search index (Pagefind, scripts/build/search-index.mjs) reads from an API operation's
// page besides its text: how much each part of the page weighs (data-pagefind-weight, which the
// page carries), and the metadata the dialog shows and ranks an operation by (its id, method,
// path, tag, summary and the keywords a reader names it by), which the page does not carry: the
// index step puts it into the page's HTML as it reads it (withSearchMetadata), so no reader
// downloads what only the index reads. The search dialog ranks with both
// (components/Search/results.ts); the README's "Search" paragraph says why each weight is what it is.
import { familyFacts, IDENTIFIERS, PATH_PARAMETER_IDENTIFIERS, factsOf } from '@/lib/chains/facts';
import type { OperationModel } from '@/lib/openapi/pages/operation';

/**
 * `data-pagefind-weight` of the parts of an operation page (1 is running text; Pagefind's headings
 * weigh 7 for the h1 down to 2 for an h6). What names the operation weighs most; what names a
 * field (its name) more than prose, so a field's name finds the operation that takes it; the
 * fields' descriptions and the error answers, alike on many operations, less than the
 * operation's own description, so that the many words they share do not outrank a guide or the
 * operation a query is about. Field patterns, bounds and short examples are not indexed (values
 * such as an address or a regular expression match queries by chance), nor is an error body
 * shown a second time.
 */
export const SEARCH_WEIGHT = {
  operationId: 10,
  summary: 7,
  path: 5,
  fieldName: 2,
  fieldDescription: 0.5,
  errorResponse: 0.5,
} as const;

/**
 * The names readers give a chain besides its identifier: its name, its other names and the token
 * it stakes when that is not the identifier ("POL": Polygon, MATIC, Ethereum; "STAKEWISE":
 * StakeWise, ETH, Ethereum), from the chain facts (lib/chains/facts.ts).
 */
function namesOf(identifier: string): string[] {
  const facts = factsOf(identifier);
  return facts ? [facts.name, ...facts.aliases, facts.token.symbol] : [];
}

/**
 * The chains an operation acts on: `own`, the names of its chain by identifier and name, or of its
 * family (Cosmos, Tendermint) on a family's shared route, and `each`, the identifiers and names of
 * every chain a shared route serves. None for an operation of no chain.
 */
function chainsOf(operation: OperationModel): { own: string[]; each: string[] } {
  const segments = operation.path.split('/');
  const fixed = segments.find(
    (segment) => segment in IDENTIFIERS && !PATH_PARAMETER_IDENTIFIERS.includes(segment),
  );
  if (fixed) return { own: [...new Set([fixed, ...namesOf(fixed)])], each: [] };
  // A path parameter whose values are the identifiers of a family's shared route (`{stakingIdentifier}`):
  // the family by the names readers give it (Cosmos, Tendermint), then each chain.
  const identifiers = operation.parameters
    .filter((parameter) => parameter.in === 'path')
    .flatMap((parameter) => parameter.schema.enum ?? [])
    .filter(
      (value): value is string =>
        typeof value === 'string' && PATH_PARAMETER_IDENTIFIERS.includes(value),
    );
  const families = identifiers.flatMap(
    (identifier) => familyFacts(IDENTIFIERS[identifier].family).aliases,
  );
  return {
    own: [...new Set(families)],
    each: [
      ...identifiers,
      ...new Set(
        identifiers.flatMap((identifier) =>
          namesOf(identifier).filter((name) => name !== identifier),
        ),
      ),
    ],
  };
}

/** The words of an operation's path (its action: `stake`, `unstakeAll`, `submitHash`), whole. */
const pathWordsOf = (operation: OperationModel) =>
  operation.path
    .split('/')
    .filter((segment) => segment && segment !== 'v1' && !segment.startsWith('{'));

/**
 * The words a reader names an operation by, besides its summary: its chain by identifier, name
 * and family ("SOL", "Solana"; "ATOM", "Cosmos"), the words of its path (its action: `stake`,
 * `unstakeAll`, `submitHash`; the path as a whole is one word to the index) and its id. They go
 * to the index as the `keywords` metadata, as the guides give their front matter's keywords, and
 * the search dialog puts first the results whose names hold every word of a query.
 */
function operationKeywords(operation: OperationModel): string {
  const { own, each } = chainsOf(operation);
  return [...new Set([...own, ...each, ...pathWordsOf(operation), operation.operationId])].join(
    ' ',
  );
}

/**
 * The words that name the operation itself (the `call` metadata, which only operations have and
 * the search ranking weighs: components/Search/pagefind.ts): its keywords without the chains of a
 * family's shared route one by one. "Solana stake" then finds the Solana calls among the pages that
 * say Solana and stake everywhere, while "Osmosis" still finds the Osmosis section of its chain's
 * page before the six Cosmos calls that serve Osmosis among 33 chains.
 */
function operationCall(operation: OperationModel): string {
  const { own } = chainsOf(operation);
  return [...new Set([...own, ...pathWordsOf(operation), operation.operationId])].join(' ');
}

/** The metadata (`data-pagefind-meta`) the search dialog shows an operation's result with and ranks it by. */
export interface OperationSearchMetadata {
  operationId: string;
  /** Upper case, as the page's method badge shows it. */
  method: string;
  path: string;
  tag: string;
  summary: string;
  keywords: string;
  call: string;
}

/**
 * An operation's search metadata, from the description: what marks its result as an operation
 * and shows it as one (id, method, path, tag, summary) and the words it ranks by (keywords).
 */
export function operationSearchMetadata(operation: OperationModel): OperationSearchMetadata {
  return {
    operationId: operation.operationId,
    method: operation.method.toUpperCase(),
    path: operation.path,
    tag: operation.tag,
    summary: operation.summary,
    keywords: operationKeywords(operation),
    call: operationCall(operation),
  };
}

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The start tag of the element that holds what the index reads (`data-pagefind-body`). The
 * inline payloads of the page hold its attributes as JSON in scripts, never as a tag; the
 * server's HTML escapes `>` in attribute values.
 */
const SEARCH_BODY_TAG = /<[a-z][a-z0-9-]*(?:\s[^>]*?)?\sdata-pagefind-body(?=[\s=/>])[^>]*>/gi;

/**
 * A page's HTML with `metadata` given to the index, for the index only: a hidden block of
 * `data-pagefind-meta` spans, which the index reads as metadata and not as text
 * (`data-pagefind-ignore`), as the first child of the element carrying `data-pagefind-body`.
 * Throws unless the page has exactly one such element.
 */
export function withSearchMetadata(pageHtml: string, metadata: OperationSearchMetadata): string {
  const tags = [...pageHtml.matchAll(SEARCH_BODY_TAG)];
  if (tags.length !== 1)
    throw new Error(
      `a page to give search metadata to needs exactly one element with data-pagefind-body, not ${tags.length}`,
    );
  const spans = Object.entries(metadata).map(
    ([name, value]) => `<span data-pagefind-meta="${name}">${escapeText(value)}</span>`,
  );
  const at = tags[0].index + tags[0][0].length;
  return `${pageHtml.slice(0, at)}<div hidden data-pagefind-ignore>${spans.join('')}</div>${pageHtml.slice(at)}`;
}
