import {
  ELEMENTS_ROUTE_PREFIX,
  ELEMENTS_ROUTE_SEGMENTS,
  parseRouteWith,
  TRY_IT_PARAM,
  type ElementsRoute,
} from '@/lib/urls';
import { apiOperationPath, apiSchemaHref, withBasePath } from '@/lib/urls';

/** Set on <html> while Elements covers the static reference (styles.module.css reads it). */
export const ELEMENTS_OPEN_ATTRIBUTE = 'data-elements-open';

/** Stands for the operation id or schema name in the page URLs the script fills in. */
const NAME = '__NAME__';

/**
 * What /api does with the route in its URL, while its HTML is parsed (the deep-link
 * decision). A fresh visit (a link from elsewhere, a typed or bookmarked URL) to an operation or
 * a schema without `?try` is an old deep link (`/api/#/operations/<id>`, `/api/#/schemas/<Name>`):
 * it goes on to the static page, which reads at once. A route with `?try` (the Try it link of an
 * operation page), the overview (`#/`), and a reload or history step inside Elements open Elements
 * here: the box it will fill shows instead of the list, so the list never paints only to be
 * replaced. Self-contained: the script carries its source.
 */
function land(
  route: ElementsRoute | null,
  search: string,
  navigationType: string | undefined,
  targets: Record<'operation' | 'schema', string>,
  tryParam: string,
  openAttribute: string,
  name: string,
) {
  if (!route) return;
  if (
    (route.kind === 'operation' || route.kind === 'schema') &&
    !new URLSearchParams(search).has(tryParam) &&
    (navigationType ?? 'navigate') === 'navigate'
  ) {
    location.replace(targets[route.kind].replace(name, encodeURIComponent(route.name)));
    return;
  }
  document.documentElement.setAttribute(openAttribute, '');
}

/** The inline script of /api: the route parser and land() above, with their arguments. */
export function elementsRouteScript(): string {
  const targets = {
    operation: withBasePath(apiOperationPath(NAME)),
    schema: withBasePath(apiSchemaHref(NAME)),
  };
  const json = JSON.stringify;
  return (
    `(${land.toString()})((${parseRouteWith.toString()})(location.hash,${json(ELEMENTS_ROUTE_PREFIX)},${json(ELEMENTS_ROUTE_SEGMENTS)}),` +
    `location.search,(performance.getEntriesByType("navigation")[0]||{}).type,${json(targets)},${json(TRY_IT_PARAM)},${json(ELEMENTS_OPEN_ATTRIBUTE)},${json(NAME)})`
  );
}
