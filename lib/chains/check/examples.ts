// The forge examples of the API description as (request, answer) pairs, for the tests, the
// benchmark and the page's "try an example" list, read through the one walk
// (lib/openapi/document/walk.ts). The caller passes the description (loadApiDocument).
import { operationEntries, resolveObject, type JsonObject } from '../../openapi/document/walk';
import { FORGE_OPERATIONS } from '../operations';

export interface ForgeExample {
  operationId: string;
  /** The example's name when the operation has several (ATOM, INJ, partial, …). */
  name: string | undefined;
  summary: string;
  request: Record<string, unknown>;
  answer: { uuid: string; transaction: Record<string, unknown> };
}

const JSON_TYPE = 'application/json';

/** The JSON media object of a request body or a response, `$ref`s followed. */
function jsonMedia(document: JsonObject, holder: unknown): JsonObject | undefined {
  return resolveObject(
    document,
    resolveObject(document, resolveObject(document, holder)?.content)?.[JSON_TYPE],
  );
}

/** Every forge operation's request examples with the answer example of the same name, in document order. */
export function forgeExamples(document: JsonObject): ForgeExample[] {
  const out: ForgeExample[] = [];
  for (const { operation, operationId } of operationEntries(document)) {
    if (!(operationId in FORGE_OPERATIONS)) continue;
    const request = jsonMedia(document, operation.requestBody);
    const answer = jsonMedia(document, resolveObject(document, operation.responses)?.['200']);
    if (!request || !answer)
      throw new Error(`${operationId}: no JSON request or answer in the description`);
    const base = {
      operationId,
      summary: typeof operation.summary === 'string' ? operation.summary : operationId,
    };
    if (request.example !== undefined) {
      out.push({
        ...base,
        name: undefined,
        request: request.example as ForgeExample['request'],
        answer: answer.example as ForgeExample['answer'],
      });
      continue;
    }
    const answers = resolveObject(document, answer.examples) ?? {};
    for (const [name, raw] of Object.entries(resolveObject(document, request.examples) ?? {})) {
      const entry = resolveObject(document, raw);
      const value = resolveObject(document, answers[name])?.value;
      if (value === undefined) throw new Error(`${operationId}: no answer example named ${name}`);
      out.push({
        ...base,
        name,
        summary: typeof entry?.summary === 'string' ? entry.summary : `${base.summary} (${name})`,
        request: entry?.value as ForgeExample['request'],
        answer: value as ForgeExample['answer'],
      });
    }
  }
  return out;
}
