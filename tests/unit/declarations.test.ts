import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The plain-JavaScript modules (.mjs: the Next config, the build scripts and the MDX plugins
 * import them without a compile step) are typed by their own JSDoc, which the type check reads
 * and checks against the code (tsconfig.json: allowJs, checkJs). A hand-written .d.mts beside
 * one hides the module from that check, and nothing holds the two together.
 */
function declarationFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : declarationFiles(full);
    return entry.name.endsWith('.d.mts')
      ? [path.relative(process.cwd(), full).split(path.sep).join('/')]
      : [];
  });
}

describe('plain-JavaScript modules are typed by their own JSDoc', () => {
  it('has no hand-written .d.mts beside a module', () => {
    const found = ['lib', 'scripts', 'components', 'app'].flatMap((dir) =>
      declarationFiles(path.join(process.cwd(), dir)),
    );
    expect(found).toEqual([]);
  });
});
