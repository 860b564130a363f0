// The API operations as search records. Each operation of the bundled OpenAPI description
// becomes one small HTML document for Pagefind, whose URL is the operation's deep link
// (DECISIONS D1). Its title (the summary and the tag, which names the chain) weighs in
// Pagefind's ranking; the dialog shows the summary, method, path and tag from its metadata,
// kept outside the indexed body so they do not clutter the excerpt. Word weights decide the ranking: the operation's id and its summary
// weigh most, then its method and path, its tag and chain, then its parameter, body field
// and response names, then the prose of its description.

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The weight of each part of an operation record (Pagefind's default is 1, an h1 is 7). */
export const OPERATION_WEIGHTS = {
  operationId: 10,
  summary: 7,
  path: 5,
  tag: 4,
  fields: 2,
  description: 1,
};

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** Markdown of a description, as plain words. */
function plain(markdown = '') {
  return markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function resolver(document) {
  return (node) => {
    let current = node;
    const seen = new Set();
    while (current && typeof current === 'object' && typeof current.$ref === 'string' && !seen.has(current.$ref)) {
      seen.add(current.$ref);
      current = current.$ref
        .slice(2)
        .split('/')
        .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce((value, part) => value?.[part], document);
    }
    return current;
  };
}

/** Property names of a schema and of the schemas it nests (objects, arrays, compositions). */
function fieldNames(schema, resolve, names = new Set(), seen = new Set()) {
  const node = resolve(schema);
  if (!node || typeof node !== 'object' || seen.has(node)) return names;
  seen.add(node);
  for (const [name, property] of Object.entries(node.properties ?? {})) {
    names.add(name);
    fieldNames(property, resolve, names, seen);
  }
  for (const key of ['allOf', 'oneOf', 'anyOf']) for (const part of node[key] ?? []) fieldNames(part, resolve, names, seen);
  if (node.items) fieldNames(node.items, resolve, names, seen);
  if (node.additionalProperties && typeof node.additionalProperties === 'object') fieldNames(node.additionalProperties, resolve, names, seen);
  return names;
}

/**
 * One record per operation, in document order: what a reader may search for
 * (id, method, path, summary, tag, description, parameters, body fields, responses).
 */
export function operationRecords(document, hrefOf) {
  const resolve = resolver(document);
  const records = [];
  for (const [apiPath, pathItem] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (!operation?.operationId) continue;
      const parameters = [...(pathItem.parameters ?? []), ...(operation.parameters ?? [])].map(resolve).filter(Boolean);
      const parameterWords = parameters.map((parameter) => parameter.name);
      // The values a path parameter accepts name the chains of a shared route (ATOM, OSMO, …).
      const pathValues = parameters.filter((parameter) => parameter.in === 'path').flatMap((parameter) => resolve(parameter.schema)?.enum ?? []);
      // The first sentence of each parameter's description names what it takes ("The
      // Tendermint-type (Cosmos-SDK) chain to use").
      const parameterNotes = parameters.map((parameter) => plain(parameter.description).split(/(?<=\.)\s/)[0]).filter(Boolean);
      const body = resolve(operation.requestBody);
      const bodyFields = new Set();
      for (const media of Object.values(body?.content ?? {})) fieldNames(media.schema, resolve, bodyFields);
      const answerFields = new Set();
      const responses = Object.entries(operation.responses ?? {}).map(([status, reference]) => {
        const response = resolve(reference);
        if (status.startsWith('2')) for (const media of Object.values(response?.content ?? {})) fieldNames(media.schema, resolve, answerFields);
        return `${status} ${plain(response?.description)}`;
      });
      records.push({
        operationId: operation.operationId,
        url: hrefOf(operation.operationId),
        method: method.toUpperCase(),
        path: apiPath,
        summary: operation.summary ?? operation.operationId,
        tag: operation.tags?.[0] ?? '',
        description: plain(operation.description),
        parameters: parameterWords,
        pathValues,
        parameterNotes,
        bodyFields: [...bodyFields],
        answerFields: [...answerFields],
        responses,
      });
    }
  }
  return records;
}

/** The HTML document Pagefind indexes for one operation (the dialog reads its meta). */
export function operationHtml(record) {
  const w = OPERATION_WEIGHTS;
  const meta = (name, value) => `<span data-pagefind-meta="${name}">${escapeHtml(value)}</span>`;
  // The path as words too: Pagefind indexes "/v1/transaction/submitHash" as one token.
  const pathWords = record.path.replace(/[/{}]+/g, ' ').trim();
  return `<!doctype html>
<html lang="en"><head><title>${escapeHtml(record.summary)}</title></head>
<body><div hidden>${meta('title', `${record.summary} (${record.tag})`)}${meta('summary', record.summary)}${meta('operationId', record.operationId)}${meta('method', record.method)}${meta('path', record.path)}${meta('tag', record.tag)}</div>
<main data-pagefind-body data-pagefind-filter="type:API operation">
<h1 data-pagefind-weight="${w.summary}">${escapeHtml(record.summary)}</h1>
<p data-pagefind-weight="${w.operationId}">${escapeHtml(record.operationId)}</p>
<p data-pagefind-weight="${w.path}">${record.method} ${escapeHtml(pathWords)} ${escapeHtml(record.pathValues.join(' '))}</p>
<p data-pagefind-weight="${w.tag}">${escapeHtml(record.tag)}</p>
<p data-pagefind-weight="${w.description}">${escapeHtml(record.description)}</p>
<p data-pagefind-weight="${w.fields}">Parameters: ${escapeHtml(record.parameters.join(', ') || 'none')}. Body: ${escapeHtml(record.bodyFields.join(', ') || 'none')}.</p>
<p data-pagefind-weight="${w.description}">${escapeHtml(record.parameterNotes.join(' '))}</p>
<p data-pagefind-weight="${w.description}">Responses: ${escapeHtml(record.responses.join('; '))}. Answer: ${escapeHtml(record.answerFields.join(', ') || 'none')}.</p>
</main></body></html>`;
}
