// @vitest-environment node
import type { Element, Root, RootContent } from 'hast';
import { toString } from 'hast-util-to-string';
import { markdownToHast, prepareDescriptions, preparedMarkdown } from './markdown';

/** The text of a tree and the tag names of its elements, as a reader's HTML has them. */
function shape(tree: Root | undefined) {
  const tags: string[] = [];
  const walk = (node: Root | RootContent) => {
    if (node.type === 'element') tags.push((node as Element).tagName);
    if ('children' in node) node.children.forEach(walk);
  };
  if (tree) walk(tree);
  return tree && { text: toString(tree), tags };
}

describe('prepareDescriptions', () => {
  it('makes the tree of every description of a model, at any depth, for the page to render in place', async () => {
    const model = {
      description: 'The *call*.',
      responses: [{ status: '200', description: 'Done: see [the guide](/docs/welcome/).' }],
      fields: { children: [{ name: 'amount', description: 'Decimal `string`.' }] },
    };
    expect(preparedMarkdown('Decimal `string`.')).toBeUndefined();
    await prepareDescriptions(model);
    expect(shape(preparedMarkdown('The *call*.'))).toEqual({
      text: 'The call.',
      tags: ['p', 'em'],
    });
    expect(shape(preparedMarkdown('Done: see [the guide](/docs/welcome/).'))).toEqual({
      text: 'Done: see the guide.',
      tags: ['p', 'a'],
    });
    expect(shape(preparedMarkdown('Decimal `string`.'))).toEqual({
      text: 'Decimal string.',
      tags: ['p', 'code'],
    });
  });

  it('leaves a text no page prepared to be made when it is rendered', async () => {
    expect(preparedMarkdown('Made **later**.')).toBeUndefined();
    expect(shape(await markdownToHast('Made **later**.'))).toEqual({
      text: 'Made later.',
      tags: ['p', 'strong'],
    });
    expect(preparedMarkdown('Made **later**.')).toBeDefined();
  });
});
