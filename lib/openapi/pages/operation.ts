/**
 * Everything an operation page shows about one operation, read from the description with the
 * one walk (../document/walk.ts): plain data, so the page, its Markdown copy and the tests read the same.
 */
import { STATUS_CODES } from 'node:http';
import {
  isObject,
  operationEntries,
  operationParameters,
  referencedSchemas,
  resolveObject,
  type JsonObject,
  type OperationEntry,
} from '../document/walk';
import { listOperations, type ApiOperation } from './operation-list';
import { schemaTree, type FieldNode } from './schema-tree';

export interface ExampleModel {
  /** The key under `examples`, or "example" for a lone `example`. */
  name: string;
  summary?: string;
  description?: string;
  value: unknown;
}

export interface MediaModel {
  mediaType: string;
  /** The field tree of the schema; undefined when the media type has none. */
  schema?: FieldNode;
  examples: ExampleModel[];
}

export interface ParameterModel {
  name: string;
  in: string;
  required: boolean;
  deprecated: boolean;
  description?: string;
  schema: FieldNode;
  examples: ExampleModel[];
}

export interface ResponseModel {
  status: string;
  description: string;
  headers: ParameterModel[];
  content: MediaModel[];
}

/**
 * A call to make after this one: an OpenAPI link of one of the operation's success answers,
 * with the operation it leads to and where each of its values comes from.
 */
export interface NextCallModel {
  /** The link's name in the answer: "broadcast", "lookUp". */
  name: string;
  /** The answer the link belongs to: "200". */
  status: string;
  operationId: string;
  method: string;
  path: string;
  summary: string;
  description?: string;
  /**
   * Each parameter the link fills: the runtime expression it is filled from, and the same in
   * words ("this answer's uuid").
   */
  parameters: { name: string; from: string; source: string }[];
}

/** Where a link's runtime expression takes its value from, in words. */
function sourceInWords(from: string): string {
  const [, where, pointer = ''] =
    /^\$(response\.body|request\.body|request\.path)(?:#\/|\.)?(.*)$/.exec(from) ?? [];
  const field = pointer.replaceAll('/', '.');
  if (where === 'response.body') return `this answer's ${field}`;
  if (where === 'request.body') return `this request's ${field}`;
  if (where === 'request.path') return `this call's ${field}`;
  return from;
}

export interface OperationModel extends ApiOperation {
  description?: string;
  deprecated: boolean;
  parameters: ParameterModel[];
  requestBody?: { required: boolean; description?: string; content: MediaModel[] };
  responses: ResponseModel[];
  /** The calls the success answers' links lead to, in the order of the answers and links. */
  next: NextCallModel[];
  /** The component schemas the operation uses, at any depth. */
  schemas: string[];
}

/** `example` and the `examples` entries of a parameter, header or media type, resolved. */
function examplesOf(document: JsonObject, holder: JsonObject): ExampleModel[] {
  const examples: ExampleModel[] = [];
  if ('example' in holder) examples.push({ name: 'example', value: holder.example });
  if (isObject(holder.examples)) {
    for (const [name, entry] of Object.entries(holder.examples)) {
      const example = resolveObject(document, entry);
      if (!example || !('value' in example)) continue;
      examples.push({
        name,
        summary: typeof example.summary === 'string' ? example.summary : undefined,
        description: typeof example.description === 'string' ? example.description : undefined,
        value: example.value,
      });
    }
  }
  return examples;
}

/** Ids on the page: one per media type, with the media type in it when there are several. */
function mediaOf(document: JsonObject, content: unknown, id: string): MediaModel[] {
  const entries = Object.entries(isObject(content) ? content : {});
  return entries.map(([mediaType, rawMedia]) => {
    const media = resolveObject(document, rawMedia) ?? {};
    const mediaId = entries.length > 1 ? `${id}~${mediaType}` : id;
    return {
      mediaType,
      schema: media.schema === undefined ? undefined : schemaTree(document, media.schema, mediaId),
      examples: examplesOf(document, media),
    };
  });
}

function parameterOf(
  document: JsonObject,
  parameter: JsonObject,
  id: string,
  name = String(parameter.name),
  location = String(parameter.in ?? 'header'),
): ParameterModel {
  // A parameter's example is its own, or failing that its schema's.
  return {
    name,
    in: location,
    required: parameter.required === true,
    deprecated: parameter.deprecated === true,
    description: typeof parameter.description === 'string' ? parameter.description : undefined,
    schema: schemaTree(document, parameter.schema, id),
    examples: examplesOf(document, parameter),
  };
}

/** The id on the page of a parameter's row: `parameter-query-begDate`. */
export function parameterId(location: string, name: string): string {
  return `parameter-${location}-${name}`;
}

/** The id on the page of a response's section: `response-200`. */
export function responseId(status: string): string {
  return `response-${status}`;
}

export const REQUEST_BODY_ID = 'request-body';

/** A response's status as a heading: "200 OK", "422 Unprocessable Entity", "default". */
export function statusTitle(status: string): string {
  const reason = STATUS_CODES[Number(status)];
  return reason ? `${status} ${reason}` : status;
}

/** The links of the operation's success (2xx) answers, each with the operation it leads to. */
function nextCalls(
  document: JsonObject,
  operation: JsonObject,
  summaries: ApiOperation[],
): NextCallModel[] {
  const calls: NextCallModel[] = [];
  for (const [status, raw] of Object.entries(
    isObject(operation.responses) ? operation.responses : {},
  )) {
    if (!/^2/.test(status)) continue;
    const links = resolveObject(document, raw)?.links;
    for (const [name, rawLink] of Object.entries(isObject(links) ? links : {})) {
      const link = resolveObject(document, rawLink) ?? {};
      const target = summaries.find((candidate) => candidate.operationId === link.operationId);
      if (!target) continue;
      calls.push({
        name,
        status,
        operationId: target.operationId,
        method: target.method,
        path: target.path,
        summary: target.summary,
        description: typeof link.description === 'string' ? link.description : undefined,
        parameters: Object.entries(isObject(link.parameters) ? link.parameters : {}).map(
          ([parameter, from]) => ({
            name: parameter,
            from: String(from),
            source: sourceInWords(String(from)),
          }),
        ),
      });
    }
  }
  return calls;
}

function modelOf(
  document: JsonObject,
  entry: OperationEntry,
  summary: ApiOperation,
  summaries: ApiOperation[],
): OperationModel {
  const { operation } = entry;
  const body = resolveObject(document, operation.requestBody);
  const responses = Object.entries(isObject(operation.responses) ? operation.responses : {}).map(
    ([status, raw]): ResponseModel => {
      const response = resolveObject(document, raw) ?? {};
      const headers = Object.entries(isObject(response.headers) ? response.headers : {}).map(
        ([name, header]) =>
          parameterOf(
            document,
            resolveObject(document, header) ?? {},
            `${responseId(status)}-header-${name}`,
            name,
            'header',
          ),
      );
      return {
        status,
        description: typeof response.description === 'string' ? response.description : '',
        headers,
        content: mediaOf(document, response.content, responseId(status)),
      };
    },
  );
  return {
    ...summary,
    description: typeof operation.description === 'string' ? operation.description : undefined,
    deprecated: operation.deprecated === true,
    parameters: operationParameters(document, entry).map((parameter) =>
      parameterOf(document, parameter, parameterId(String(parameter.in), String(parameter.name))),
    ),
    requestBody: body && {
      required: body.required === true,
      description: typeof body.description === 'string' ? body.description : undefined,
      content: mediaOf(document, body.content, REQUEST_BODY_ID),
    },
    responses,
    next: nextCalls(document, operation, summaries),
    schemas: [...referencedSchemas(document, operation)].sort(),
  };
}

const cache = new WeakMap<JsonObject, Map<string, OperationModel>>();

/** Every operation's model, in document order (computed once per document). */
export function operationModels(document: JsonObject): OperationModel[] {
  if (!cache.has(document)) {
    const summaries = listOperations(document);
    const models = operationEntries(document).map((entry, index) =>
      modelOf(document, entry, summaries[index], summaries),
    );
    cache.set(document, new Map(models.map((model) => [model.operationId, model])));
  }
  return [...cache.get(document)!.values()];
}

export function operationModel(
  document: JsonObject,
  operationId: string,
): OperationModel | undefined {
  operationModels(document);
  return cache.get(document)!.get(operationId);
}

/** The operations that use each component schema (at any depth), by schema name. */
export function schemaUsage(document: JsonObject): Map<string, OperationModel[]> {
  const usage = new Map<string, OperationModel[]>();
  for (const model of operationModels(document))
    for (const name of model.schemas) usage.set(name, [...(usage.get(name) ?? []), model]);
  return usage;
}

/** The request example a code sample sends: the first example of the first media type. */
export function requestExample(
  model: OperationModel,
): { mediaType: string; value: unknown } | undefined {
  const media = model.requestBody?.content.find((candidate) => candidate.examples.length > 0);
  return media && { mediaType: media.mediaType, value: media.examples[0].value };
}
