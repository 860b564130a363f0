/**
 * What an operation page must show, found by walking the description with the one walk
 * (lib/openapi/document/walk.ts) but by rules of its own, not with the field tree the pages render
 * (lib/openapi/pages/schema-tree.ts), and a check of a page's HTML against it. The page gives every
 * field row an id that says where the field is: `request-body.amount`,
 * `response-200.transaction.hash`, `response-200.[].token` (an array's items), `….*`
 * (additional properties), `….oneOf-1` and `….anyOf-1` (the alternatives of each kind, a
 * schema may have both); parameters `parameter-<in>-<name>`, responses `response-<status>`,
 * response headers `response-<status>-header-<name>`.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import {
  deref,
  isObject as isJson,
  operationEntries,
  operationParameters,
  resolveObject,
  type JsonObject as Json,
} from '../../lib/openapi/document/walk';

type Node = DefaultTreeAdapterMap['node'];

/** The ids of the field rows of a schema under `id`; `open`: the component schemas being expanded above. */
function fieldIds(document: Json, raw: unknown, id: string, open: string[], out: string[]): void {
  const { node, ref } = deref(document, raw);
  if (!isJson(node)) return;
  const schemaRef = ref?.startsWith('#/components/schemas/') ? ref : undefined;
  if (schemaRef && open.includes(schemaRef)) return; // a recursive schema: shown by name only
  const inner = schemaRef ? [...open, schemaRef] : open;
  for (const part of (node.allOf as unknown[] | undefined) ?? [])
    fieldIds(document, part, id, inner, out);
  for (const [name, property] of Object.entries(isJson(node.properties) ? node.properties : {})) {
    out.push(`${id}.${name}`);
    fieldIds(document, property, `${id}.${name}`, inner, out);
  }
  if (isJson(node.items)) fieldIds(document, node.items, `${id}.[]`, inner, out);
  if (isJson(node.additionalProperties) && Object.keys(node.additionalProperties).length > 0) {
    out.push(`${id}.*`);
    fieldIds(document, node.additionalProperties, `${id}.*`, inner, out);
  }
  for (const kind of ['oneOf', 'anyOf']) {
    const options = node[kind];
    if (!Array.isArray(options)) continue;
    options.forEach((option, index) => {
      out.push(`${id}.${kind}-${index + 1}`);
      fieldIds(document, option, `${id}.${kind}-${index + 1}`, inner, out);
    });
  }
}

/** Each example value of a parameter, header or media type, resolved. */
function examplesOf(document: Json, holder: Json): unknown[] {
  const values = 'example' in holder ? [holder.example] : [];
  for (const entry of Object.values(isJson(holder.examples) ? holder.examples : {})) {
    const example = deref(document, entry).node;
    if (isJson(example) && 'value' in example) values.push(example.value);
  }
  return values;
}

export interface Expected {
  operationId: string;
  ids: string[];
  /** Request and response examples, as the text a reader copies. */
  examples: string[];
  /** Parameter examples (the first of each). */
  parameterExamples: string[];
}

/** What each operation's page must show. */
export function expectedPages(document: Json): Expected[] {
  return operationEntries(document).map((entry) => {
    const { operation } = entry;
    const ids: string[] = [];
    const examples: string[] = [];
    const parameterExamples: string[] = [];
    for (const parameter of operationParameters(document, entry)) {
      const id = `parameter-${String(parameter.in)}-${String(parameter.name)}`;
      ids.push(id);
      fieldIds(document, parameter.schema, id, [], ids);
      const [first] = examplesOf(document, parameter);
      if (first !== undefined)
        parameterExamples.push(typeof first === 'string' ? first : JSON.stringify(first));
    }
    const addContent = (content: unknown, id: string) => {
      const media = Object.entries(isJson(content) ? content : {});
      for (const [mediaType, rawMedia] of media) {
        const holder = resolveObject(document, rawMedia) ?? {};
        fieldIds(document, holder.schema, media.length > 1 ? `${id}~${mediaType}` : id, [], ids);
        for (const value of examplesOf(document, holder))
          examples.push(typeof value === 'string' ? value : JSON.stringify(value, null, 2));
      }
    };
    const body = resolveObject(document, operation.requestBody);
    if (body) addContent(body.content, 'request-body');
    for (const [status, raw] of Object.entries(
      isJson(operation.responses) ? operation.responses : {},
    )) {
      const response = resolveObject(document, raw) ?? {};
      ids.push(`response-${status}`);
      for (const name of Object.keys(isJson(response.headers) ? response.headers : {}))
        ids.push(`response-${status}-header-${name}`);
      addContent(response.content, `response-${status}`);
    }
    return { operationId: entry.operationId, ids, examples, parameterExamples };
  });
}

function walkHtml(
  node: Node,
  visit: (element: Node & { tagName: string; attrs: { name: string; value: string }[] }) => void,
) {
  if ('tagName' in node) visit(node as never);
  const children =
    'tagName' in node && node.tagName === 'template'
      ? (node as never as { content: { childNodes: Node[] } }).content.childNodes
      : 'childNodes' in node
        ? node.childNodes
        : [];
  for (const child of children) walkHtml(child, visit);
}

function textOf(node: Node): string {
  if (node.nodeName === '#text') return (node as { value: string }).value;
  return 'childNodes' in node ? node.childNodes.map(textOf).join('') : '';
}

/** What a page's HTML is missing of what it must show, as readable lines (empty when complete). */
export function missingOnPage(html: string, expected: Expected): string[] {
  const ids = new Set<string>();
  const code: string[] = [];
  let text = '';
  walkHtml(parse(html), (element) => {
    const id = element.attrs.find((attr) => attr.name === 'id')?.value;
    if (id) ids.add(id);
    if (element.tagName === 'pre') code.push(textOf(element));
    if (element.tagName === 'body') text = textOf(element);
  });
  return [
    ...expected.ids
      .filter((id) => !ids.has(id))
      .map((id) => `${expected.operationId}: no element with id "${id}"`),
    ...expected.examples
      .filter((example) => !code.some((block) => block.includes(example)))
      .map((example) => `${expected.operationId}: example not shown: ${example.slice(0, 60)}…`),
    ...expected.parameterExamples
      .filter((example) => !text.includes(example))
      .map((example) => `${expected.operationId}: parameter example not shown: ${example}`),
  ];
}
