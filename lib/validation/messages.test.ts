// @vitest-environment node
/**
 * The message an author reads for each kind of zod issue, exactly as printed: front matter
 * through the page-data plugin the build runs, the other kinds through small schemas.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readPageData } from '@/lib/mdx/remark-page-data';
import { formatIssues, parseAuthored, strictObject } from './messages';

/** The build's message for a doc whose front matter is `yaml`. */
function frontMatterError(yaml: string) {
  try {
    readPageData(`---\n${yaml}\n---\n`, 'content/docs/guide.mdx', '.');
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the front matter was accepted');
}

/** The lines formatIssues prints for `value` against `schema`. */
function lines(schema: z.ZodType, value: unknown) {
  const result = parseAuthored(schema, value);
  if (result.success) throw new Error('the value was accepted');
  return formatIssues(result.error);
}

describe('front matter messages', () => {
  it('invalid_type: a text where true or false belongs names the value, not "missing"', () => {
    expect(frontMatterError('title: A\ndescription: B\nhide_table_of_contents: "yes please"')).toBe(
      'content/docs/guide.mdx: invalid front matter:\n' +
        '- hide_table_of_contents: must be true or false, not the text "yes please"',
    );
  });

  it('invalid_type: a missing key', () => {
    expect(frontMatterError('description: B')).toBe(
      'content/docs/guide.mdx: invalid front matter:\n- title: required, but missing',
    );
  });

  it('invalid_type: a list where text belongs, and a number in a list of text', () => {
    expect(frontMatterError('title: [A]\ndescription: B\nkeywords: [staking, 3]')).toBe(
      'content/docs/guide.mdx: invalid front matter:\n' +
        '- title: must be text, not a list\n' +
        '- keywords[1]: must be text, not the number 3',
    );
  });

  it('too_small: an empty title', () => {
    expect(frontMatterError('title: ""\ndescription: B')).toBe(
      'content/docs/guide.mdx: invalid front matter:\n- title: must not be empty',
    );
  });

  it('unrecognized_keys: a misspelt key keeps its "did you mean"', () => {
    expect(frontMatterError('title: A\ndescription: B\nhide_table_of_content: true')).toBe(
      'content/docs/guide.mdx: invalid front matter:\n- hide_table_of_content: unknown key ' +
        '"hide_table_of_content". Did you mean "hide_table_of_contents"?',
    );
  });
});

describe('every other issue kind', () => {
  it('invalid_value: an enum, with the value meant', () => {
    expect(lines(z.object({ mode: z.enum(['light', 'dark']) }), { mode: 'drak' })).toBe(
      '- mode: must be one of "light", "dark", not the text "drak". Did you mean "dark"?',
    );
  });

  it('invalid_value: a literal', () => {
    expect(lines(z.object({ type: z.literal('link') }), { type: 'doc' })).toBe(
      '- type: must be "link", not the text "doc"',
    );
  });

  it('unrecognized_keys: keys a record of known keys does not have', () => {
    expect(lines(z.object({ a: z.string() }).strict(), { a: 'x', b: 1, c: 2 })).toBe(
      '- (root): unknown keys "b", "c"',
    );
    expect(lines(strictObject({ label: z.string() }), { label: 'x', lable: 'y' })).toBe(
      '- lable: unknown key "lable". Did you mean "label"?',
    );
  });

  it('too_small: a number, a list, text of a length', () => {
    expect(lines(z.number().min(3), 1)).toBe('- (root): must be at least 3, not the number 1');
    expect(lines(z.number().positive(), 0)).toBe('- (root): must be more than 0, not the number 0');
    expect(lines(z.array(z.string()).min(2), ['a'])).toBe('- (root): must have at least 2 items');
    expect(lines(z.array(z.string()).min(1), [])).toBe('- (root): must not be an empty list');
    expect(lines(z.string().length(3), 'ab')).toBe('- (root): must have exactly 3 characters');
  });

  it('too_big: a number, a list, text', () => {
    expect(lines(z.number().max(10), 11)).toBe('- (root): must be at most 10, not the number 11');
    expect(lines(z.array(z.string()).max(1), ['a', 'b'])).toBe(
      '- (root): must have at most 1 item',
    );
    expect(lines(z.string().max(2), 'abc')).toBe('- (root): must have at most 2 characters');
  });

  it('invalid_format: a URL, an email, a pattern, a prefix, a date', () => {
    expect(lines(z.url(), 'example')).toBe(
      '- (root): must be a full URL, e.g. "https://example.org/", not the text "example"',
    );
    expect(lines(z.email(), 'team')).toBe(
      '- (root): must be an email address, e.g. "team@example.org", not the text "team"',
    );
    expect(lines(z.string().regex(/^v\d+$/), 'x1')).toBe(
      '- (root): the text "x1" does not match the pattern /^v\\d+$/',
    );
    expect(lines(z.string().startsWith('/'), 'docs')).toBe(
      '- (root): must start with "/", not the text "docs"',
    );
    expect(lines(z.iso.date(), '25/11/2026')).toBe(
      '- (root): must be a date written YYYY-MM-DD, e.g. "2026-11-25", not the text "25/11/2026"',
    );
  });

  it('not_multiple_of', () => {
    expect(lines(z.number().multipleOf(5), 3)).toBe(
      '- (root): must be a multiple of 5, not the number 3',
    );
  });

  it('custom: a refinement with and without a message of its own', () => {
    expect(
      lines(
        z.string().refine(() => false, 'must name a page of this site'),
        'x',
      ),
    ).toBe('- (root): must name a page of this site');
    expect(
      lines(
        z.custom<string>(() => false),
        7,
      ),
    ).toBe('- (root): the number 7 is not accepted here');
  });

  it('invalid_union: alternatives of types, of shapes, and a discriminator', () => {
    expect(lines(z.union([z.string(), z.number()]), true)).toBe(
      '- (root): must be text or a number, not true',
    );
    expect(
      lines(z.union([z.object({ to: z.string() }), z.object({ href: z.url() })]), { label: 'x' }),
    ).toBe(
      '- (root): matches none of its accepted forms (to: required, but missing; or href: ' +
        'required, but missing)',
    );
    const item = z.discriminatedUnion('type', [
      z.object({ type: z.literal('doc') }),
      z.object({ type: z.literal('link') }),
    ]);
    expect(lines(item, { type: 'page' })).toBe(
      '- type: must be one of "doc", "link", not the text "page"',
    );
  });

  it('invalid_key: a key of a record', () => {
    expect(lines(z.record(z.string().min(2), z.number()), { a: 1 })).toBe(
      '- a: has a key that is not accepted: must have at least 2 characters',
    );
  });
});
