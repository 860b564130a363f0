import { apiCompare, type Diff } from 'api-smart-diff';
import type { JsonObject } from './bundle';

/**
 * How a change affects a caller, as api-smart-diff classifies it (it knows whether a schema
 * is read in a request or in a response, so "a field removed" is breaking in an answer and
 * not in a request): breaking, non-breaking, deprecated, annotation (text only:
 * descriptions, summaries, examples) or unclassified.
 */
export type ChangeType = Diff['type'];

export interface ChangedOperation {
  method: string;
  path: string;
  /** Absent when the operation has none (the description's lint requires one). */
  operationId?: string;
}

/** One change between two descriptions, in the words the gate, the release posts and the history use. */
export interface ApiChange {
  type: ChangeType;
  /** The operation the change is in; absent for a change to the document itself (info, servers, tags). */
  operation?: ChangedOperation;
  /** Where in the operation: "request body", "response 200 body", "path parameter stakingIdentifier", "operation". */
  where: string;
  /** The field, dotted from the body or parameter ("result.explorerUrl", "earnings[].rewards"); empty when the change is to `where` itself. */
  field: string;
  /** What happened: "removed", "became required", 'enum value "QSR" removed', 'type changed from "string" to "number"'. */
  kind: string;
  /** The JSON pointer of the change in the document it exists in (the earlier one for a removal). */
  pointer: string;
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
const VERB: Record<Diff['action'], string> = { add: 'added', remove: 'removed', replace: 'changed', rename: 'renamed' };
const COMBINERS = new Set(['allOf', 'oneOf', 'anyOf']);

type Segment = string | number;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

function pointerOf(path: Segment[]): string {
  return `#/${path.map((part) => String(part).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
}

/** The node at `path`, following local $refs on the way (parameters and schemas are often references). */
function nodeAt(document: JsonObject, path: Segment[]): unknown {
  let node: unknown = document;
  for (const part of path) {
    node = resolve(document, node);
    if (Array.isArray(node)) node = node[Number(part)];
    else if (isObject(node)) node = node[String(part)];
    else return undefined;
  }
  return resolve(document, node);
}

function resolve(document: JsonObject, node: unknown, depth = 0): unknown {
  if (depth > 20 || !isObject(node) || typeof node.$ref !== 'string' || !node.$ref.startsWith('#/')) return node;
  const target = node.$ref
    .slice(2)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((at, part) => (isObject(at) ? at[part] : undefined), document);
  return resolve(document, target, depth + 1);
}

/** A value as a change names it: short scalars quoted, anything else not at all. */
function shown(value: unknown): string | undefined {
  if (typeof value === 'string') return value.length <= 40 ? JSON.stringify(value) : undefined;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return JSON.stringify(value);
  return undefined;
}

/** The dotted field and the kind of change, from the part of the path inside a schema. */
function describeSchemaChange(schemaPath: Segment[], diff: Diff): { field: string; kind: string } {
  const field: string[] = [];
  for (let index = 0; index < schemaPath.length; index++) {
    const part = schemaPath[index];
    const last = index === schemaPath.length - 1;
    if (part === 'properties' && index + 1 < schemaPath.length) {
      field.push(String(schemaPath[++index]));
      if (index === schemaPath.length - 1) return { field: field.join('.'), kind: VERB[diff.action] };
    } else if (part === 'items') {
      field.push(field.length ? `${field.pop()}[]` : '[]');
      if (last) return { field: field.join('.'), kind: `items ${VERB[diff.action]}` };
    } else if (part === 'additionalProperties') {
      field.push(field.length ? `${field.pop()}{}` : '{}');
      if (last) return { field: field.join('.'), kind: `additionalProperties ${VERB[diff.action]}` };
    } else if (typeof part === 'string' && COMBINERS.has(part)) {
      index++; // the variant's index: its fields belong to the same object
    } else if (part === 'required' && index + 1 === schemaPath.length - 1) {
      const name = diff.action === 'remove' ? diff.before : diff.after;
      field.push(String(name));
      return { field: field.join('.'), kind: diff.action === 'remove' ? 'no longer required' : 'became required' };
    } else if (part === 'enum' && index + 1 === schemaPath.length - 1) {
      const value = shown(diff.action === 'remove' ? diff.before : diff.after) ?? 'a value';
      if (diff.action === 'replace') return { field: field.join('.'), kind: `enum value ${shown(diff.before) ?? 'a value'} replaced by ${shown(diff.after) ?? 'another'}` };
      return { field: field.join('.'), kind: `enum value ${value} ${VERB[diff.action]}` };
    } else {
      // A keyword of the schema: type, format, pattern, minimum, nullable, description, example...
      const before = shown(diff.before);
      const after = shown(diff.after);
      const values = diff.action === 'replace' && before !== undefined && after !== undefined ? ` from ${before} to ${after}` : '';
      return { field: field.join('.'), kind: `${schemaPath.slice(index).join('.')} ${VERB[diff.action]}${values}` };
    }
  }
  return { field: field.join('.'), kind: VERB[diff.action] };
}

/** Where in an operation, the field and the kind, from the part of the path under `paths > path > method`. */
function describeOperationChange(rest: Segment[], diff: Diff, operationIn: (path: Segment[]) => unknown): Omit<ApiChange, 'type' | 'operation' | 'pointer'> {
  const verb = VERB[diff.action];
  if (rest.length === 0) return { where: 'operation', field: '', kind: `operation ${verb}` };
  const [head, second, third, fourth] = rest;
  if (head === 'parameters' && second !== undefined) {
    const parameter = operationIn(['parameters', second]);
    const name = isObject(parameter) ? `${String(parameter.in)} parameter ${String(parameter.name)}` : 'a parameter';
    const inner = rest.slice(2);
    if (inner.length === 0) return { where: name, field: '', kind: `parameter ${verb}` };
    if (inner[0] === 'required' && inner.length === 1) {
      const required = diff.after === true;
      return { where: name, field: '', kind: required ? 'became required' : 'no longer required' };
    }
    if (inner[0] === 'schema') return { where: name, ...describeSchemaChange(inner.slice(1), diff) };
    return { where: name, field: '', kind: `${inner.join('.')} ${verb}` };
  }
  if (head === 'requestBody') {
    if (second === 'content' && third !== undefined && fourth === 'schema') return { where: 'request body', ...describeSchemaChange(rest.slice(4), diff) };
    if (second === 'content' && third !== undefined && rest.length === 3) return { where: 'request body', field: '', kind: `media type ${String(third)} ${verb}` };
    if (second === 'required' && rest.length === 2) return { where: 'request body', field: '', kind: diff.after === true ? 'became required' : 'no longer required' };
    return { where: 'request body', field: '', kind: rest.length === 1 ? `request body ${verb}` : `${rest.slice(1).join('.')} ${verb}` };
  }
  if (head === 'responses' && second !== undefined) {
    const where = `response ${String(second)}`;
    if (rest.length === 2) return { where, field: '', kind: `response ${verb}` };
    if (third === 'content' && rest.length >= 4 && rest[4] === 'schema') return { where: `${where} body`, ...describeSchemaChange(rest.slice(5), diff) };
    if (third === 'content' && rest.length === 4) return { where, field: '', kind: `media type ${String(fourth)} ${verb}` };
    if (third === 'headers' && fourth !== undefined) {
      const header = `${where} header ${String(fourth)}`;
      if (rest.length === 4) return { where: header, field: '', kind: `header ${verb}` };
      if (rest[4] === 'schema') return { where: header, ...describeSchemaChange(rest.slice(5), diff) };
      return { where: header, field: '', kind: `${rest.slice(4).join('.')} ${verb}` };
    }
    return { where, field: '', kind: `${rest.slice(2).join('.')} ${verb}` };
  }
  return { where: 'operation', field: '', kind: `${rest.join('.')} ${verb}` };
}

/** Changes to a schema of components show up again in every operation that uses it, where their effect on a caller is known. */
function isReportedElsewhere(path: Segment[]): boolean {
  return path[0] === 'components' && path[1] !== 'securitySchemes';
}

/**
 * api-smart-diff (1.0.6) classifies an answer's schema with its request rules reversed, so a
 * type replaced in an answer ("string" to "number") comes out non-breaking. A caller that
 * parses the old type breaks whichever way the type changes: such a change is breaking.
 */
function corrected(diff: Diff): Diff {
  const path = diff.path as Segment[];
  return diff.action === 'replace' && path[path.length - 1] === 'type' && path.includes('schema') ? { ...diff, type: 'breaking' } : diff;
}

/**
 * The changes from one description to another, one per difference api-smart-diff finds, each
 * named by operation, place, field and kind. Both documents are bundled (local $refs only).
 * The version number itself (info.version) is not a change of the API.
 */
export function compareDescriptions(before: JsonObject, after: JsonObject): ApiChange[] {
  const { diffs } = apiCompare(before, after);
  const changes: ApiChange[] = [];
  for (const found of diffs) {
    const diff = corrected(found);
    const path = diff.path as Segment[];
    if (isReportedElsewhere(path) || (path[0] === 'info' && path[1] === 'version')) continue;
    // A removal is found in the earlier document, anything else in the later one.
    const source = diff.action === 'remove' ? before : after;
    const pointer = pointerOf(path);
    if (path[0] === 'paths' && typeof path[1] === 'string') {
      const apiPath = path[1];
      if (path.length === 2) {
        // A whole path item added or removed: one change per operation in it.
        const item = resolve(source, diff.action === 'remove' ? diff.before : diff.after);
        for (const method of Object.keys(isObject(item) ? item : {}).filter((key) => METHODS.has(key))) {
          const operation = (item as JsonObject)[method];
          const operationId = isObject(operation) && typeof operation.operationId === 'string' ? operation.operationId : undefined;
          changes.push({ type: diff.type, operation: { method, path: apiPath, operationId }, where: 'operation', field: '', kind: `operation ${VERB[diff.action]}`, pointer: `${pointer}/${method}` });
        }
        continue;
      }
      const method = String(path[2]);
      if (METHODS.has(method)) {
        const operationNode = nodeAt(source, ['paths', apiPath, method]);
        const operationId = isObject(operationNode) && typeof operationNode.operationId === 'string' ? operationNode.operationId : undefined;
        const described = describeOperationChange(path.slice(3), diff, (inner) => nodeAt(source, ['paths', apiPath, method, ...inner]));
        changes.push({ type: diff.type, operation: { method, path: apiPath, operationId }, ...described, pointer });
        continue;
      }
      // Parameters shared by every operation of a path.
      changes.push({ type: diff.type, where: `path ${apiPath}`, field: '', kind: `${path.slice(2).join('.')} ${VERB[diff.action]}`, pointer });
      continue;
    }
    changes.push({ type: diff.type, where: path.map(String).join('.'), field: '', kind: VERB[diff.action], pointer });
  }
  return withoutEchoes(changes);
}

/** A removed field is no longer required either: its removal says so, and says it once. */
function withoutEchoes(changes: ApiChange[]): ApiChange[] {
  const key = (change: ApiChange) => `${change.operation ? operationLabel(change.operation) : ''}\0${change.where}\0${change.field}`;
  const removed = new Set(changes.filter((change) => change.kind === 'removed').map(key));
  return changes.filter((change) => change.kind !== 'no longer required' || !removed.has(key(change)));
}

/** "POST /v1/transactions/SOL/broadcast (broadcastSol)". */
export function operationLabel(operation: ChangedOperation): string {
  return `${operation.method.toUpperCase()} ${operation.path}${operation.operationId ? ` (${operation.operationId})` : ''}`;
}

/** One line of a report: "POST /v1/… (broadcastSol): response 200 body: result.explorerUrl: removed". */
export function changeLine(change: ApiChange): string {
  const place = change.operation ? `${operationLabel(change.operation)}: ${change.where}` : change.where;
  return `${place}${change.field ? `: ${change.field}` : ''}: ${change.kind}`;
}
