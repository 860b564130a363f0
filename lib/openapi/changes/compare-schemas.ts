import { isDeepStrictEqual } from 'node:util';
import { deref, isObject, type JsonObject } from '../document/walk';
import type { SchemaDirection } from './rules';

/** A change found inside an operation, before the operation and place are added to it. */
export interface FoundChange {
  /** The rule's id in lib/openapi/changes/rules.ts: "response.became-nullable". */
  rule: string;
  /**
   * The field, dotted from the body or parameter ("result.explorerUrl", "earnings[].rewards");
   * empty for the value itself.
   */
  field: string;
  /** What happened: "became nullable", 'enum value "QSR" removed', 'format changed from "date-time" to "date"'. */
  kind: string;
  /** The JSON pointer of the change in the document it exists in (the earlier one for a removal). */
  pointer: string;
}

export type ChangeSink = (found: FoundChange) => void;

/** Both descriptions, and where the changes go. */
export interface ComparedDocuments {
  before: JsonObject;
  after: JsonObject;
  emit: ChangeSink;
}

/** A node of one description, with the JSON pointer it is at (the target of its `$ref` when it has one). */
export interface Located {
  node: unknown;
  pointer: string;
}

export function escapePointer(segment: string | number): string {
  return String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
}

export function childOf(located: Located, ...segments: (string | number)[]): Located {
  const node = segments.reduce<unknown>(
    (at, segment) =>
      isObject(at) || Array.isArray(at)
        ? (at as Record<string | number, unknown>)[segment]
        : undefined,
    located.node,
  );
  return { node, pointer: `${located.pointer}/${segments.map(escapePointer).join('/')}` };
}

/** The node with its `$ref`s followed; the pointer becomes the target's. */
export function followed(document: JsonObject, located: Located): Located {
  const { node, ref } = deref(document, located.node);
  return { node, pointer: ref ?? located.pointer };
}

/** A value as a change names it: short scalars quoted, anything else not at all. */
export function quoted(value: unknown): string | undefined {
  if (typeof value === 'string') return value.length <= 40 ? JSON.stringify(value) : undefined;
  if (typeof value === 'number' || typeof value === 'boolean' || value === null)
    return JSON.stringify(value);
  return undefined;
}

/** "format changed from "date-time" to "date"", "format "uuid" added", "pattern removed". */
function valueChange(keyword: string, before: unknown, after: unknown): string {
  if (before === undefined) return `${keyword}${quoted(after) ? ` ${quoted(after)}` : ''} added`;
  if (after === undefined) return `${keyword}${quoted(before) ? ` ${quoted(before)}` : ''} removed`;
  const from = quoted(before);
  const to = quoted(after);
  return `${keyword} changed${from !== undefined && to !== undefined ? ` from ${from} to ${to}` : ''}`;
}

const TEXT_KEYWORDS = new Set(['description', 'title', 'example', 'examples', 'externalDocs']);
const isText = (keyword: string) => TEXT_KEYWORDS.has(keyword) || keyword.startsWith('x-');

/** Lower bounds: raising one narrows the values. Upper bounds: lowering one narrows them. */
const LOWER_BOUNDS = ['minimum', 'minLength', 'minItems', 'minProperties'] as const;
const UPPER_BOUNDS = ['maximum', 'maxLength', 'maxItems', 'maxProperties'] as const;
/** Flags whose `true` narrows the values (OpenAPI 3.0's exclusive bounds are flags). */
const NARROWING_FLAGS = ['exclusiveMinimum', 'exclusiveMaximum', 'uniqueItems'] as const;

/** The keywords this module explains; any other keyword that differs is unexplained. */
const EXPLAINED = new Set<string>([
  '$ref',
  'type',
  'format',
  'pattern',
  'enum',
  'nullable',
  'required',
  'properties',
  'items',
  'additionalProperties',
  'oneOf',
  'anyOf',
  'allOf',
  'default',
  'readOnly',
  'writeOnly',
  'deprecated',
  ...LOWER_BOUNDS,
  ...UPPER_BOUNDS,
  ...NARROWING_FLAGS,
]);

interface SchemaWalk {
  documents: ComparedDocuments;
  direction: SchemaDirection;
  /** Pairs of `$ref`s compared already on this path: a recursive schema ends where it repeats. */
  seen: Set<string>;
}

type Bound = 'narrowed' | 'widened' | undefined;

function boundChange(keyword: string, before: unknown, after: unknown): Bound {
  if (isDeepStrictEqual(before, after)) return undefined;
  const numeric = typeof before === 'number' || typeof after === 'number';
  if ((NARROWING_FLAGS as readonly string[]).includes(keyword) && !numeric)
    return after === true ? 'narrowed' : before === true ? 'widened' : undefined;
  // A numeric exclusive bound (JSON Schema's later form) is a bound like minimum and maximum.
  const lower =
    keyword === 'exclusiveMinimum' || (LOWER_BOUNDS as readonly string[]).includes(keyword);
  if (typeof before !== 'number') return typeof after === 'number' ? 'narrowed' : undefined;
  if (typeof after !== 'number') return 'widened';
  return (lower ? after > before : after < before) ? 'narrowed' : 'widened';
}

/**
 * Compares a schema of the earlier description with the one at the same place in the later,
 * read in `direction`, and sends each change with the rule that classes it.
 */
export function compareSchemas(
  documents: ComparedDocuments,
  direction: SchemaDirection,
  before: Located,
  after: Located,
  field: string[] = [],
): void {
  walkSchemas({ documents, direction, seen: new Set() }, before, after, field);
}

function walkSchemas(
  walk: SchemaWalk,
  rawBefore: Located,
  rawAfter: Located,
  field: string[],
): void {
  const { before: beforeDocument, after: afterDocument, emit } = walk.documents;
  const pairKey = `${deref(beforeDocument, rawBefore.node).ref ?? rawBefore.pointer}|${deref(afterDocument, rawAfter.node).ref ?? rawAfter.pointer}`;
  if (walk.seen.has(pairKey)) return;
  const seen = new Set(walk.seen).add(pairKey);
  const here: SchemaWalk = { ...walk, seen };
  const before = followed(beforeDocument, rawBefore);
  const after = followed(afterDocument, rawAfter);
  const b = isObject(before.node) ? before.node : {};
  const a = isObject(after.node) ? after.node : {};
  const name = field.join('.');
  const found = (slug: string, kind: string, pointer = after.pointer, at = name) =>
    emit({ rule: `${walk.direction}.${slug}`, field: at, kind, pointer });

  if (!isDeepStrictEqual(b.type, a.type)) {
    const widened = b.type === 'integer' && a.type === 'number';
    found(widened ? 'type-widened' : 'type-changed', valueChange('type', b.type, a.type));
  }
  for (const keyword of ['format', 'pattern'] as const) {
    if (isDeepStrictEqual(b[keyword], a[keyword])) continue;
    const change =
      b[keyword] === undefined ? 'added' : a[keyword] === undefined ? 'removed' : 'changed';
    found(`${keyword}-${change}`, valueChange(keyword, b[keyword], a[keyword]));
  }
  compareEnums(b, a, found);
  if ((b.nullable === true) !== (a.nullable === true))
    found(
      a.nullable === true ? 'became-nullable' : 'became-not-nullable',
      a.nullable === true ? 'became nullable' : 'no longer nullable',
    );
  for (const keyword of [...LOWER_BOUNDS, ...UPPER_BOUNDS, ...NARROWING_FLAGS]) {
    const bound = boundChange(keyword, b[keyword], a[keyword]);
    if (bound) found(`bound-${bound}`, valueChange(keyword, b[keyword], a[keyword]));
  }
  compareProperties(here, b, a, before, after, field);
  compareItems(here, b, a, before, after, field, found);
  compareAdditionalProperties(here, b, a, before, after, field, found);
  for (const keyword of ['oneOf', 'anyOf', 'allOf'] as const)
    compareVariants(here, keyword, b, a, before, after, field, found);
  if (!isDeepStrictEqual(b.default, a.default)) {
    const change =
      b.default === undefined ? 'added' : a.default === undefined ? 'removed' : 'changed';
    found(`default-${change}`, valueChange('default', b.default, a.default));
  }
  for (const [keyword, label] of [
    ['readOnly', 'read-only'],
    ['writeOnly', 'write-only'],
    ['deprecated', 'deprecated'],
  ] as const) {
    if ((b[keyword] === true) === (a[keyword] === true)) continue;
    const slug =
      keyword === 'deprecated'
        ? a.deprecated === true
          ? 'deprecated'
          : 'no-longer-deprecated'
        : a[keyword] === true
          ? `became-${label}`
          : `no-longer-${label}`;
    found(slug, a[keyword] === true ? `became ${label}` : `no longer ${label}`);
  }
  for (const keyword of new Set([...Object.keys(b), ...Object.keys(a)])) {
    if (EXPLAINED.has(keyword) || isDeepStrictEqual(b[keyword], a[keyword])) continue;
    if (isText(keyword))
      found(
        'text',
        `${keyword} ${b[keyword] === undefined ? 'added' : a[keyword] === undefined ? 'removed' : 'changed'}`,
      );
    else
      emit({
        rule: 'document.unexplained',
        field: name,
        kind: valueChange(keyword, b[keyword], a[keyword]),
        pointer: after.pointer,
      });
  }
}

type Found = (slug: string, kind: string, pointer?: string, field?: string) => void;

const listed = (values: unknown[]) => values.map((value) => quoted(value) ?? 'a value').join(', ');

function compareEnums(b: JsonObject, a: JsonObject, found: Found): void {
  const before = Array.isArray(b.enum) ? b.enum : undefined;
  const after = Array.isArray(a.enum) ? a.enum : undefined;
  if (!before && !after) return;
  if (!before) return found('became-enum', `enum added: ${listed(after!)}`);
  if (!after) return found('enum-removed', 'enum removed: any value');
  const has = (list: unknown[], value: unknown) =>
    list.some((item) => isDeepStrictEqual(item, value));
  for (const value of before)
    if (!has(after, value))
      found('enum-value-removed', `enum value ${quoted(value) ?? 'a value'} removed`);
  for (const value of after)
    if (!has(before, value))
      found('enum-value-added', `enum value ${quoted(value) ?? 'a value'} added`);
}

function compareProperties(
  walk: SchemaWalk,
  b: JsonObject,
  a: JsonObject,
  before: Located,
  after: Located,
  field: string[],
): void {
  const { emit } = walk.documents;
  const beforeProperties = isObject(b.properties) ? b.properties : {};
  const afterProperties = isObject(a.properties) ? a.properties : {};
  const beforeRequired = new Set(Array.isArray(b.required) ? b.required.map(String) : []);
  const afterRequired = new Set(Array.isArray(a.required) ? a.required.map(String) : []);
  const rule = (slug: string) => `${walk.direction}.${slug}`;
  const at = (property: string) => [...field, property].join('.');
  for (const property of Object.keys(beforeProperties)) {
    if (!(property in afterProperties))
      emit({
        rule: rule('property-removed'),
        field: at(property),
        kind: 'removed',
        pointer: childOf(before, 'properties', property).pointer,
      });
  }
  for (const property of Object.keys(afterProperties)) {
    const pointer = childOf(after, 'properties', property).pointer;
    if (!(property in beforeProperties)) {
      const required = afterRequired.has(property);
      emit({
        rule: rule(required ? 'property-added-required' : 'property-added-optional'),
        field: at(property),
        kind: required ? 'added, required' : 'added',
        pointer,
      });
      continue;
    }
    if (!beforeRequired.has(property) && afterRequired.has(property))
      emit({
        rule: rule('became-required'),
        field: at(property),
        kind: 'became required',
        pointer: `${after.pointer}/required`,
      });
    if (beforeRequired.has(property) && !afterRequired.has(property))
      emit({
        rule: rule('became-optional'),
        field: at(property),
        kind: 'no longer required',
        pointer: `${after.pointer}/required`,
      });
    walkSchemas(
      walk,
      childOf(before, 'properties', property),
      childOf(after, 'properties', property),
      [...field, property],
    );
  }
  // A name required without a property of its own (allowed by JSON Schema) is still a requirement.
  for (const property of afterRequired) {
    if (!beforeRequired.has(property) && !(property in afterProperties))
      emit({
        rule: rule('became-required'),
        field: at(property),
        kind: 'became required',
        pointer: `${after.pointer}/required`,
      });
  }
  for (const property of beforeRequired) {
    if (
      !afterRequired.has(property) &&
      !(property in beforeProperties) &&
      !(property in afterProperties)
    ) {
      emit({
        rule: rule('became-optional'),
        field: at(property),
        kind: 'no longer required',
        pointer: `${after.pointer}/required`,
      });
    }
  }
}

/** "earnings" → "earnings[]"; the root of an array answer is "[]". */
function suffixed(field: string[], suffix: string): string[] {
  return field.length ? [...field.slice(0, -1), `${field[field.length - 1]}${suffix}`] : [suffix];
}

function compareItems(
  walk: SchemaWalk,
  b: JsonObject,
  a: JsonObject,
  before: Located,
  after: Located,
  field: string[],
  found: Found,
): void {
  if (b.items === undefined && a.items === undefined) return;
  if (b.items === undefined || a.items === undefined)
    return found('type-changed', `items ${b.items === undefined ? 'added' : 'removed'}`);
  walkSchemas(walk, childOf(before, 'items'), childOf(after, 'items'), suffixed(field, '[]'));
}

/** How freely an object takes fields it does not list: 0 refuses them, 1 takes values of a schema, 2 takes any. */
function openness(document: JsonObject, value: unknown): 0 | 1 | 2 {
  const resolved = deref(document, value).node;
  if (resolved === false) return 0;
  if (
    resolved === undefined ||
    resolved === true ||
    (isObject(resolved) && Object.keys(resolved).length === 0)
  )
    return 2;
  return 1;
}

function compareAdditionalProperties(
  walk: SchemaWalk,
  b: JsonObject,
  a: JsonObject,
  before: Located,
  after: Located,
  field: string[],
  found: Found,
): void {
  const from = openness(walk.documents.before, b.additionalProperties);
  const to = openness(walk.documents.after, a.additionalProperties);
  if (from === 1 && to === 1)
    return walkSchemas(
      walk,
      childOf(before, 'additionalProperties'),
      childOf(after, 'additionalProperties'),
      suffixed(field, '{}'),
    );
  if (from === to) return;
  const shown = (level: number) => ['refused', 'a schema', 'allowed'][level];
  found(
    to < from ? 'additional-properties-restricted' : 'additional-properties-relaxed',
    `additionalProperties changed from ${shown(from)} to ${shown(to)}`,
  );
}

/** A variant's identity: the component it names, or its place in the list. */
function variantKey(variant: unknown, index: number): string {
  return isObject(variant) && typeof variant.$ref === 'string' ? variant.$ref : `#${index}`;
}

function variantName(variant: unknown, index: number): string {
  return isObject(variant) && typeof variant.$ref === 'string'
    ? JSON.stringify(variant.$ref.slice(variant.$ref.lastIndexOf('/') + 1))
    : String(index + 1);
}

function compareVariants(
  walk: SchemaWalk,
  keyword: 'oneOf' | 'anyOf' | 'allOf',
  b: JsonObject,
  a: JsonObject,
  before: Located,
  after: Located,
  field: string[],
  found: Found,
): void {
  const beforeList = Array.isArray(b[keyword]) ? (b[keyword] as unknown[]) : undefined;
  const afterList = Array.isArray(a[keyword]) ? (a[keyword] as unknown[]) : undefined;
  if (!beforeList && !afterList) return;
  if (!beforeList || !afterList)
    return found('combiner-changed', `${keyword} ${beforeList ? 'removed' : 'added'}`);
  const afterKeys = new Map(afterList.map((variant, index) => [variantKey(variant, index), index]));
  const beforeKeys = new Map(
    beforeList.map((variant, index) => [variantKey(variant, index), index]),
  );
  const [added, removed] =
    keyword === 'allOf' ? ['all-of-added', 'all-of-removed'] : ['variant-added', 'variant-removed'];
  beforeList.forEach((variant, index) => {
    const match = afterKeys.get(variantKey(variant, index));
    if (match === undefined)
      found(
        removed,
        `${keyword} ${keyword === 'allOf' ? 'part' : 'variant'} ${variantName(variant, index)} removed`,
        childOf(before, keyword, index).pointer,
      );
    else walkSchemas(walk, childOf(before, keyword, index), childOf(after, keyword, match), field);
  });
  afterList.forEach((variant, index) => {
    if (!beforeKeys.has(variantKey(variant, index)))
      found(
        added,
        `${keyword} ${keyword === 'allOf' ? 'part' : 'variant'} ${variantName(variant, index)} added`,
        childOf(after, keyword, index).pointer,
      );
  });
}
