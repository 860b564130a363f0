import { describe, expect, it } from 'vitest';
import { collapseDurationMs, collapseTransition } from './collapse';

describe('collapseDurationMs: faster for short sections, slower for tall ones', () => {
  it.each([
    // h, round((4 + 15*(h/36)^0.25 + (h/36)/5) * 10)
    [0, 40],
    [36, 192],
    [100, 239],
    [360, 327],
    [1000, 440],
  ])('is %i px -> %i ms', (height, expected) => {
    expect(collapseDurationMs(height)).toBe(expected);
  });

  it('is 1 ms when the reader prefers reduced motion, whatever the height', () => {
    expect(collapseDurationMs(0, true)).toBe(1);
    expect(collapseDurationMs(5000, true)).toBe(1);
  });

  it('builds an ease-in-out height transition', () => {
    expect(collapseTransition(36)).toBe('height 192ms ease-in-out');
    expect(collapseTransition(36, true)).toBe('height 1ms ease-in-out');
  });
});
