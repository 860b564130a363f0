export type ElementsRouteKind = 'operation' | 'schema';
export type ElementsRoute = { kind: 'overview' } | { kind: ElementsRouteKind; name: string } | { kind: 'other'; path: string };
export const ELEMENTS_ROUTE_PREFIX: '#/';
export const ELEMENTS_ROUTE_SEGMENTS: { readonly operation: 'operations'; readonly schema: 'schemas' };
export const TRY_IT_PARAM: 'try';
export function elementsRoute(kind: ElementsRouteKind, name: string): string;
export function parseElementsRoute(hash: string | null | undefined): ElementsRoute | null;
export function hasTryItParam(search: string): boolean;
export function parseRouteWith(hash: string | null | undefined, prefix: string, segments: Record<ElementsRouteKind, string>): ElementsRoute | null;
