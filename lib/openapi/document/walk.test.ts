import { resolveAllRefs, type JsonObject } from './walk';

describe('resolveAllRefs', () => {
  const document: JsonObject = {
    components: {
      schemas: {
        Node: {
          type: 'object',
          properties: {
            name: { $ref: '#/components/schemas/Name' },
            children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
          },
        },
        Name: { $ref: '#/components/schemas/Text' },
        Text: { type: 'string' },
      },
    },
  };

  it('replaces each $ref by what it names, at any depth and through a chain, and leaves the original as it was', () => {
    const node = {
      schema: { $ref: '#/components/schemas/Name' },
      list: [{ $ref: '#/components/schemas/Text' }, 1, null],
    };
    expect(resolveAllRefs(document, node)).toEqual({
      schema: { type: 'string' },
      list: [{ type: 'string' }, 1, null],
    });
    expect(node.schema).toEqual({ $ref: '#/components/schemas/Name' });
  });

  it('leaves a $ref met again inside what it names (a recursive schema) as a $ref', () => {
    expect(resolveAllRefs(document, { $ref: '#/components/schemas/Node' })).toEqual({
      type: 'object',
      properties: {
        name: { type: 'string' },
        children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
      },
    });
  });

  it('keeps a $ref to another file as it is', () => {
    expect(resolveAllRefs(document, { $ref: 'other.yaml#/Thing' })).toEqual({
      $ref: 'other.yaml#/Thing',
    });
  });
});
