// @vitest-environment node
import {
  fieldFacts,
  fieldFlags,
  nestedFields,
  parameterField,
  typeLabel,
  type Phrase,
} from './field-model';
import { FIELDS_OPERATION_ID, fieldsDocument } from './fields.fixture';
import { operationModel } from './operation';
import { schemaTree, type FieldNode } from './schema-tree';

const wallet = schemaTree(fieldsDocument, { $ref: '#/components/schemas/Wallet' }, 'request-body');
const field = (name: string) => wallet.children.find((child) => child.name === name)!;
/** A phrase as a reader sees it, a shared schema in brackets. */
const read = (phrase: Phrase) =>
  phrase
    .map((part) =>
      typeof part === 'string' ? part : 'code' in part ? part.code : `[${part.schema}]`,
    )
    .join('');
const factsOf = (node: FieldNode) =>
  fieldFacts(node).map((fact) => `${fact.term}: ${read(fact.value)}`);

describe('the type label of a field', () => {
  it('says what a field is, and the shared schema it is', () => {
    expect(read(typeLabel(wallet))).toBe('object · [Wallet]');
    expect(read(typeLabel(field('id')))).toBe('string (uuid)');
    expect(read(typeLabel(field('networks')))).toBe('array of string');
    expect(read(typeLabel(field('holders')))).toBe('array of object · [Holder]');
  });

  it('reads a schema of alternatives without a type as its alternatives, not as "any"', () => {
    expect(read(typeLabel(field('payout')))).toBe('[Named] or Card · [Payout]');
    expect(
      read(
        typeLabel(
          schemaTree(
            fieldsDocument,
            { oneOf: [{ type: 'string' }, { type: 'integer', format: 'int64' }] },
            'x',
          ),
        ),
      ),
    ).toBe('string or integer (int64)');
  });

  it('reads both groups of a schema with oneOf and anyOf', () => {
    expect(read(typeLabel(field('limit')))).toBe(
      '(integer or string) and (number or [Named]) · [Limit]',
    );
  });

  it('calls a schema with neither type nor alternatives "any", or by the shared schema it is', () => {
    expect(read(typeLabel(schemaTree(fieldsDocument, {}, 'x')))).toBe('any');
    expect(read(typeLabel(field('owner').children[1]))).toBe('object · [Owner]');
  });
});

describe('the flags of a field', () => {
  it('says required, nullable, read-only, write-only and deprecated, required first', () => {
    expect(fieldFlags(field('networks'))).toEqual(['required']);
    expect(fieldFlags(field('memo'))).toEqual(['nullable']);
    expect(fieldFlags(field('id'))).toEqual(['read-only']);
    expect(fieldFlags(field('secret'))).toEqual(['write-only']);
  });

  it("carries a parameter's own deprecated flag, example and description onto its field", () => {
    const [walletId, label] = operationModel(fieldsDocument, FIELDS_OPERATION_ID)!.parameters;
    expect(fieldFlags(parameterField(walletId, walletId.in))).toEqual(['required']);
    const labelField = parameterField(label, label.in);
    expect(fieldFlags(labelField)).toEqual(['deprecated']);
    expect(labelField).toMatchObject({
      name: 'label',
      label: 'query',
      description: 'Use the body instead.',
    });
    expect(factsOf(labelField)).toEqual(['Constraints: at most 20 characters', 'Example: savings']);
  });
});

describe('the facts of a field', () => {
  it("gives an array its items' facts: an array of enum values says which values an item may take", () => {
    expect(factsOf(field('networks'))).toEqual([
      'Constraints: at least 1 item',
      'Items, one of: mainnet, testnet',
    ]);
    expect(
      fieldFacts(field('networks')).find((fact) => fact.term === 'Items, one of')?.searched,
    ).toBe(true);
  });

  it('leaves an example too long to read in a line to the examples of the page', () => {
    const long = schemaTree(fieldsDocument, { type: 'string', example: 'x'.repeat(81) }, 'x');
    const short = schemaTree(fieldsDocument, { type: 'string', example: 'x'.repeat(80) }, 'x');
    expect(factsOf(long)).toEqual([]);
    expect(factsOf(short)).toEqual([`Example: ${'x'.repeat(80)}`]);
  });
});

describe('what a field holds', () => {
  it("lists an array of objects' item fields with the items' description", () => {
    expect(nestedFields(field('holders'))).toMatchObject({
      itemsDescription: 'A person who may sign.',
      fields: [{ id: 'request-body.holders.[].email' }],
    });
    expect(nestedFields(field('networks'))).toBeUndefined();
  });

  it('stops at a recursive field', () => {
    const parent = field('owner').children[1];
    expect(parent.recursive).toBe(true);
    expect(nestedFields(parent)).toBeUndefined();
  });

  it('gives every group of alternatives its sentence, and an untitled alternative a number', () => {
    const limit = nestedFields(field('limit'))!;
    expect(limit.alternatives.map((group) => read(group.intro))).toEqual([
      'Exactly one of these:',
      'One or more of these:',
    ]);
    expect(limit.alternatives.map((group) => group.options.map((option) => option.title))).toEqual([
      ['Option 1', 'Option 2'],
      ['Option 1', 'Named'],
    ]);
    expect(read(nestedFields(field('payout'))!.alternatives[0].intro)).toBe(
      'Exactly one of these, told apart by kind:',
    );
  });
});
