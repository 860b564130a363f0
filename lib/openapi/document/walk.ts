/**
 * The one walk over an OpenAPI 3.0 document: its operations, `$ref` resolution and the
 * sub-schemas of a schema, and the JSON types of the document (JsonObject). Every reader of the
 * description goes through these functions: the site's pages and their Markdown copies, the
 * bundle check, the example validation, the change classifier, the transaction check's
 * catalogue, the docs MCP server and the sandbox.
 */

export type JsonObject = { [key: string]: unknown };

/** HTTP methods an OpenAPI path item can hold, in the order OpenAPI lists them. */
export const HTTP_METHODS = [
  'get',
  'put',
  'post',
  'delete',
  'options',
  'head',
  'patch',
  'trace',
] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];
export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * One segment of a JSON pointer, unescaped (`~1` is "/", `~0` is "~").
 */
function unescapePointerSegment(segment: string) {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/**
 * The node a local JSON pointer (`#/components/schemas/Transaction`) names, or undefined.
 */
export function resolvePointer(document: JsonObject, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  return ref
    .slice(2)
    .split('/')
    .map(unescapePointerSegment)
    .reduce(
      /** @param node */ (node: unknown, part) => (isObject(node) ? node[part] : undefined),
      document as unknown,
    );
}

/**
 * The last segment of a `$ref`: `#/components/schemas/Transaction` → "Transaction".
 */
export function refName(ref: string) {
  return unescapePointerSegment(ref.slice(ref.lastIndexOf('/') + 1));
}

/**
 * A node with its `$ref`s followed (a chain of them too, and never in a circle), and the
 * last `$ref` followed, so a caller can name the component it came from.
 */
export function deref(document: JsonObject, node: unknown): { node: unknown; ref?: string } {
  let current = node;
  let ref: string | undefined;
  const seen = new Set();
  while (isObject(current) && typeof current.$ref === 'string' && !seen.has(current.$ref)) {
    ref = current.$ref;
    seen.add(ref);
    current = resolvePointer(document, ref);
  }
  return ref === undefined ? { node: current } : { node: current, ref };
}

/**
 * The node with its `$ref`s followed, when it is an object.
 */
export function resolveObject(document: JsonObject, node: unknown): JsonObject | undefined {
  const { node: resolved } = deref(document, node);
  return isObject(resolved) ? resolved : undefined;
}

/**
 * A copy of the node with every local `$ref` replaced by what it names, at any depth. A `$ref`
 * met again inside what it names (a recursive schema) is left as it is, a `$ref`, so the copy
 * ends.
 */
export function resolveAllRefs(document: JsonObject, node: unknown): unknown {
  /** @param value @param trail The `$ref`s followed to reach `value`. @returns */
  const resolve = (value: unknown, trail: string[]): unknown => {
    if (Array.isArray(value)) return value.map((item) => resolve(item, trail));
    if (!isObject(value)) return value;
    const ref = value.$ref;
    if (typeof ref === 'string' && ref.startsWith('#/')) {
      return trail.includes(ref) ? value : resolve(resolvePointer(document, ref), [...trail, ref]);
    }
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, resolve(item, trail)]),
    );
  };
  return resolve(node, []);
}

export interface OperationEntry {
  path: string;
  method: HttpMethod;
  pathItem: JsonObject;
  operation: JsonObject;
  /** The operation's id, or "method path" for an operation without one. */
  operationId: string;
}

/**
 * Every operation of the document, in document order.
 */
export function operationEntries(document: JsonObject): OperationEntry[] {
  const entries: OperationEntry[] = [];
  for (const [path, rawItem] of Object.entries(isObject(document.paths) ? document.paths : {})) {
    const pathItem = resolveObject(document, rawItem);
    if (!pathItem) continue;
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!isObject(operation)) continue;
      const operationId =
        typeof operation.operationId === 'string' ? operation.operationId : `${method} ${path}`;
      entries.push({ path, method, pathItem, operation, operationId });
    }
  }
  return entries;
}

/**
 * The operation of the document with this id, or undefined.
 */
export function findOperation(
  document: JsonObject,
  operationId: string,
): OperationEntry | undefined {
  return operationEntries(document).find((entry) => entry.operationId === operationId);
}

/**
 * The parameters of an operation, resolved: the path item's, then the operation's; an
 * operation parameter replaces the path item's of the same name and location (OpenAPI 3.0).
 */
export function operationParameters(document: JsonObject, entry: OperationEntry): JsonObject[] {
  /** @param list @returns */
  const resolved = (list: unknown): JsonObject[] =>
    Array.isArray(list)
      ? list
          .map((parameter) => resolveObject(document, parameter))
          .filter((p): p is JsonObject => Boolean(p))
      : [];
  const own = resolved(entry.operation.parameters);
  const key = (parameter: JsonObject) => `${String(parameter.in)} ${String(parameter.name)}`;
  const ownKeys = new Set(own.map(key));
  return [
    ...resolved(entry.pathItem.parameters).filter((parameter) => !ownKeys.has(key(parameter))),
    ...own,
  ];
}

/**
 * Whether the operation needs a key: its own `security`, or the document's.
 */
export function isSecured(document: JsonObject, operation: JsonObject) {
  const security = (
    Array.isArray(operation.security)
      ? operation.security
      : Array.isArray(document.security)
        ? document.security
        : []
  ) as unknown[];
  // An empty requirement object ({}) in the list makes the key optional.
  return (
    security.length > 0 &&
    security.every((requirement) => isObject(requirement) && Object.keys(requirement).length > 0)
  );
}

/** Keywords whose value is one sub-schema, and those whose value is a list of them. */
export const SUBSCHEMA_KEYWORDS = ['items', 'additionalProperties', 'not'] as const;
export const SUBSCHEMA_LIST_KEYWORDS = ['allOf', 'oneOf', 'anyOf'] as const;

/**
 * The direct sub-schemas of a schema, each with the step that leads to it: a property
 * (`properties/<name>`), `items`, `additionalProperties`, `not`, or `allOf/<i>` etc.
 */
export function subSchemas(schema: JsonObject): { step: string; schema: unknown }[] {
  const steps: { step: string; schema: unknown }[] = [];
  if (isObject(schema.properties))
    for (const [name, sub] of Object.entries(schema.properties))
      steps.push({ step: `properties/${name}`, schema: sub });
  for (const key of SUBSCHEMA_KEYWORDS)
    if (isObject(schema[key])) steps.push({ step: key, schema: schema[key] });
  for (const key of SUBSCHEMA_LIST_KEYWORDS) {
    const list = schema[key];
    if (Array.isArray(list))
      list.forEach((sub, index) => steps.push({ step: `${key}/${index}`, schema: sub }));
  }
  return steps;
}

/**
 * The component schema names a node (an operation, a schema) reaches through its `$ref`s, at any depth.
 */
export function referencedSchemas(
  document: JsonObject,
  node: unknown,
  names: Set<string> = new Set(),
  seen: Set<string> = new Set(),
): Set<string> {
  if (Array.isArray(node)) node.forEach((item) => referencedSchemas(document, item, names, seen));
  else if (isObject(node)) {
    if (typeof node.$ref === 'string') {
      if (seen.has(node.$ref)) return names;
      seen.add(node.$ref);
      if (node.$ref.startsWith('#/components/schemas/')) names.add(refName(node.$ref));
      referencedSchemas(document, resolvePointer(document, node.$ref), names, seen);
    } else for (const value of Object.values(node)) referencedSchemas(document, value, names, seen);
  }
  return names;
}
