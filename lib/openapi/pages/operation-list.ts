/**
 * The operations and tags of the description as the /api list, its sidebar and the release
 * posts name them, and the routes of the interactive reference.
 */
import { elementsRoute } from '@/lib/urls';
import { isSecured, operationEntries, type HttpMethod, type JsonObject } from '../document/walk';

export interface ApiOperation {
  tag: string;
  method: HttpMethod;
  path: string;
  operationId: string;
  summary: string;
  /** Whether the call needs the `api-key` header: its security requirements, or the document's, ask for a key. */
  secured: boolean;
}

export interface ApiTag {
  name: string;
  description: string;
}

/** Every operation in document order, with what the static reference needs. */
export function listOperations(document: JsonObject): ApiOperation[] {
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
export function listElementsRoutes(document: JsonObject): string[] {
  const schemas = Object.keys(
    ((document.components as JsonObject | undefined)?.schemas ?? {}) as JsonObject,
  );
  return [
    '#/',
    ...operationEntries(document).map((entry) => elementsRoute('operation', entry.operationId)),
    ...schemas.map((name) => elementsRoute('schema', name)),
  ];
}

/** The tags of the document in their declared order. */
export function listTags(document: JsonObject): ApiTag[] {
  return ((document.tags ?? []) as ApiTag[]).map(({ name, description }) => ({
    name,
    description: description ?? '',
  }));
}

/** Operations grouped by tag, tags in declared order; tags without operations are left out. */
export function groupOperationsByTag(
  document: JsonObject,
): { tag: ApiTag; operations: ApiOperation[] }[] {
  const operations = listOperations(document);
  return listTags(document)
    .map((tag) => ({
      tag,
      operations: operations.filter((operation) => operation.tag === tag.name),
    }))
    .filter((group) => group.operations.length > 0);
}
