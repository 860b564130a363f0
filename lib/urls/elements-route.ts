// The routes of the interactive reference (Stoplight Elements with router="hash", on /api):
// `#/` its overview, `#/operations/<operationId>` an operation, `#/schemas/<Name>` a schema.
// Every place that writes or reads one uses this module, through lib/urls (the Try it link):
// the script that runs while /api is parsed, the hook that opens Elements, and the link checker.

export type ElementsRouteKind = 'operation' | 'schema';
export type ElementsRoute =
  | { kind: 'overview' }
  | { kind: ElementsRouteKind; name: string }
  | { kind: 'other'; path: string };

/** The hash of every Elements route starts with this; any other fragment is an ordinary anchor. */
export const ELEMENTS_ROUTE_PREFIX = '#/' as const;

/** The path segment of each kind of Elements route. */
export const ELEMENTS_ROUTE_SEGMENTS = { operation: 'operations', schema: 'schemas' } as const;

/**
 * The query parameter that marks a visit to /api as "open Elements here" (the Try it link of an
 * operation page): without it, an operation or schema route is an old deep link, and lands on
 * the static page (see components/ApiReference/elements-route-script.ts).
 */
export const TRY_IT_PARAM = 'try' as const;

/**
 * The Elements route of an operation or a schema, as a hash: elementsRoute('operation',
 * 'getStatus') → "#/operations/getStatus".
 */
export function elementsRoute(kind: ElementsRouteKind, name: string): string {
  return `${ELEMENTS_ROUTE_PREFIX}${ELEMENTS_ROUTE_SEGMENTS[kind]}/${encodeURIComponent(name)}`;
}

/**
 * What a URL fragment names: null for an ordinary anchor (or none), otherwise
 * `{ kind: 'overview' }`, `{ kind: 'operation', name }`, `{ kind: 'schema', name }`, or
 * `{ kind: 'other', path }` for any other route of Elements. A heading inside a route
 * (`#/operations/x#Request`) belongs to that route.
 */
export function parseElementsRoute(hash: string | null | undefined): ElementsRoute | null {
  return parseRouteWith(hash, ELEMENTS_ROUTE_PREFIX, ELEMENTS_ROUTE_SEGMENTS);
}

/**
 * The parser itself, self-contained (it uses nothing but its arguments), so the script that
 * runs while /api is parsed can carry its source: `(${parseRouteWith})(location.hash, …)`.
 */
export function parseRouteWith(
  hash: string | null | undefined,
  prefix: string,
  segments: Record<ElementsRouteKind, string>,
): ElementsRoute | null {
  if (typeof hash !== 'string' || hash.indexOf(prefix) !== 0) return null;
  const path = hash.slice(prefix.length - 1).split(/[#?]/)[0];
  if (path === '/') return { kind: 'overview' };
  const parts = path.split('/');
  const kind = (Object.keys(segments) as ElementsRouteKind[]).find(
    (key) => segments[key] === parts[1],
  );
  if (!kind || !parts[2] || parts.length !== 3) return { kind: 'other', path };
  let name = parts[2];
  try {
    name = decodeURIComponent(name);
  } catch {
    // a malformed escape: keep the name as written
  }
  return { kind, name };
}

/**
 * True when the query string (location.search) carries TRY_IT_PARAM.
 */
export function hasTryItParam(search: string): boolean {
  return new URLSearchParams(search).has(TRY_IT_PARAM);
}
