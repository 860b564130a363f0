import type { ReactNode } from 'react';

/**
 * A wide table's box: it scrolls sideways where the column is narrower than the table, named
 * after the table so a screen reader announces it, and takes the keyboard focus so a keyboard can
 * scroll it too (WCAG 2.1.1). A <section> with a name is a region landmark of its own.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box (above)
    <section aria-label={label} tabIndex={0} style={{ overflowX: 'auto', marginBottom: '1.25rem' }}>
      {children}
    </section>
  );
}
