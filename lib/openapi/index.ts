import path from 'node:path';
import { stringify } from 'yaml';
import { bundleApiDocument, type JsonObject } from './bundle';

export type { JsonObject } from './bundle';

/** HTTP methods an OpenAPI path item can hold, in the order OpenAPI lists them. */
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

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

type OperationObject = { tags?: string[]; operationId?: string; summary?: string; security?: unknown[] };

/** Every operation in document order, with what the static reference needs. */
export function listOperations(document: JsonObject = loadApiDocument()): ApiOperation[] {
  const paths = (document.paths ?? {}) as Record<string, Partial<Record<HttpMethod, OperationObject>>>;
  const defaultSecurity = (document.security ?? []) as unknown[];
  return Object.entries(paths).flatMap(([apiPath, pathItem]) =>
    HTTP_METHODS.filter((method) => pathItem[method]).map((method) => {
      const operation = pathItem[method]!;
      const security = operation.security ?? defaultSecurity;
      return {
        tag: operation.tags?.[0] ?? 'Other',
        method,
        path: apiPath,
        operationId: operation.operationId ?? `${method} ${apiPath}`,
        summary: operation.summary ?? '',
        // An empty requirement object ({}) in the list would make the key optional.
        secured: security.length > 0 && security.every((requirement) => Object.keys(requirement as object).length > 0),
      };
    }),
  );
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

export function apiDocumentAsJson(): string {
  return `${JSON.stringify(loadApiDocument(), null, 2)}\n`;
}

export function apiDocumentAsYaml(): string {
  return stringify(loadApiDocument(), { lineWidth: 0, aliasDuplicateObjects: false });
}
