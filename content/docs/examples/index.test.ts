// @vitest-environment node
// The examples index is a table of chain by action: every example page of the sidebar's Examples
// category is linked from it, every link in it leads to an example page that exists, and each row
// of the chain table has a cell for every action (a link, or a dash with its reason).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import sidebars from '@/content/sidebars';

const DIR = path.join('content', 'docs', 'examples');
const index = readFileSync(path.join(DIR, 'index.mdx'), 'utf8');

/** The example pages the sidebar lists under Examples, as their paths. */
function examplePages(): string[] {
  const category = sidebars.docs.find(
    (item) => typeof item === 'object' && 'label' in item && item.label === 'Examples',
  );
  if (!category || typeof category !== 'object' || !('items' in category))
    throw new Error('no Examples category in the sidebar');
  return (category.items as string[]).map((id) => `/docs/${id}`);
}

/** The rows of the table under `heading`, as arrays of cells. */
function tableRows(heading: string): string[][] {
  const section = index.split(`## ${heading}\n`)[1]?.split(/\n## /)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*---/.test(line))
    .map((line) =>
      line
        .slice(1, -1)
        .split(' | ')
        .map((cell) => cell.trim()),
    );
}

describe('the examples index', () => {
  it('links every example page of the sidebar from one of its tables', () => {
    const linked = new Set(
      [...index.matchAll(/\]\((\/docs\/examples\/[\w-]+)[#)]/g)].map(([, href]) => href),
    );
    expect(examplePages().filter((page) => !linked.has(page))).toEqual([]);
  });

  it('links only example pages that exist', () => {
    for (const [, slug] of index.matchAll(/\]\(\/docs\/examples\/([\w-]+)[#)]/g)) {
      expect(() => readFileSync(path.join(DIR, `${slug}.mdx`)), slug).not.toThrow();
    }
  });

  it(
    'gives every chain a cell for each action: a link, a dash with its reason, or a pointer to ' +
      'the row it follows',
    () => {
      const [header, ...rows] = tableRows('By chain and action');
      expect(header).toEqual([
        'Chain',
        'Stake',
        'Unstake',
        'Withdraw',
        'Rewards',
        'Move stake',
        'Signing',
      ]);
      expect(rows.length).toBeGreaterThanOrEqual(4);
      for (const row of rows) {
        expect(row, row[0]).toHaveLength(header!.length);
        for (const cell of row.slice(1, -1))
          expect(cell, `${row[0]}: ${cell}`).toMatch(
            /\]\(\/docs\/examples\/|^— \w|^as on `[A-Z]+`$/,
          );
      }
    },
  );
});
