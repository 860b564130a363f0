import type { JsonObject } from './bundle';

/** One example in the document together with the schema it must satisfy. */
export interface ExampleSite {
  /** JSON-pointer-like location of the example, for messages. */
  where: string;
  schema: unknown;
  example: unknown;
}

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function resolve(document: JsonObject, node: unknown): unknown {
  if (isObject(node) && typeof node.$ref === 'string' && node.$ref.startsWith('#/')) {
    const target = node.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>((current, part) => (isObject(current) ? current[part] : undefined), document);
    return resolve(document, target);
  }
  return node;
}

/** Examples written on a schema and on every sub-schema inside it. */
function schemaExamples(schema: unknown, where: string, sites: ExampleSite[]): void {
  if (!isObject(schema) || typeof schema.$ref === 'string') return;
  if ('example' in schema) sites.push({ where: `${where}/example`, schema, example: schema.example });
  if (isObject(schema.properties)) for (const [name, sub] of Object.entries(schema.properties)) schemaExamples(sub, `${where}/properties/${name}`, sites);
  for (const key of ['items', 'additionalProperties', 'not']) schemaExamples(schema[key], `${where}/${key}`, sites);
  for (const key of ['allOf', 'anyOf', 'oneOf'])
    if (Array.isArray(schema[key])) (schema[key] as unknown[]).forEach((sub, index) => schemaExamples(sub, `${where}/${key}/${index}`, sites));
}

/** `example` and each `examples` entry of a parameter or media type object. */
function holderExamples(document: JsonObject, holder: JsonObject, where: string, sites: ExampleSite[]): void {
  if ('example' in holder) sites.push({ where: `${where}/example`, schema: holder.schema, example: holder.example });
  if (isObject(holder.examples))
    for (const [name, entry] of Object.entries(holder.examples)) {
      const resolved = resolve(document, entry);
      if (isObject(resolved) && 'value' in resolved) sites.push({ where: `${where}/examples/${name}`, schema: holder.schema, example: resolved.value });
    }
  schemaExamples(holder.schema, `${where}/schema`, sites);
}

function contentExamples(document: JsonObject, content: unknown, where: string, sites: ExampleSite[]): void {
  if (!isObject(content)) return;
  for (const [mediaType, media] of Object.entries(content)) if (isObject(media)) holderExamples(document, media, `${where}/content/${mediaType}`, sites);
}

/**
 * Every example of the document: schema examples (components and inline), parameter examples,
 * request body and response examples, each paired with the schema that must accept it.
 */
export function collectExamples(document: JsonObject): ExampleSite[] {
  const sites: ExampleSite[] = [];
  const components = (document.components ?? {}) as JsonObject;
  for (const [name, schema] of Object.entries((components.schemas ?? {}) as JsonObject)) schemaExamples(schema, `#/components/schemas/${name}`, sites);
  for (const [name, parameter] of Object.entries((components.parameters ?? {}) as JsonObject))
    if (isObject(parameter)) holderExamples(document, parameter, `#/components/parameters/${name}`, sites);
  for (const [name, response] of Object.entries((components.responses ?? {}) as JsonObject))
    if (isObject(response)) contentExamples(document, response.content, `#/components/responses/${name}`, sites);
  for (const [apiPath, pathItem] of Object.entries((document.paths ?? {}) as JsonObject)) {
    if (!isObject(pathItem)) continue;
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!isObject(operation)) continue;
      const where = `#/paths/${apiPath}/${method}`;
      ((operation.parameters ?? []) as unknown[]).forEach((parameter, index) => {
        if (isObject(parameter) && !parameter.$ref) holderExamples(document, parameter, `${where}/parameters/${index}`, sites);
      });
      const body = resolve(document, operation.requestBody);
      if (isObject(body)) contentExamples(document, body.content, `${where}/requestBody`, sites);
      for (const [status, response] of Object.entries((operation.responses ?? {}) as JsonObject)) {
        if (isObject(response) && !response.$ref) contentExamples(document, response.content, `${where}/responses/${status}`, sites);
      }
    }
  }
  return sites;
}
