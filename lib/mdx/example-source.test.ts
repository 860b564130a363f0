import { describe, expect, it } from 'vitest';
import { dedent, excerpt, fullProgram, readExample } from './example-source';

const SOURCE = [
  "import { a } from './a';",
  '',
  '// #region forge',
  'async function forge() {',
  '  // #region body',
  '  return a;',
  '  // #endregion body',
  '}',
  '// #endregion forge',
  '',
  'forge();',
  '',
].join('\n');

describe('ExampleSource excerpts', () => {
  it('shows the whole program without region markers', () => {
    expect(fullProgram(SOURCE)).toBe(
      [
        "import { a } from './a';",
        '',
        'async function forge() {',
        '  return a;',
        '}',
        '',
        'forge();',
      ].join('\n'),
    );
  });

  it('cuts a named region, nested markers removed', () => {
    expect(excerpt(SOURCE, 'x.ts', { region: 'forge' })).toBe(
      ['async function forge() {', '  return a;', '}'].join('\n'),
    );
  });

  it('dedents an inner region', () => {
    expect(excerpt(SOURCE, 'x.ts', { region: 'body' })).toBe('return a;');
  });

  it('cuts a line range counted on the program as shown', () => {
    expect(excerpt(SOURCE, 'x.ts', { lines: '3-5' })).toBe(
      ['async function forge() {', '  return a;', '}'].join('\n'),
    );
    expect(excerpt(SOURCE, 'x.ts', { lines: '4' })).toBe('return a;');
  });

  it('names the file and the problem when an excerpt does not exist', () => {
    expect(() => excerpt(SOURCE, 'x.ts', { region: 'nope' })).toThrow(
      /x\.ts has no "\/\/ #region nope"/,
    );
    expect(() => excerpt(SOURCE, 'x.ts', { lines: '9-99' })).toThrow(
      /not a range within the 7 lines of x\.ts/,
    );
    expect(() => excerpt(SOURCE, 'x.ts', { lines: '2', region: 'forge' })).toThrow(
      /either region or lines/,
    );
  });

  it('refuses paths outside content/examples', async () => {
    await expect(readExample('../../package.json')).rejects.toThrow(/is not a file name/);
  });

  it('dedent keeps relative indentation', () => {
    expect(dedent('    a\n      b\n\n    c')).toBe('a\n  b\n\nc');
  });
});
