import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layout is mobile below 996 px exactly. CSS cannot import
 * DESKTOP_BREAKPOINT_PX, so this test reads every stylesheet and checks each
 * width media query against it: `(max-width: 995.98px)` below, `(min-width: 996px)` from.
 */
const MOBILE_MAX = '995.98px';
const DESKTOP_MIN = '996px';

/**
 * Content-width queries that are not the mobile switch, each a deliberate
 * choice: the TOC column needs room beside the sidebar, the pager and /api's list of calls stack on phones.
 */
const OTHER_BREAKPOINTS: Record<string, string[]> = {
  'components/TOC/styles.module.css': ['max-width: 1199.98px'],
  'components/DocPage/styles.module.css': ['max-width: 1199.98px'],
  // An operation page's TOC column, beside the article from the same width as a docs page's.
  'components/OperationPage/styles.module.css': ['min-width: 1200px'],
  'components/DocPaginator/styles.module.css': ['max-width: 600px'],
  'components/ApiReference/styles.module.css': ['max-width: 600px'],
  // The page actions take their short labels in a row narrower than the long ones need: the
  // English labels', and longer ones (another locale's).
  'components/PageActions/action.module.css': ['max-width: 45.98rem', 'max-width: 57.98rem'],
  'components/PageActions/styles.module.css': ['max-width: 600px'],
};

function cssFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

const root = process.cwd();
const files = ['app', 'components'].flatMap((dir) => cssFiles(path.join(root, dir)));

describe('desktop breakpoint in CSS: mobile below 996 px', () => {
  it('finds the stylesheets', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  for (const file of files) {
    const relative = path.relative(root, file).replace(/\\/g, '/');
    const queries = [
      ...fs.readFileSync(file, 'utf8').matchAll(/\((max|min)-width:\s*([\d.]+)(px|rem|em)\)/g),
    ];
    if (queries.length === 0) continue;
    it(`${relative} switches at 996 px`, () => {
      for (const [, kind, value, unit] of queries) {
        const query = `${kind}-width: ${value}${unit}`;
        if (OTHER_BREAKPOINTS[relative]?.includes(query)) continue;
        expect(query).toBe(
          kind === 'max' ? `max-width: ${MOBILE_MAX}` : `min-width: ${DESKTOP_MIN}`,
        );
      }
    });
  }

  it('is what the code asks matchMedia about', async () => {
    const { DESKTOP_MEDIA_QUERY } = await import('@/components/MobileSidebar/context');
    expect(DESKTOP_MEDIA_QUERY).toBe('(min-width: 996px)');
  });
});
