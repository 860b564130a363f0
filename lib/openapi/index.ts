import path from 'node:path';
import { elementsRoute } from '@/lib/urls';
import { bundleApiDocument } from './bundle';
import { isSecured, operationEntries, type HttpMethod, type JsonObject } from './walk.mjs';

export type { HttpMethod, JsonObject } from './walk.mjs';

export interface ApiOperation {
  tag: string;
  method: HttpMethod;
  path: string;
  operationId: string;
  summary: string;
  /** Whether the call needs the `api-key` header (spec section 6). */
  secured: boolean;
}

export interface ApiTag {
  name: string;
  description: string;
}

/** openapi/ is read from the project root, where `next build`, `next dev` and vitest run. */
export const OPENAPI_DIR = path.join(process.cwd(), 'openapi');

let cachedDocument: JsonObject | undefined;

/** The bundled OpenAPI document, parsed once per process. Treat it as read-only. */
export function loadApiDocument(): JsonObject {
  cachedDocument ??= bundleApiDocument(OPENAPI_DIR);
  return cachedDocument;
}

/** Every operation in document order, with what the static reference needs. */
export function listOperations(document: JsonObject = loadApiDocument()): ApiOperation[] {
  return operationEntries(document).map(({ path, method, operation, operationId }) => ({
    tag: (operation.tags as string[] | undefined)?.[0] ?? 'Other',
    method,
    path,
    operationId,
    summary: typeof operation.summary === 'string' ? operation.summary : '',
    secured: isSecured(document, operation),
  }));
}

/**
 * The routes of the interactive reference that exist (`#/`, `#/operations/<id>` for each
 * operation, `#/schemas/<Name>` for each schema): what the link checker accepts in a link to it.
 */
export function listElementsRoutes(document: JsonObject = loadApiDocument()): string[] {
  const schemas = Object.keys(((document.components as JsonObject | undefined)?.schemas ?? {}) as JsonObject);
  return ['#/', ...operationEntries(document).map((entry) => elementsRoute('operation', entry.operationId)), ...schemas.map((name) => elementsRoute('schema', name))];
}

/** The tags of the document in their declared order. */
export function listTags(document: JsonObject = loadApiDocument()): ApiTag[] {
  return ((document.tags ?? []) as ApiTag[]).map(({ name, description }) => ({ name, description: description ?? '' }));
}

/** Operations grouped by tag, tags in declared order; tags without operations are left out. */
export function groupOperationsByTag(document: JsonObject = loadApiDocument()): { tag: ApiTag; operations: ApiOperation[] }[] {
  const operations = listOperations(document);
  return listTags(document)
    .map((tag) => ({ tag, operations: operations.filter((operation) => operation.tag === tag.name) }))
    .filter((group) => group.operations.length > 0);
}
