// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { compile } from '@mdx-js/mdx';
import { describe, expect, it } from 'vitest';
import { buildToc } from './toc';

const fixtures = path.join(__dirname, '__fixtures__', 'toc');

describe('buildToc', () => {
  it('matches the expected TOC for each fixture', () => {
    for (const file of fs.readdirSync(fixtures).filter((f) => f.endsWith('.mdx'))) {
      const source = fs.readFileSync(path.join(fixtures, file), 'utf8');
      const expected = JSON.parse(fs.readFileSync(path.join(fixtures, file.replace(/\.mdx$/, '.toc.json')), 'utf8'));
      expect(buildToc(source), file).toEqual(expected);
    }
  });

  it('keeps only levels 2 and 3 (spec §2)', () => {
    const toc = buildToc('# One\n## Two\n### Three\n#### Four\n');
    expect(toc.map((i) => i.level)).toEqual([2]);
    expect(toc[0].children.map((i) => i.level)).toEqual([3]);
  });

  it('gives the same ids rehype-slug gives the rendered headings', async () => {
    const source = fs.readFileSync(path.join(fixtures, 'headings.mdx'), 'utf8');
    const rehypeSlug = (await import('rehype-slug')).default;
    const compiled = String(await compile(source, { rehypePlugins: [rehypeSlug] }));
    const flat = buildToc(source).flatMap((item) => [item, ...item.children]);
    for (const item of flat) expect(compiled).toContain(`id: "${item.id}"`);
  });
});
