/**
 * What an operation page must show, found by walking the description on its own (not with the
 * site's lib/openapi), and a check of a page's HTML against it. The page gives every field row
 * an id that says where the field is (lib/openapi/schema-tree.ts): `request-body.amount`,
 * `response-200.transaction.hash`, `response-200.[].token` (an array's items), `….*`
 * (additional properties), `….oneOf-1` (an alternative); parameters `parameter-<in>-<name>`,
 * responses `response-<status>`, response headers `response-<status>-header-<name>`.
 */
import { parse, type DefaultTreeAdapterMap } from 'parse5';

type Json = { [key: string]: unknown };
type Node = DefaultTreeAdapterMap['node'];

const isJson = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function pointer(document: Json, ref: string): unknown {
  return ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, part) => (isJson(node) ? node[part] : undefined), document);
}

/** The node and the schema `$ref`s followed to reach it. */
function follow(document: Json, node: unknown): { node: unknown; refs: string[] } {
  const refs: string[] = [];
  while (isJson(node) && typeof node.$ref === 'string' && !refs.includes(node.$ref)) {
    refs.push(node.$ref);
    node = pointer(document, node.$ref);
  }
  return { node, refs };
}

/** The ids of the field rows of a schema under `id`; `open`: the schema `$ref`s being expanded above. */
function fieldIds(document: Json, raw: unknown, id: string, open: string[], out: string[]): void {
  const { node, refs } = follow(document, raw);
  if (!isJson(node)) return;
  const schemaRefs = refs.filter((ref) => ref.startsWith('#/components/schemas/'));
  if (schemaRefs.some((ref) => open.includes(ref))) return; // a recursive schema: shown by name only
  const inner = [...open, ...schemaRefs.slice(-1)];
  for (const part of (node.allOf as unknown[] | undefined) ?? []) fieldIds(document, part, id, inner, out);
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
    break;
  }
}

/** Each example value of a parameter, header or media type, resolved. */
function examplesOf(document: Json, holder: Json): unknown[] {
  const values = 'example' in holder ? [holder.example] : [];
  for (const entry of Object.values(isJson(holder.examples) ? holder.examples : {})) {
    const example = follow(document, entry).node;
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
  const pages: Expected[] = [];
  for (const [path, pathItem] of Object.entries(document.paths as Json)) {
    for (const method of METHODS) {
      const operation = (pathItem as Json)[method];
      if (!isJson(operation)) continue;
      const ids: string[] = [];
      const examples: string[] = [];
      const parameterExamples: string[] = [];
      const parameters = [...(((pathItem as Json).parameters as unknown[]) ?? []), ...((operation.parameters as unknown[]) ?? [])].map((p) => follow(document, p).node as Json);
      for (const parameter of parameters) {
        const id = `parameter-${String(parameter.in)}-${String(parameter.name)}`;
        ids.push(id);
        fieldIds(document, parameter.schema, id, [], ids);
        const [first] = examplesOf(document, parameter);
        if (first !== undefined) parameterExamples.push(typeof first === 'string' ? first : JSON.stringify(first));
      }
      const addContent = (content: unknown, id: string) => {
        const media = Object.entries(isJson(content) ? content : {});
        for (const [mediaType, entry] of media) {
          const holder = follow(document, entry).node as Json;
          fieldIds(document, holder.schema, media.length > 1 ? `${id}~${mediaType}` : id, [], ids);
          for (const value of examplesOf(document, holder)) examples.push(typeof value === 'string' ? value : JSON.stringify(value, null, 2));
        }
      };
      const body = follow(document, operation.requestBody).node;
      if (isJson(body)) addContent(body.content, 'request-body');
      for (const [status, raw] of Object.entries(operation.responses as Json)) {
        const response = follow(document, raw).node as Json;
        ids.push(`response-${status}`);
        for (const name of Object.keys(isJson(response.headers) ? response.headers : {})) ids.push(`response-${status}-header-${name}`);
        addContent(response.content, `response-${status}`);
      }
      pages.push({ operationId: String(operation.operationId), ids, examples, parameterExamples });
    }
  }
  return pages;
}

function walkHtml(node: Node, visit: (element: Node & { tagName: string; attrs: { name: string; value: string }[] }) => void) {
  if ('tagName' in node) visit(node as never);
  const children = 'tagName' in node && node.tagName === 'template' ? (node as never as { content: { childNodes: Node[] } }).content.childNodes : 'childNodes' in node ? node.childNodes : [];
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
    ...expected.ids.filter((id) => !ids.has(id)).map((id) => `${expected.operationId}: no element with id "${id}"`),
    ...expected.examples.filter((example) => !code.some((block) => block.includes(example))).map((example) => `${expected.operationId}: example not shown: ${example.slice(0, 60)}…`),
    ...expected.parameterExamples.filter((example) => !text.includes(example)).map((example) => `${expected.operationId}: parameter example not shown: ${example}`),
  ];
}
