/**
 * How a field of the description reads, in one place for both of its views: the operation
 * pages' HTML (components/SchemaView) and their Markdown copy (./operation-markdown.ts). Each
 * view only renders what this module says: a field's heading, type label, flags, facts, and
 * what it holds one level down. Texts are phrases: plain words, literals shown as code, and
 * names of shared schemas that each view links its own way.
 */
import type { ParameterModel } from './operation';
import type { FieldNode, VariantGroup } from './schema-tree';

/** A piece of a phrase: words, a literal (shown as code), or the name of a shared schema (linked). */
export type PhrasePart = string | { code: string } | { schema: string };
export type Phrase = PhrasePart[];

/** A phrase with its neighbouring words joined, so each view writes one text where it can. */
function phrase(...parts: (PhrasePart | Phrase)[]): Phrase {
  const out: Phrase = [];
  for (const part of parts.flat()) {
    const last = out[out.length - 1];
    if (typeof part === 'string' && typeof last === 'string') out[out.length - 1] = last + part;
    else if (part !== '') out.push(part);
  }
  return out;
}

/** The parts of `phrases` with `separator` between them. */
function joined(phrases: Phrase[], separator: string): Phrase {
  return phrase(...phrases.flatMap((each, index) => (index === 0 ? [each] : [separator, each])));
}

/** A value as the description writes it: a string as it is, anything else as JSON. */
export const literal = (value: unknown) =>
  typeof value === 'string' ? value : JSON.stringify(value);

/**
 * Examples longer than this (a whole encoded transaction) are left out of a field's facts: the
 * request and response examples of the page show them whole.
 */
export const INLINE_EXAMPLE_MAX = 80;

/**
 * What a field is, for a reader scanning the list: "string (uuid)", "array of string",
 * "object · CosmosCoin" (the shared schema it is), "array of object · Eip712TypeField". A schema
 * with alternatives and no type of its own reads as its alternatives ("Card or BankAccount";
 * "(A or B) and (C or D)" when it has both oneOf and anyOf); one with neither, as the shared
 * schema it is, or "any".
 */
export function typeLabel(node: FieldNode): Phrase {
  if (node.type === 'array' && node.items) return phrase('array of ', typeLabel(node.items));
  const schema: Phrase = node.schemaName ? [{ schema: node.schemaName }] : [];
  const format = node.format ? ` (${node.format})` : '';
  if (node.type)
    return schema.length ? phrase(node.type, format, ' · ', schema) : phrase(node.type, format);
  if (node.variants.length)
    return schema.length
      ? phrase(alternativesLabel(node.variants), ' · ', schema)
      : alternativesLabel(node.variants);
  return schema.length ? schema : phrase('any', format);
}

/** An alternative by the shared schema it is, its title, or else its type. */
function optionLabel(option: FieldNode): Phrase {
  if (option.schemaName) return [{ schema: option.schemaName }];
  if (option.title) return [option.title];
  return typeLabel(option);
}

function alternativesLabel(groups: VariantGroup[]): Phrase {
  const labels = groups.map((group) => joined(group.options.map(optionLabel), ' or '));
  if (labels.length === 1) return labels[0];
  return joined(
    labels.map((label) => phrase('(', label, ')')),
    ' and ',
  );
}

export type FieldFlag = 'required' | 'nullable' | 'read-only' | 'write-only' | 'deprecated';

/** The field's flags in the order the views show them; "required" first. */
export function fieldFlags(node: FieldNode): FieldFlag[] {
  const flags: [boolean, FieldFlag][] = [
    [node.required, 'required'],
    [node.nullable, 'nullable'],
    [node.readOnly, 'read-only'],
    [node.writeOnly, 'write-only'],
    [node.deprecated, 'deprecated'],
  ];
  return flags.filter(([on]) => on).map(([, flag]) => flag);
}

export interface Fact {
  /** "One of", "Default", "Pattern", "Constraints", "Example"; an array's items' facts start with "Items, ". */
  term: string;
  value: Phrase;
  /**
   * Whether search reads it: enum values and defaults are words a reader looks for; a pattern,
   * bounds and an example are values that match queries by chance.
   */
  searched: boolean;
}

/**
 * A field's enum, default, pattern, constraints and short example, and those of an array's items
 * (an array of enum values says which values an item may take).
 */
export function fieldFacts(node: FieldNode): Fact[] {
  const facts: Fact[] = [];
  if (node.enum)
    facts.push({
      term: 'One of',
      value: joined(
        node.enum.map((value) => [{ code: literal(value) }]),
        ', ',
      ),
      searched: true,
    });
  if (node.default)
    facts.push({ term: 'Default', value: [{ code: literal(node.default.value) }], searched: true });
  if (node.pattern)
    facts.push({ term: 'Pattern', value: [{ code: node.pattern }], searched: false });
  if (node.constraints.length)
    facts.push({ term: 'Constraints', value: [node.constraints.join('; ')], searched: false });
  const example = node.example && literal(node.example.value);
  if (example !== undefined && example.length <= INLINE_EXAMPLE_MAX)
    facts.push({ term: 'Example', value: [{ code: example }], searched: false });
  if (node.type === 'array' && node.items && !node.items.recursive) {
    for (const fact of fieldFacts(node.items))
      facts.push({
        ...fact,
        term: `Items, ${fact.term.charAt(0).toLowerCase()}${fact.term.slice(1)}`,
      });
  }
  return facts;
}

/** A field row's heading: a property or parameter by its name (shown as code), an alternative by its title. */
export function fieldHeading(node: FieldNode): { name: string } | { title: string } | undefined {
  if (node.name !== undefined) return { name: node.name };
  return node.title !== undefined ? { title: node.title } : undefined;
}

/** What a reader is told of a recursive field, which is not expanded again. */
export function recursionNote(node: FieldNode): Phrase | undefined {
  return node.recursive && node.schemaName
    ? phrase('The same ', { schema: node.schemaName }, ' as above, nested.')
    : undefined;
}

export const OTHER_PROPERTIES_NOTE = 'Other properties of any name and type may appear.';

export interface Alternatives {
  /** "Exactly one of these, told apart by `kind`:". */
  intro: Phrase;
  /** The alternatives, each titled ("Option 2" when neither a title nor a shared schema names it). */
  options: FieldNode[];
}

export interface NestedFields {
  /** An array's items' own description, said once above the fields they hold. */
  itemsDescription?: string;
  /** The properties, then a field for every other property when additionalProperties has a schema. */
  fields: FieldNode[];
  /** additionalProperties: true (or {}): any other property may appear. */
  otherProperties: boolean;
  alternatives: Alternatives[];
}

function alternatives(group: VariantGroup): Alternatives {
  return {
    intro: phrase(
      group.kind === 'oneOf' ? 'Exactly one of these' : 'One or more of these',
      group.discriminator ? phrase(', told apart by ', { code: group.discriminator }) : [],
      ':',
    ),
    options: group.options.map((option, index) =>
      option.title === undefined ? { ...option, title: `Option ${index + 1}` } : option,
    ),
  };
}

/**
 * What a field holds one level down (for an array, what its items hold), or undefined when it
 * holds nothing to list: a string, a number, an array of them, a recursive field.
 */
export function nestedFields(node: FieldNode): NestedFields | undefined {
  if (node.recursive) return undefined;
  if (node.type === 'array' && node.items) {
    const inner = nestedFields(node.items);
    return (
      inner && { ...inner, itemsDescription: inner.itemsDescription ?? node.items.description }
    );
  }
  const additional =
    node.additional && node.additional !== 'any'
      ? [{ ...node.additional, name: '*', label: 'any other property' }]
      : [];
  const nested: NestedFields = {
    fields: [...node.children, ...additional],
    otherProperties: node.additional === 'any',
    alternatives: node.variants.map(alternatives),
  };
  return nested.fields.length > 0 || nested.otherProperties || nested.alternatives.length > 0
    ? nested
    : undefined;
}

/**
 * A parameter or a response header as a field: its schema under its name, with the parameter's
 * own required and deprecated flags, description and first example. `label`: where it goes
 * ("path", "query"), for a list that mixes locations.
 */
export function parameterField(parameter: ParameterModel, label?: string): FieldNode {
  const [example] = parameter.examples;
  return {
    ...parameter.schema,
    name: parameter.name,
    label,
    required: parameter.required,
    deprecated: parameter.deprecated || parameter.schema.deprecated,
    description: parameter.description ?? parameter.schema.description,
    example: example ? { value: example.value } : parameter.schema.example,
  };
}
