// @vitest-environment node
// The checker the example programs import (content/examples/check-transaction.mjs and .d.mts) is
// lib/inspect's bundle as it is now, and it loads only the packages its header tells a reader
// to install for each chain.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SHAPES } from '../../lib/inspect';
import { forgeExamples } from '../../lib/inspect/examples';
import { CHECKER_FILES, checkerBundle, differingCheckerFiles } from './checker-bundle.mjs';

const files = await checkerBundle();

describe('the checker of the example programs', () => {
  it("is lib/inspect's bundle: regenerating changes nothing", async () => {
    expect(await differingCheckerFiles(files)).toEqual([]);
  });

  it('a hand edit of the committed file is reported', async () => {
    const edited = (file: string) => (file === CHECKER_FILES.js ? files[file]!.replace('Refusing to sign', 'Signing anyway') : files[file]!);
    expect(await differingCheckerFiles(files, edited)).toEqual([CHECKER_FILES.js]);
  });

  it('imports no package when it loads, and only the listed packages of a chain when it checks one', () => {
    const js = files[CHECKER_FILES.js]!;
    expect(js).not.toMatch(/^import .* from /m);
    const imported = new Set([...js.matchAll(/\bimport\("([^"]+)"\)/g)].map(([, specifier]) => specifier!.replace(/^(@[^/]+\/[^/]+|[^@/][^/]*).*$/, '$1')));
    const listed = new Set(Object.values(SHAPES).flatMap((shape) => shape.packages));
    expect([...imported].sort()).toEqual([...listed].sort());
    for (const shape of Object.values(SHAPES)) expect(js).toContain(`npm install ${shape.packages.join(' ')}`);
  });

  it("each chain family's library comes from its libraries.ts, which imports only that family's packages", () => {
    for (const [family, shape] of Object.entries(SHAPES)) {
      const decoder = readFileSync(`lib/chains/${family}/decode.ts`, 'utf8');
      expect(decoder, family).toContain("await import('./libraries')");
      expect(decoder.match(/^import (?!type ).* from '(?!\.)[^']+';$/gm) ?? [], `${family}: decode.ts imports no package`).toEqual([]);
      const source = readFileSync(`lib/chains/${family}/libraries.ts`, 'utf8');
      const packages = [...source.matchAll(/ from '([^']+)';|^import '([^']+)';/gm)].map(([, a, b]) => (a ?? b)!.replace(/^(@[^/]+\/[^/]+|[^@/][^/]*).*$/, '$1'));
      expect(new Set(packages), family).toEqual(new Set(shape.packages));
    }
  });
});

describe('the bundle as the example programs run it', () => {
  it('checks every forge example of the description, loading each chain\'s library on use', async () => {
    const bundled = await import('../../content/examples/check-transaction.mjs');
    for (const e of forgeExamples()) {
      const inspection = await bundled.inspectForge({ operationId: e.operationId, request: e.request, answer: e.answer });
      expect(inspection.verdict, `${e.operationId} ${e.name ?? ''}`).toBe('matches');
    }
  });
});
