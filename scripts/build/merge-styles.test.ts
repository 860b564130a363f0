// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderWith } from '../../tests/temp-files';
import { mergeStyles, sharedStylesheets } from './merge-styles.mjs';

const link = (name: string, prefix = '') =>
  `<link rel="stylesheet" href="${prefix}/_next/static/chunks/${name}" data-precedence="next"/>`;

/** A page's HTML as the export has it: its stylesheets in the head. */
const page = (stylesheets: string[], prefix = '') =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/>${stylesheets.map((name) => link(name, prefix)).join('')}` +
  `<title>A page</title></head><body><p>Text</p></body></html>`;

/** A payload row that links both, as Next writes it for a client-side navigation. */
const payload = (prefix = '') =>
  `0:{"b":"build"}\n:HL["${prefix}/_next/static/chunks/components001.css","style"]\n` +
  `1:[["$","link","0",{"rel":"stylesheet","href":"${prefix}/_next/static/chunks/components001.css"}],` +
  `["$","link","1",{"rel":"stylesheet","href":"${prefix}/_next/static/chunks/globalstyle01.css"}]]\n` +
  `2:T12,text of twelve\n`;

const exportWith = (files: Record<string, string>) => folderWith(files, 'merge-styles-');

const read = (out: string, name: string) => fs.readFileSync(path.join(out, name), 'utf8');

describe('one stylesheet before the first paint', () => {
  it('finds the stylesheets every page links first, in their order', () => {
    expect(
      sharedStylesheets([
        page(['a.css', 'b.css', 'c.css']),
        page(['a.css', 'b.css']),
        page(['a.css', 'b.css', 'd.css']),
      ]),
    ).toEqual(['a.css', 'b.css']);
    // A page that links another first shares nothing with the others.
    expect(sharedStylesheets([page(['a.css', 'b.css']), page(['b.css', 'a.css'])])).toEqual([]);
  });

  it(
    'writes them as one file in their order and points the pages, their payloads and the ' +
      'script chunks at it, each page linking it once',
    () => {
      const out = exportWith({
        '_next/static/chunks/components001.css': '.card{color:red}',
        '_next/static/chunks/globalstyle01.css': ':root{--c:blue}\n',
        '_next/static/chunks/lazy.js': 'e.l("static/chunks/components001.css")',
        'index.html': page(['components001.css', 'globalstyle01.css']),
        'index.txt': payload(),
        'docs/a/index.html': page(['components001.css', 'globalstyle01.css', 'only-here1.css']),
        'docs/a/index.txt': payload(),
      });
      const result = mergeStyles(out)!;
      expect(result.names).toEqual(['components001.css', 'globalstyle01.css']);
      expect(result.merged).toMatch(/^[0-9a-z]{13}\.css$/);
      const merged = result.merged;
      expect(read(out, `_next/static/chunks/${merged}`)).toBe(
        '.card{color:red}\n:root{--c:blue}\n',
      );
      expect(fs.readdirSync(path.join(out, '_next/static/chunks')).sort()).toEqual(
        [merged, 'lazy.js'].sort(),
      );
      expect(read(out, 'index.html')).toBe(page([merged]));
      expect(read(out, 'docs/a/index.html')).toBe(page([merged, 'only-here1.css']));
      // The payload's rows keep their lengths: the text row's length still counts its text.
      const rewritten = read(out, 'index.txt');
      expect(rewritten).toHaveLength(payload().length);
      expect(rewritten).not.toMatch(/components001|globalstyle01/);
      expect(rewritten).toContain(`"href":"/_next/static/chunks/${merged}"`);
      expect(rewritten).toContain('2:T12,text of twelve\n');
      expect(read(out, '_next/static/chunks/lazy.js')).toBe(`e.l("static/chunks/${merged}")`);
    },
  );

  it('names the file by its text: other styles, another name', () => {
    const names = ['.card{color:red}', '.card{color:green}'].map((components) => {
      const out = exportWith({
        '_next/static/chunks/components001.css': components,
        '_next/static/chunks/globalstyle01.css': ':root{}',
        'index.html': page(['components001.css', 'globalstyle01.css']),
      });
      return mergeStyles(out)!.merged;
    });
    expect(names[0]).not.toBe(names[1]);
  });

  it('merges under a base path too', () => {
    const out = exportWith({
      '_next/static/chunks/components001.css': '.card{}',
      '_next/static/chunks/globalstyle01.css': ':root{}',
      'index.html': page(['components001.css', 'globalstyle01.css'], '/staking-docs'),
      'index.txt': payload('/staking-docs'),
    });
    const { merged } = mergeStyles(out)!;
    expect(read(out, 'index.html')).toBe(page([merged], '/staking-docs'));
    expect(read(out, 'index.txt')).toContain(`"/staking-docs/_next/static/chunks/${merged}"`);
  });

  it("refuses names of different lengths, which would change the lengths of a payload's rows", () => {
    const out = exportWith({
      '_next/static/chunks/components001.css': '.card{}',
      '_next/static/chunks/short.css': ':root{}',
      'index.html': page(['components001.css', 'short.css']),
    });
    expect(() => mergeStyles(out)).toThrow(/differ in length: components001.css, short.css/);
  });

  it('leaves an export whose pages share one stylesheet or none as it is', () => {
    const html = page(['components001.css']);
    const out = exportWith({
      '_next/static/chunks/components001.css': '.card{}',
      'index.html': html,
    });
    expect(mergeStyles(out)).toBeNull();
    expect(read(out, 'index.html')).toBe(html);
  });
});
