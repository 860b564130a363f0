/**
 * A schema of the description as the tree of fields a reader sees on an operation page: each
 * field with its type, format, enum, whether it is required or nullable, its constraints,
 * description and example, and the fields it holds. `$ref`s are followed (and named, so the
 * page can link the shared schema), `allOf` parts are merged into one object, `oneOf` and
 * `anyOf` each become a group of alternatives (a schema may have both), and a `$ref` to a
 * schema already open above is shown by name instead of being expanded again (a recursive
 * schema ends there). How a field reads (its type label, facts, flags) is ./field-model.ts,
 * which the HTML view and the Markdown copy both render.
 *
 * Every node has an id that is unique on its page and says where the field is: the root's id
 * (`request-body`, `response-200`) followed by a segment per step: `.name` for a property,
 * `.[]` for an array's items, `.*` for additional properties, `.oneOf-1` / `.anyOf-2` for an
 * alternative. tests/openapi/completeness.ts walks the description with these rules on its own.
 */
import { deref, isObject, refName, type JsonObject } from '../document/walk';

export interface FieldNode {
  id: string;
  /** The property name (a parameter's or a header's too); undefined for a root, an array's items or an alternative. */
  name?: string;
  /** The schema's `title`, or for an alternative the component schema it names. */
  title?: string;
  /** A word shown beside the name: where a parameter goes ("query"), "any other property". */
  label?: string;
  required: boolean;
  /** `type` as written ("string", "object", …), "" when the schema gives none. */
  type: string;
  format?: string;
  nullable: boolean;
  deprecated: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  enum?: unknown[];
  default?: { value: unknown };
  example?: { value: unknown };
  /** The regular expression a string must match. */
  pattern?: string;
  /** Bounds, lengths, item counts, as short phrases. */
  constraints: string[];
  /** Markdown. */
  description?: string;
  /** The component schema this field's schema is (`#/components/schemas/<name>`). */
  schemaName?: string;
  /** A `$ref` to a schema already open above this field: shown by name, not expanded. */
  recursive: boolean;
  /** The properties of an object. */
  children: FieldNode[];
  /** An array's items. */
  items?: FieldNode;
  /** `additionalProperties`: `true`/`{}` is "any", a schema is a field of its own. */
  additional?: FieldNode | 'any';
  /** The groups of alternatives, `oneOf` first, then `anyOf`: each alternative a field tree of its own. */
  variants: VariantGroup[];
}

export interface VariantGroup {
  /** oneOf: exactly one alternative holds; anyOf: one or more do. */
  kind: 'oneOf' | 'anyOf';
  /** The property whose value says which alternative a value is. */
  discriminator?: string;
  options: FieldNode[];
}

interface Context {
  document: JsonObject;
  /** The component schemas being expanded on the way down to this node. */
  open: string[];
}

const COMPOSITIONS = ['oneOf', 'anyOf'] as const;

/**
 * `allOf` merged into one schema: properties and required names of every part, and for every
 * other keyword the first value met (the outer schema's own first). Parts are resolved.
 */
function mergeAllOf(context: Context, schema: JsonObject, seen = new Set<unknown>()): JsonObject {
  if (!Array.isArray(schema.allOf)) return schema;
  const { allOf, ...rest } = schema;
  const merged: JsonObject = {
    ...rest,
    properties: { ...(isObject(rest.properties) ? rest.properties : {}) },
  };
  const required = new Set<string>(Array.isArray(rest.required) ? (rest.required as string[]) : []);
  for (const part of allOf as unknown[]) {
    const resolved = deref(context.document, part).node;
    if (!isObject(resolved) || seen.has(resolved)) continue;
    seen.add(resolved);
    const flat = mergeAllOf(context, resolved, seen);
    Object.assign(
      merged.properties as JsonObject,
      isObject(flat.properties) ? flat.properties : {},
    );
    for (const name of Array.isArray(flat.required) ? (flat.required as string[]) : [])
      required.add(name);
    for (const [key, value] of Object.entries(flat))
      if (!(key in merged) && key !== 'required') merged[key] = value;
  }
  if (required.size) merged.required = [...required];
  if (Object.keys(merged.properties as JsonObject).length === 0) delete merged.properties;
  return merged;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** The schema's constraints (but its pattern) as phrases a reader scans: "≥ 0", "1 to 3 items". */
export function constraintsOf(schema: JsonObject): string[] {
  const out: string[] = [];
  const range = (min: unknown, max: unknown, unit: string) => {
    const hasMin = typeof min === 'number';
    const hasMax = typeof max === 'number';
    if (hasMin && hasMax)
      out.push(min === max ? `exactly ${plural(min, unit)}` : `${min} to ${plural(max, unit)}`);
    else if (hasMin) out.push(`at least ${plural(min, unit)}`);
    else if (hasMax) out.push(`at most ${plural(max, unit)}`);
  };
  range(schema.minLength, schema.maxLength, 'character');
  if (typeof schema.minimum === 'number')
    out.push(`${schema.exclusiveMinimum === true ? '>' : '≥'} ${schema.minimum}`);
  if (typeof schema.maximum === 'number')
    out.push(`${schema.exclusiveMaximum === true ? '<' : '≤'} ${schema.maximum}`);
  if (typeof schema.multipleOf === 'number') out.push(`multiple of ${schema.multipleOf}`);
  range(schema.minItems, schema.maxItems, 'item');
  if (schema.uniqueItems === true) out.push('unique items');
  range(schema.minProperties, schema.maxProperties, 'property');
  return out;
}

function build(
  context: Context,
  raw: unknown,
  id: string,
  props: { name?: string; title?: string; required: boolean },
): FieldNode {
  const { node, ref } = deref(context.document, raw);
  const schemaName = ref?.startsWith('#/components/schemas/') ? refName(ref) : undefined;
  const base: FieldNode = {
    id,
    ...props,
    type: '',
    nullable: false,
    deprecated: false,
    readOnly: false,
    writeOnly: false,
    constraints: [],
    schemaName,
    recursive: false,
    children: [],
    variants: [],
  };
  // A property's own description (beside its $ref, or the referenced schema's) is what it means here.
  const ownDescription =
    isObject(raw) && typeof raw.description === 'string' ? raw.description : undefined;
  if (!isObject(node)) return base;
  if (schemaName && context.open.includes(schemaName)) {
    return {
      ...base,
      recursive: true,
      type: typeof node.type === 'string' ? node.type : '',
      description: ownDescription ?? (node.description as string | undefined),
    };
  }
  const inner: Context = schemaName ? { ...context, open: [...context.open, schemaName] } : context;
  const schema = mergeAllOf(inner, node);
  const field: FieldNode = {
    ...base,
    title: props.title ?? (typeof schema.title === 'string' ? schema.title : undefined),
    type: typeof schema.type === 'string' ? schema.type : schema.properties ? 'object' : '',
    format: typeof schema.format === 'string' ? schema.format : undefined,
    nullable: schema.nullable === true,
    deprecated: schema.deprecated === true,
    readOnly: schema.readOnly === true,
    writeOnly: schema.writeOnly === true,
    enum: Array.isArray(schema.enum) ? schema.enum : undefined,
    default: 'default' in schema ? { value: schema.default } : undefined,
    example: 'example' in schema ? { value: schema.example } : undefined,
    pattern: typeof schema.pattern === 'string' ? schema.pattern : undefined,
    constraints: constraintsOf(schema),
    description:
      ownDescription ?? (typeof schema.description === 'string' ? schema.description : undefined),
  };
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  if (isObject(schema.properties)) {
    field.children = Object.entries(schema.properties).map(([name, sub]) =>
      build(inner, sub, `${id}.${name}`, { name, required: required.has(name) }),
    );
  }
  if (isObject(schema.items))
    field.items = build(inner, schema.items, `${id}.[]`, { required: false });
  if (
    schema.additionalProperties === true ||
    (isObject(schema.additionalProperties) && Object.keys(schema.additionalProperties).length === 0)
  )
    field.additional = 'any';
  else if (isObject(schema.additionalProperties))
    field.additional = build(inner, schema.additionalProperties, `${id}.*`, { required: false });
  const discriminator =
    isObject(schema.discriminator) && typeof schema.discriminator.propertyName === 'string'
      ? schema.discriminator.propertyName
      : undefined;
  field.variants = COMPOSITIONS.filter((kind) => Array.isArray(schema[kind])).map((kind) => ({
    kind,
    discriminator,
    options: (schema[kind] as unknown[]).map((option, index) => {
      // The option's own title beside its $ref, else the schema it names, else the schema's title (build).
      const optionTitle =
        isObject(option) && typeof option.title === 'string' ? option.title : undefined;
      const optionRef =
        isObject(option) && typeof option.$ref === 'string' ? refName(option.$ref) : undefined;
      return build(inner, option, `${id}.${kind}-${index + 1}`, {
        title: optionTitle ?? optionRef,
        required: false,
      });
    }),
  }));
  return field;
}

/** The field tree of a schema; `id` is the root's id on the page. */
export function schemaTree(document: JsonObject, schema: unknown, id: string): FieldNode {
  return build({ document, open: [] }, schema, id, { required: false });
}

/** Every node of a tree, depth first, the root first. */
export function flattenTree(node: FieldNode): FieldNode[] {
  const nested = [
    ...node.children,
    ...(node.items ? [node.items] : []),
    ...(node.additional && node.additional !== 'any' ? [node.additional] : []),
    ...node.variants.flatMap((group) => group.options),
  ];
  return [node, ...nested.flatMap(flattenTree)];
}
