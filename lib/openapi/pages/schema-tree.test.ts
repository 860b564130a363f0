// @vitest-environment node
import { flattenTree, schemaTree } from './schema-tree';

const document = {
  components: {
    schemas: {
      Node: {
        type: 'object',
        description: 'A tree node.',
        required: ['value'],
        properties: {
          value: { type: 'string', maxLength: 64 },
          children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
        },
      },
      Named: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
      Pet: {
        allOf: [
          { $ref: '#/components/schemas/Named' },
          {
            type: 'object',
            required: ['legs'],
            properties: {
              legs: { type: 'integer', minimum: 0, exclusiveMaximum: true, maximum: 9 },
            },
          },
        ],
      },
      Payment: {
        oneOf: [
          { $ref: '#/components/schemas/Named' },
          {
            title: 'Card',
            type: 'object',
            properties: { pan: { type: 'string', pattern: '^[0-9]{16}$' } },
          },
        ],
        discriminator: { propertyName: 'kind' },
      },
      Labels: {
        type: 'object',
        additionalProperties: { type: 'string', enum: ['a', 'b'], nullable: true },
      },
      Anything: { type: 'object', additionalProperties: true },
    },
  },
};
const tree = (name: string) =>
  schemaTree(document, { $ref: `#/components/schemas/${name}` }, 'response-200');
const ids = (name: string) => flattenTree(tree(name)).map((node) => node.id);

describe('schemaTree', () => {
  it('names the shared schema a field comes from and gives every field an id that says where it is', () => {
    const node = tree('Node');
    expect(node.schemaName).toBe('Node');
    expect(node.children.map((child) => [child.id, child.required, child.type])).toEqual([
      ['response-200.value', true, 'string'],
      ['response-200.children', false, 'array'],
    ]);
    expect(node.children[0].constraints).toEqual(['at most 64 characters']);
  });

  it('shows a recursive $ref by name and does not expand it again', () => {
    const items = tree('Node').children[1].items!;
    expect(items).toMatchObject({
      id: 'response-200.children.[]',
      schemaName: 'Node',
      recursive: true,
      children: [],
    });
    expect(ids('Node')).toEqual([
      'response-200',
      'response-200.value',
      'response-200.children',
      'response-200.children.[]',
    ]);
  });

  it("merges allOf parts into one object: every part's fields and required names", () => {
    const pet = tree('Pet');
    expect(pet.children.map((child) => [child.name, child.required])).toEqual([
      ['name', true],
      ['legs', true],
    ]);
    expect(pet.children[1].constraints).toEqual(['≥ 0', '< 9']);
  });

  it('shows oneOf as alternatives, each titled, with the discriminator', () => {
    const { variants } = tree('Payment');
    expect(variants.map((group) => [group.kind, group.discriminator])).toEqual([['oneOf', 'kind']]);
    expect(variants[0].options.map((option) => [option.id, option.title])).toEqual([
      ['response-200.oneOf-1', 'Named'],
      ['response-200.oneOf-2', 'Card'],
    ]);
    expect(variants[0].options[1].children[0]).toMatchObject({
      id: 'response-200.oneOf-2.pan',
      pattern: '^[0-9]{16}$',
      constraints: [],
    });
  });

  it('keeps both groups of a schema with oneOf and anyOf, each alternative with an id of its kind', () => {
    const node = schemaTree(
      document,
      {
        oneOf: [{ type: 'string' }, { type: 'integer' }],
        anyOf: [{ $ref: '#/components/schemas/Named' }],
      },
      'request-body',
    );
    expect(
      node.variants.map((group) => [group.kind, group.options.map((option) => option.id)]),
    ).toEqual([
      ['oneOf', ['request-body.oneOf-1', 'request-body.oneOf-2']],
      ['anyOf', ['request-body.anyOf-1']],
    ]);
    expect(flattenTree(node).map((each) => each.id)).toContain('request-body.anyOf-1.name');
  });

  it('shows additional properties as a field of their own, or as "any"', () => {
    expect(tree('Labels').additional).toMatchObject({
      id: 'response-200.*',
      enum: ['a', 'b'],
      nullable: true,
    });
    expect(tree('Anything').additional).toBe('any');
  });
});
