// The forge examples of the API description as (request, answer) pairs, for the tests, the
// benchmark and the page's "try an example" list. Build time and Node only: reads openapi/.
import { loadApiDocument, type JsonObject } from '../openapi';
import { FORGE_OPERATIONS } from './operations';

export interface ForgeExample {
  operationId: string;
  /** The example's name when the operation has several (ATOM, INJ, partial, …). */
  name: string | undefined;
  summary: string;
  request: Record<string, unknown>;
  answer: { uuid: string; transaction: Record<string, unknown> };
}

const JSON_TYPE = 'application/json';
type Media = { example?: unknown; examples?: Record<string, { summary?: string; value: unknown }> };

/** Every forge operation's request examples with the answer example of the same name, in document order. */
export function forgeExamples(document: JsonObject = loadApiDocument()): ForgeExample[] {
  const out: ForgeExample[] = [];
  for (const pathItem of Object.values(document.paths as Record<string, { post?: JsonObject }>)) {
    const op = pathItem.post as { operationId?: string; summary?: string; requestBody?: { content: Record<string, Media> }; responses?: Record<string, { content: Record<string, Media> }> } | undefined;
    if (!op?.operationId || !(op.operationId in FORGE_OPERATIONS)) continue;
    const request = op.requestBody!.content[JSON_TYPE]!;
    const answer = op.responses!['200']!.content[JSON_TYPE]!;
    const base = { operationId: op.operationId, summary: op.summary ?? op.operationId };
    if (request.example !== undefined) {
      out.push({ ...base, name: undefined, request: request.example as ForgeExample['request'], answer: answer.example as ForgeExample['answer'] });
      continue;
    }
    for (const [name, entry] of Object.entries(request.examples ?? {})) {
      const value = answer.examples?.[name]?.value;
      if (value === undefined) throw new Error(`${op.operationId}: no answer example named ${name}`);
      out.push({ ...base, name, summary: entry.summary ?? `${base.summary} (${name})`, request: entry.value as ForgeExample['request'], answer: value as ForgeExample['answer'] });
    }
  }
  return out;
}
