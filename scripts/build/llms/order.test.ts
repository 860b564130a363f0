import { describe, expect, it } from 'vitest';
import { sidebarOrdered } from './order.mjs';

/**
 * n generated docs whose `id` counts its reads, and a sidebar listing them in reverse order
 * (the last tenth unlisted): the reads are the step's work, whatever the machine's speed.
 */
function site(n: number) {
  let reads = 0;
  const docs = Array.from({ length: n }, (_, i) => {
    const id = `generated/page-${i}`;
    return {
      version: 'current',
      get id() {
        reads += 1;
        return id;
      },
    };
  });
  const entries = docs
    .slice(0, Math.floor(n * 0.9))
    .reverse()
    .map((_, i) => ({ docId: `generated/page-${Math.floor(n * 0.9) - 1 - i}` }));
  reads = 0;
  return { docs, entries, reads: () => reads };
}

describe('the order of llms-full.txt', () => {
  it('lists the sidebar docs in sidebar order, then the unlisted ones, each once', () => {
    const { docs, entries } = site(10);
    const ids = sidebarOrdered(docs, [
      ...entries,
      { docId: 'generated/page-3' },
      { docId: 'no-such-doc' },
    ]).map((doc) => doc.id);
    expect(ids).toEqual([8, 7, 6, 5, 4, 3, 2, 1, 0, 9].map((i) => `generated/page-${i}`));
  });

  it('keeps another version’s doc of the same id after the sidebar', () => {
    const docs = [
      { id: 'welcome', version: 'current' },
      { id: 'welcome', version: 'next' },
    ];
    expect(sidebarOrdered(docs, [{ docId: 'welcome' }])).toEqual(docs);
  });

  it('does work linear in the pages: 10 times the docs, 10 times the reads', () => {
    const small = site(1_000);
    sidebarOrdered(small.docs, small.entries);
    const large = site(10_000);
    sidebarOrdered(large.docs, large.entries);
    // At most two reads of each doc's id: a search per sidebar entry read about n²/2 (50 million at 10,000).
    expect(small.reads()).toBeLessThanOrEqual(2 * 1_000);
    expect(large.reads()).toBeLessThanOrEqual(2 * 10_000);
    expect(large.reads()).toBe(10 * small.reads());
  });
});
