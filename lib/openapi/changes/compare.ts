import { isDeepStrictEqual } from 'node:util';
import {
  isObject,
  operationEntries,
  operationParameters,
  type JsonObject,
  type OperationEntry,
} from '../document/walk';
import {
  childOf,
  compareSchemas,
  escapePointer,
  followed,
  quoted,
  type ComparedDocuments,
  type FoundChange,
  type Located,
} from './compare-schemas';
import { compareSecurity } from './compare-security';
import { ruleById, type ChangeClass } from './rules';

export interface ChangedOperation {
  method: string;
  path: string;
  /** Absent when the operation has none (the description's lint requires one). */
  operationId?: string;
}

/** One change between two descriptions, in the words the gate, the release posts and the history use. */
export interface ApiChange {
  /** The class the policy gives it (lib/openapi/changes/rules.ts): breaking, notable or internal. */
  type: ChangeClass;
  /** The id of the rule that classed it: "response.became-nullable". */
  rule: string;
  /** The operation the change is in; absent for a change to the document itself (info, servers, tags). */
  operation?: ChangedOperation;
  /** Where in the operation: "request body", "response 200 body", "path parameter stakingIdentifier", "operation". */
  where: string;
  /**
   * The field, dotted from the body or parameter ("result.explorerUrl", "earnings[].rewards");
   * empty when the change is to `where` itself.
   */
  field: string;
  /**
   * What happened: "removed", "became required", 'enum value "QSR" removed', 'type changed from
   * "string" to "number"'.
   */
  kind: string;
  /** The JSON pointer of the change in the document it exists in (the earlier one for a removal). */
  pointer: string;
}

/** Keys of an operation compared on their own below. */
const STRUCTURE_KEYS = new Set(['parameters', 'requestBody', 'responses', 'security']);

/** Keys whose change is text only, wherever they are. */
const isTextKey = (key: string) =>
  ['summary', 'description', 'example', 'examples', 'externalDocs'].includes(key) ||
  key.startsWith('x-');

/** "/v1/x/{id}" and "/v1/x/{key}" are one path: a parameter renamed in a template is no new operation. */
const pathShape = (path: string) => path.replace(/\{[^}]*\}/g, '{}');

const operationPointer = (entry: OperationEntry) =>
  `#/paths/${escapePointer(entry.path)}/${entry.method}`;

const located = (node: unknown, pointer: string): Located => ({ node, pointer });

/** Every key either object has, whose values differ. */
function changedKeys(before: JsonObject, after: JsonObject): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => !isDeepStrictEqual(before[key], after[key]),
  );
}

const addedOrRemoved = (before: unknown, after: unknown) =>
  before === undefined ? 'added' : after === undefined ? 'removed' : 'changed';

/** A place inside an operation: where changes of it are reported, and the rule prefix for text. */
interface Place {
  where: string;
  /** The rule for a change of text or example here. */
  textRule: string;
}

class OperationComparison {
  private readonly changes: ApiChange[] = [];

  constructor(
    private readonly before: JsonObject,
    private readonly after: JsonObject,
  ) {}

  run(): ApiChange[] {
    const beforeOperations = new Map(
      operationEntries(this.before).map((entry) => [
        `${entry.method} ${pathShape(entry.path)}`,
        entry,
      ]),
    );
    const afterOperations = new Map(
      operationEntries(this.after).map((entry) => [
        `${entry.method} ${pathShape(entry.path)}`,
        entry,
      ]),
    );
    for (const [key, entry] of beforeOperations) {
      const now = afterOperations.get(key);
      if (now) this.compareOperation(entry, now);
      else
        this.add(entry, 'operation', {
          rule: 'path.operation-removed',
          field: '',
          kind: 'operation removed',
          pointer: operationPointer(entry),
        });
    }
    for (const [key, entry] of afterOperations) {
      if (!beforeOperations.has(key))
        this.add(entry, 'operation', {
          rule: 'path.operation-added',
          field: '',
          kind: 'operation added',
          pointer: operationPointer(entry),
        });
    }
    this.compareDocument();
    return this.changes;
  }

  private add(entry: OperationEntry | undefined, where: string, found: FoundChange): void {
    const operation = entry && {
      method: entry.method,
      path: entry.path,
      ...(entry.operation.operationId === undefined ? {} : { operationId: entry.operationId }),
    };
    this.changes.push({
      type: ruleById(found.rule).class,
      rule: found.rule,
      ...(operation && { operation }),
      where,
      field: found.field,
      kind: found.kind,
      pointer: found.pointer,
    });
  }

  private documents(entry: OperationEntry, where: string): ComparedDocuments {
    return {
      before: this.before,
      after: this.after,
      emit: (found) => this.add(entry, where, found),
    };
  }

  private compareOperation(was: OperationEntry, is: OperationEntry): void {
    const pointer = operationPointer(is);
    const found = (rule: string, kind: string, at = pointer, where = 'operation') =>
      this.add(is, where, { rule, field: '', kind, pointer: at });
    for (const key of changedKeys(was.operation, is.operation)) {
      const b = was.operation[key];
      const a = is.operation[key];
      if (key === 'deprecated')
        found(
          a === true ? 'path.operation-deprecated' : 'path.operation-no-longer-deprecated',
          a === true ? 'operation deprecated' : 'operation no longer deprecated',
          `${pointer}/deprecated`,
        );
      else if (key === 'operationId')
        found(
          'path.operation-id-changed',
          `operationId changed from ${quoted(b) ?? 'none'} to ${quoted(a) ?? 'none'}`,
          `${pointer}/operationId`,
        );
      else if (key === 'tags' || isTextKey(key))
        found(
          'path.operation-text',
          `${key} ${addedOrRemoved(b, a)}`,
          `${pointer}/${escapePointer(key)}`,
        );
      else if (!STRUCTURE_KEYS.has(key))
        found(
          'document.unexplained',
          `${key} ${addedOrRemoved(b, a)}`,
          `${pointer}/${escapePointer(key)}`,
        );
    }
    this.compareParameters(was, is);
    this.compareRequestBody(was, is);
    this.compareResponses(was, is);
    compareSecurity(this.documents(is, 'security'), was.operation, is.operation, pointer);
  }

  /** Parameters match by location and name; a path parameter by its place in the path. */
  private compareParameters(was: OperationEntry, is: OperationEntry): void {
    const keyed = (document: JsonObject, entry: OperationEntry) => {
      const placeholders: string[] = entry.path.match(/\{[^}]*\}/g) ?? [];
      return new Map(
        operationParameters(document, entry).map((parameter): [string, JsonObject] => {
          const index = placeholders.indexOf(`{${String(parameter.name)}}`);
          return [
            parameter.in === 'path' && index !== -1
              ? `path #${index}`
              : `${String(parameter.in)} ${String(parameter.name)}`,
            parameter,
          ];
        }),
      );
    };
    const before = keyed(this.before, was);
    const after = keyed(this.after, is);
    const pointer = `${operationPointer(is)}/parameters`;
    for (const [key, parameter] of before) {
      if (after.has(key)) continue;
      this.add(is, `${String(parameter.in)} parameter ${String(parameter.name)}`, {
        rule: 'parameter.parameter-removed',
        field: '',
        kind: 'parameter removed',
        pointer: `${operationPointer(was)}/parameters`,
      });
    }
    for (const [key, parameter] of after) {
      const where = `${String(parameter.in)} parameter ${String(parameter.name)}`;
      const old = before.get(key);
      if (!old) {
        const required = parameter.required === true;
        this.add(is, where, {
          rule: required
            ? 'parameter.parameter-added-required'
            : 'parameter.parameter-added-optional',
          field: '',
          kind: required ? 'parameter added, required' : 'parameter added',
          pointer,
        });
        continue;
      }
      this.compareParameter(is, where, old, parameter, pointer);
    }
  }

  private compareParameter(
    is: OperationEntry,
    where: string,
    was: JsonObject,
    parameter: JsonObject,
    pointer: string,
  ): void {
    const found = (rule: string, kind: string) =>
      this.add(is, where, { rule, field: '', kind, pointer });
    for (const key of changedKeys(was, parameter)) {
      const b = was[key];
      const a = parameter[key];
      if (key === 'name' || key === 'schema') continue;
      if (key === 'required')
        found(
          a === true
            ? 'parameter.parameter-became-required'
            : 'parameter.parameter-became-optional',
          a === true ? 'became required' : 'no longer required',
        );
      else if (key === 'deprecated')
        found(
          a === true ? 'parameter.deprecated' : 'parameter.no-longer-deprecated',
          a === true ? 'became deprecated' : 'no longer deprecated',
        );
      else if (['style', 'explode', 'allowReserved', 'allowEmptyValue'].includes(key))
        found('parameter.parameter-serialization-changed', `${key} ${addedOrRemoved(b, a)}`);
      else if (isTextKey(key)) found('parameter.text', `${key} ${addedOrRemoved(b, a)}`);
      else found('document.unexplained', `${key} ${addedOrRemoved(b, a)}`);
    }
    // Only a path parameter can change its name and stay matched: its place in the URL is the same.
    if (was.name !== parameter.name)
      found('parameter.text', `name changed from ${quoted(was.name)} to ${quoted(parameter.name)}`);
    compareSchemas(
      this.documents(is, where),
      'parameter',
      located(was.schema, `${pointer}/schema`),
      located(parameter.schema, `${pointer}/schema`),
    );
  }

  private compareRequestBody(was: OperationEntry, is: OperationEntry): void {
    const pointer = `${operationPointer(is)}/requestBody`;
    const before = followed(
      this.before,
      located(was.operation.requestBody, `${operationPointer(was)}/requestBody`),
    );
    const after = followed(this.after, located(is.operation.requestBody, pointer));
    const where = 'request body';
    const found = (rule: string, kind: string, at = after.pointer) =>
      this.add(is, where, { rule, field: '', kind, pointer: at });
    if (!isObject(before.node) && !isObject(after.node)) return;
    if (!isObject(before.node))
      return found(
        (after.node as JsonObject).required === true
          ? 'request.request-body-added-required'
          : 'request.request-body-added-optional',
        'request body added',
      );
    if (!isObject(after.node))
      return found('request.request-body-removed', 'request body removed', before.pointer);
    const b = before.node;
    const a = after.node;
    for (const key of changedKeys(b, a)) {
      if (key === 'required')
        found(
          a.required === true
            ? 'request.request-body-became-required'
            : 'request.request-body-became-optional',
          a.required === true ? 'became required' : 'no longer required',
        );
      else if (isTextKey(key))
        found('request.request-body-text', `${key} ${addedOrRemoved(b[key], a[key])}`);
      else if (key !== 'content')
        found('document.unexplained', `${key} ${addedOrRemoved(b[key], a[key])}`);
    }
    this.compareContent(
      is,
      { where, textRule: 'request.request-body-text' },
      'request',
      childOf(before, 'content'),
      childOf(after, 'content'),
    );
  }

  /** The media types of a body; each one's schema read in `direction`. */
  private compareContent(
    is: OperationEntry,
    place: Place,
    direction: 'request' | 'response',
    before: Located,
    after: Located,
  ): void {
    const b = isObject(before.node) ? before.node : {};
    const a = isObject(after.node) ? after.node : {};
    const bodyWhere = direction === 'request' ? place.where : `${place.where} body`;
    for (const mediaType of Object.keys(b)) {
      if (!(mediaType in a))
        this.add(is, place.where, {
          rule: `${direction}.${direction}-media-type-removed`,
          field: '',
          kind: `media type ${mediaType} removed`,
          pointer: childOf(before, mediaType).pointer,
        });
    }
    for (const mediaType of Object.keys(a)) {
      const mediaAfter = childOf(after, mediaType);
      if (!(mediaType in b)) {
        this.add(is, place.where, {
          rule: `${direction}.${direction}-media-type-added`,
          field: '',
          kind: `media type ${mediaType} added`,
          pointer: mediaAfter.pointer,
        });
        continue;
      }
      const mediaBefore = childOf(before, mediaType);
      const wasMedia = isObject(mediaBefore.node) ? mediaBefore.node : {};
      const isMedia = isObject(mediaAfter.node) ? mediaAfter.node : {};
      for (const key of changedKeys(wasMedia, isMedia)) {
        if (key === 'schema') continue;
        const rule = isTextKey(key) ? place.textRule : 'document.unexplained';
        this.add(is, bodyWhere, {
          rule,
          field: '',
          kind: `${key} ${addedOrRemoved(wasMedia[key], isMedia[key])}`,
          pointer: `${mediaAfter.pointer}/${escapePointer(key)}`,
        });
      }
      compareSchemas(
        this.documents(is, bodyWhere),
        direction,
        childOf(mediaBefore, 'schema'),
        childOf(mediaAfter, 'schema'),
      );
    }
  }

  private compareResponses(was: OperationEntry, is: OperationEntry): void {
    const before = located(was.operation.responses, `${operationPointer(was)}/responses`);
    const after = located(is.operation.responses, `${operationPointer(is)}/responses`);
    const b = isObject(before.node) ? before.node : {};
    const a = isObject(after.node) ? after.node : {};
    for (const status of Object.keys(b)) {
      if (status in a) continue;
      const success = /^2/.test(status);
      this.add(is, `response ${status}`, {
        rule: success ? 'response.success-status-removed' : 'response.error-status-removed',
        field: '',
        kind: 'response removed',
        pointer: childOf(before, status).pointer,
      });
    }
    for (const status of Object.keys(a)) {
      const where = `response ${status}`;
      if (!(status in b)) {
        this.add(is, where, {
          rule: 'response.status-added',
          field: '',
          kind: 'response added',
          pointer: childOf(after, status).pointer,
        });
        continue;
      }
      const responseBefore = followed(this.before, childOf(before, status));
      const responseAfter = followed(this.after, childOf(after, status));
      const wasResponse = isObject(responseBefore.node) ? responseBefore.node : {};
      const isResponse = isObject(responseAfter.node) ? responseAfter.node : {};
      for (const key of changedKeys(wasResponse, isResponse)) {
        if (key === 'content' || key === 'headers') continue;
        const rule = isTextKey(key) ? 'response.response-text' : 'document.unexplained';
        this.add(is, where, {
          rule,
          field: '',
          kind: `${key} ${addedOrRemoved(wasResponse[key], isResponse[key])}`,
          pointer: `${responseAfter.pointer}/${escapePointer(key)}`,
        });
      }
      this.compareHeaders(
        is,
        where,
        childOf(responseBefore, 'headers'),
        childOf(responseAfter, 'headers'),
      );
      this.compareContent(
        is,
        { where, textRule: 'response.response-text' },
        'response',
        childOf(responseBefore, 'content'),
        childOf(responseAfter, 'content'),
      );
    }
  }

  /** Header names are case-insensitive (RFC 9110). */
  private compareHeaders(
    is: OperationEntry,
    response: string,
    before: Located,
    after: Located,
  ): void {
    const byName = (node: unknown) =>
      new Map(Object.keys(isObject(node) ? node : {}).map((name) => [name.toLowerCase(), name]));
    const beforeNames = byName(before.node);
    const afterNames = byName(after.node);
    for (const [lower, name] of beforeNames) {
      if (!afterNames.has(lower))
        this.add(is, `${response} header ${name}`, {
          rule: 'response.response-header-removed',
          field: '',
          kind: 'header removed',
          pointer: childOf(before, name).pointer,
        });
    }
    for (const [lower, name] of afterNames) {
      const where = `${response} header ${name}`;
      const oldName = beforeNames.get(lower);
      if (oldName === undefined) {
        this.add(is, where, {
          rule: 'response.response-header-added',
          field: '',
          kind: 'header added',
          pointer: childOf(after, name).pointer,
        });
        continue;
      }
      const headerBefore = followed(this.before, childOf(before, oldName));
      const headerAfter = followed(this.after, childOf(after, name));
      const b = isObject(headerBefore.node) ? headerBefore.node : {};
      const a = isObject(headerAfter.node) ? headerAfter.node : {};
      for (const key of changedKeys(b, a)) {
        if (key === 'schema') continue;
        const pointer = `${headerAfter.pointer}/${escapePointer(key)}`;
        if (key === 'required')
          this.add(is, where, {
            rule:
              a.required === true
                ? 'response.response-header-became-required'
                : 'response.response-header-became-optional',
            field: '',
            kind: a.required === true ? 'became required' : 'no longer required',
            pointer,
          });
        else if (key === 'deprecated')
          this.add(is, where, {
            rule: a.deprecated === true ? 'response.deprecated' : 'response.no-longer-deprecated',
            field: '',
            kind: a.deprecated === true ? 'became deprecated' : 'no longer deprecated',
            pointer,
          });
        else
          this.add(is, where, {
            rule: isTextKey(key) ? 'response.response-text' : 'document.unexplained',
            field: '',
            kind: `${key} ${addedOrRemoved(b[key], a[key])}`,
            pointer,
          });
      }
      compareSchemas(
        this.documents(is, where),
        'response',
        childOf(headerBefore, 'schema'),
        childOf(headerAfter, 'schema'),
      );
    }
  }

  /**
   * The document around the operations. Components are compared where operations use them
   * (their effect on a caller is known there); info.version is the release's number, not a change.
   */
  private compareDocument(): void {
    const found = (rule: string, kind: string, pointer: string, where: string) =>
      this.add(undefined, where, { rule, field: '', kind, pointer });
    for (const key of changedKeys(this.before, this.after)) {
      if (key === 'paths' || key === 'components' || key === 'security') continue;
      if (key === 'servers') this.compareServers();
      else if (key === 'info') {
        const info = (document: JsonObject) => ({
          ...(isObject(document.info) ? document.info : {}),
          version: undefined,
        });
        if (!isDeepStrictEqual(info(this.before), info(this.after)))
          found('document.document-text', 'info changed', '#/info', 'info');
      } else if (['tags', 'externalDocs', 'openapi'].includes(key) || key.startsWith('x-'))
        found(
          'document.document-text',
          `${key} ${addedOrRemoved(this.before[key], this.after[key])}`,
          `#/${escapePointer(key)}`,
          key,
        );
      else
        found(
          'document.unexplained',
          `${key} ${addedOrRemoved(this.before[key], this.after[key])}`,
          `#/${escapePointer(key)}`,
          key,
        );
    }
    // Text of a path item itself (its summary and description), shared by its operations.
    const beforePaths = isObject(this.before.paths) ? this.before.paths : {};
    const afterPaths = isObject(this.after.paths) ? this.after.paths : {};
    for (const [path, item] of Object.entries(afterPaths)) {
      const was = beforePaths[path];
      if (!isObject(item) || !isObject(was)) continue;
      for (const key of changedKeys(was, item)) {
        if (isTextKey(key))
          found(
            'document.document-text',
            `${key} ${addedOrRemoved(was[key], item[key])}`,
            `#/paths/${escapePointer(path)}/${escapePointer(key)}`,
            `path ${path}`,
          );
        else if (key === 'servers')
          found(
            'document.unexplained',
            `servers ${addedOrRemoved(was[key], item[key])}`,
            `#/paths/${escapePointer(path)}/servers`,
            `path ${path}`,
          );
      }
    }
  }

  private compareServers(): void {
    const urls = (document: JsonObject) =>
      new Map(
        (Array.isArray(document.servers) ? document.servers : [])
          .filter(isObject)
          .map((server) => [String(server.url), server]),
      );
    const before = urls(this.before);
    const after = urls(this.after);
    for (const url of before.keys())
      if (!after.has(url))
        this.add(undefined, 'servers', {
          rule: 'document.server-removed',
          field: '',
          kind: `server ${url} removed`,
          pointer: '#/servers',
        });
    for (const [url, server] of after) {
      const was = before.get(url);
      if (!was)
        this.add(undefined, 'servers', {
          rule: 'document.server-added',
          field: '',
          kind: `server ${url} added`,
          pointer: '#/servers',
        });
      else if (!isDeepStrictEqual(was, server))
        this.add(undefined, 'servers', {
          rule: 'document.document-text',
          field: '',
          kind: `server ${url} description changed`,
          pointer: '#/servers',
        });
    }
  }
}

/**
 * The changes from one description to another, each classed by the rule of the policy
 * (lib/openapi/changes/rules.ts) that explains it, and named by operation, place, field and kind.
 * Both documents are bundled (local $refs only). A change no rule explains is breaking.
 */
export function compareDescriptions(before: JsonObject, after: JsonObject): ApiChange[] {
  return new OperationComparison(before, after).run();
}

/** "POST /v1/transactions/SOL/broadcast (broadcastSol)". */
export function operationLabel(operation: ChangedOperation): string {
  return (
    `${operation.method.toUpperCase()} ` +
    `${operation.path}${operation.operationId ? ` (${operation.operationId})` : ''}`
  );
}

/** One line of a report: "POST /v1/… (broadcastSol): response 200 body: result.explorerUrl: removed". */
export function changeLine(change: ApiChange): string {
  const place = change.operation
    ? `${operationLabel(change.operation)}: ${change.where}`
    : change.where;
  return `${place}${change.field ? `: ${change.field}` : ''}: ${change.kind}`;
}
