import { isObject, SUBSCHEMA_KEYWORDS, SUBSCHEMA_LIST_KEYWORDS, type JsonObject } from './walk';

/** Where the translated components live for a JSON Schema validator (any unique URI works). */
export const OPENAPI_SCHEMA_ROOT_ID = 'https://docs.staking-api.example/openapi.json';

/** OpenAPI 3.0 keywords that are annotations only, or that JSON Schema does not know. */
const OPENAPI_ONLY_KEYWORDS = new Set([
  'nullable',
  'example',
  'discriminator',
  'xml',
  'externalDocs',
  'deprecated',
]);
const ONE_SUBSCHEMA = new Set<string>(SUBSCHEMA_KEYWORDS);
const SUBSCHEMA_LISTS = new Set<string>(SUBSCHEMA_LIST_KEYWORDS);

/**
 * Translates an OpenAPI 3.0 Schema Object into JSON Schema (draft-07) for a validator such as ajv.
 *
 * `nullable: true` follows the OpenAPI 3.0.3 clarification: it only widens an explicit `type`
 * (so it becomes `[type, "null"]`), and an `enum` must list `null` itself to accept it. A
 * `nullable` without `type` has no meaning and is reported as an error. Local `$ref`s are made
 * absolute against OPENAPI_SCHEMA_ROOT_ID so a sub-schema compiles on its own.
 */
export function toJsonSchema(schema: unknown, where = '#'): unknown {
  if (!isObject(schema)) return schema;
  const out: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (OPENAPI_ONLY_KEYWORDS.has(key)) continue;
    if (key === '$ref' && typeof value === 'string')
      out.$ref = value.startsWith('#') ? `${OPENAPI_SCHEMA_ROOT_ID}${value}` : value;
    else if (key === 'properties' && isObject(value))
      out.properties = Object.fromEntries(
        Object.entries(value).map(([name, sub]) => [
          name,
          toJsonSchema(sub, `${where}/properties/${name}`),
        ]),
      );
    else if (ONE_SUBSCHEMA.has(key) && isObject(value))
      out[key] = toJsonSchema(value, `${where}/${key}`);
    else if (SUBSCHEMA_LISTS.has(key) && Array.isArray(value))
      out[key] = value.map((sub, index) => toJsonSchema(sub, `${where}/${key}/${index}`));
    else out[key] = value;
  }
  // OpenAPI 3.0 writes exclusive bounds as booleans beside minimum/maximum (draft-04 style).
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (out[exclusive] === true) {
      out[exclusive] = out[bound];
      delete out[bound];
    } else if (out[exclusive] === false) delete out[exclusive];
  }
  if (schema.nullable === true) {
    if (typeof schema.type !== 'string')
      throw new Error(`${where}: nullable needs a type beside it (OpenAPI 3.0.3).`);
    out.type = [schema.type, 'null'];
  }
  return out;
}

/** The translated `components` of a document, as one schema a validator can register. */
export function componentsAsJsonSchema(document: JsonObject): JsonObject {
  const schemas = ((document.components as JsonObject | undefined)?.schemas ?? {}) as JsonObject;
  return {
    $id: OPENAPI_SCHEMA_ROOT_ID,
    components: {
      schemas: Object.fromEntries(
        Object.entries(schemas).map(([name, schema]) => [
          name,
          toJsonSchema(schema, `#/components/schemas/${name}`),
        ]),
      ),
    },
  };
}
