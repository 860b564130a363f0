import {
  deref,
  isObject,
  operationEntries,
  resolveObject,
  subSchemas,
  type JsonObject,
} from './walk';

/** One example in the document together with the schema it must satisfy. */
export interface ExampleSite {
  /** JSON-pointer-like location of the example, for messages. */
  where: string;
  schema: unknown;
  example: unknown;
}

/** Examples written on a schema and on every sub-schema inside it. */
function schemaExamples(schema: unknown, where: string, sites: ExampleSite[]): void {
  if (!isObject(schema) || typeof schema.$ref === 'string') return;
  if ('example' in schema)
    sites.push({ where: `${where}/example`, schema, example: schema.example });
  for (const { step, schema: sub } of subSchemas(schema))
    schemaExamples(sub, `${where}/${step}`, sites);
}

/** `example` and each `examples` entry of a parameter or media type object. */
function holderExamples(
  document: JsonObject,
  holder: JsonObject,
  where: string,
  sites: ExampleSite[],
): void {
  if ('example' in holder)
    sites.push({ where: `${where}/example`, schema: holder.schema, example: holder.example });
  if (isObject(holder.examples))
    for (const [name, entry] of Object.entries(holder.examples)) {
      const resolved = deref(document, entry).node;
      if (isObject(resolved) && 'value' in resolved)
        sites.push({
          where: `${where}/examples/${name}`,
          schema: holder.schema,
          example: resolved.value,
        });
    }
  schemaExamples(holder.schema, `${where}/schema`, sites);
}

function contentExamples(
  document: JsonObject,
  content: unknown,
  where: string,
  sites: ExampleSite[],
): void {
  if (!isObject(content)) return;
  for (const [mediaType, media] of Object.entries(content))
    if (isObject(media)) holderExamples(document, media, `${where}/content/${mediaType}`, sites);
}

/**
 * Every example of the document: schema examples (components and inline), parameter examples,
 * request body and response examples, each paired with the schema that must accept it.
 */
export function collectExamples(document: JsonObject): ExampleSite[] {
  const sites: ExampleSite[] = [];
  const components = (document.components ?? {}) as JsonObject;
  for (const [name, schema] of Object.entries((components.schemas ?? {}) as JsonObject))
    schemaExamples(schema, `#/components/schemas/${name}`, sites);
  for (const [name, parameter] of Object.entries((components.parameters ?? {}) as JsonObject))
    if (isObject(parameter))
      holderExamples(document, parameter, `#/components/parameters/${name}`, sites);
  for (const [name, response] of Object.entries((components.responses ?? {}) as JsonObject))
    if (isObject(response))
      contentExamples(document, response.content, `#/components/responses/${name}`, sites);
  for (const entry of operationEntries(document)) {
    const where = `#/paths/${entry.path}/${entry.method}`;
    // Parameters written in place (a `$ref` to a component parameter is checked there, above).
    ((entry.operation.parameters ?? []) as unknown[]).forEach((parameter, index) => {
      if (isObject(parameter) && !parameter.$ref)
        holderExamples(document, parameter, `${where}/parameters/${index}`, sites);
    });
    const body = resolveObject(document, entry.operation.requestBody);
    if (body) contentExamples(document, body.content, `${where}/requestBody`, sites);
    for (const [status, response] of Object.entries(
      (entry.operation.responses ?? {}) as JsonObject,
    )) {
      if (isObject(response) && !response.$ref)
        contentExamples(document, response.content, `${where}/responses/${status}`, sites);
    }
  }
  return sites;
}
