// What the search index (Pagefind, scripts/build/search-index.mjs) reads from an API operation's
// page besides its text: how much each part of the page weighs, and the keywords a reader names the
// operation by. The search dialog ranks with them (components/Search/results.ts); the README's
// "Search" paragraph says why each weight is what it is.
import { CHAINS as TENDERMINT_CHAINS } from '@/lib/chains/tendermint/chains.mjs';
import type { OperationModel } from '@/lib/openapi/operation';

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
 * The names readers give each chain that has an identifier of its own in the API's paths
 * (`/v1/transactions/SOL/…`), besides the identifier itself: the chain's name, its token when it
 * differs, and the chain it runs on. From the description's tags (openapi/openapi.yaml).
 */
const CHAIN_NAMES: Readonly<Record<string, readonly string[]>> = {
  SOL: ['Solana'],
  DOT: ['Polkadot'],
  EGLD: ['MultiversX'],
  NEAR: ['NEAR'],
  POL: ['Polygon', 'Ethereum'],
  CXT: ['Covalent', 'Ethereum'],
  CHILIZ: ['Chiliz', 'CHZ'],
  STAKEWISE: ['StakeWise', 'ETH', 'Ethereum'],
};

/** The family a reader names the Tendermint-type chains by, whose operations take the identifier as a path parameter. */
const TENDERMINT_FAMILY = ['Cosmos', 'Cosmos SDK', 'Tendermint'];

/** The chains an operation acts on, by identifier, name and family; none for an operation of no chain. */
function chainNames(operation: OperationModel): string[] {
  const segments = operation.path.split('/');
  const fixed = segments.find((segment) => segment in CHAIN_NAMES);
  if (fixed) return [fixed, ...CHAIN_NAMES[fixed]];
  // A path parameter whose values are Tendermint chains' identifiers (`{stakingIdentifier}`).
  const identifiers = operation.parameters
    .filter((parameter) => parameter.in === 'path')
    .flatMap((parameter) => parameter.schema.enum ?? [])
    .filter((value): value is string => typeof value === 'string' && value in TENDERMINT_CHAINS);
  if (identifiers.length === 0) return [];
  const names = identifiers.map((id) => TENDERMINT_CHAINS[id as keyof typeof TENDERMINT_CHAINS].name);
  return [...TENDERMINT_FAMILY, ...identifiers, ...new Set(names)];
}

/**
 * The words a reader names an operation by, besides its summary: its chain by identifier, name
 * and family ("SOL", "Solana"; "ATOM", "Cosmos"), the words of its path (its action: `stake`,
 * `unstakeAll`, `submitHash`; the path as a whole is one word to the index) and its id. The page
 * gives them to the index as the `keywords` metadata, as the guides give their front matter's
 * keywords, and the search dialog puts first the results whose names hold every word of a query.
 */
export function operationKeywords(operation: OperationModel): string {
  const pathWords = operation.path.split('/').filter((segment) => segment && segment !== 'v1' && !segment.startsWith('{'));
  return [...new Set([...chainNames(operation), ...pathWords, operation.operationId])].join(' ');
}
