// @vitest-environment node
// The checker the example programs import (content/examples/check-transaction.mjs and .d.mts, the
// code of the check-transaction package) is the bundle of the current code of lib/chains/check, it loads only the
// packages its header tells a reader to install for each chain, and it checks as lib/chains/check does.
import { describe, expect, it } from 'vitest';
import { inspectForge, SHAPES } from '../../lib/chains/check';
import { forgeExamples } from '../../lib/chains/check/examples';
import { loadApiDocument } from '../../lib/openapi/document/load';
import {
  CHECKER_FILES,
  checkerBundle,
  differingCheckerFiles,
  packageOf,
} from './checker-bundle.mjs';

const files = await checkerBundle();

describe('the checker of the example programs', () => {
  it('is the bundle of lib/chains/check: regenerating changes nothing', async () => {
    expect(await differingCheckerFiles(files)).toEqual([]);
  });

  it('a hand edit of the committed file is reported', async () => {
    const edited = (file: string) =>
      file === CHECKER_FILES.js
        ? files[file]!.replace('Refusing to sign', 'Signing anyway')
        : files[file]!;
    expect(await differingCheckerFiles(files, edited)).toEqual([CHECKER_FILES.js]);
  });

  it(
    "imports no package when it loads, and each family's checker only the packages its header " +
      'lists for that chain',
    () => {
      const js = files[CHECKER_FILES.js]!;
      expect(js).not.toMatch(/^import .* from /m);
      for (const [family, shape] of Object.entries(SHAPES)) {
        const start = js.indexOf(`async function __checker_${family}() {`);
        expect(start, family).toBeGreaterThan(0);
        const end = js.indexOf('\nasync function __checker_', start + 1);
        const loader = js.slice(start, end < 0 ? undefined : end);
        const imported = new Set(
          [...loader.matchAll(/await import\("([^"]+)"\)/g)].map(([, specifier]) =>
            packageOf(specifier!),
          ),
        );
        expect([...imported].sort(), family).toEqual([...shape.packages].sort());
        expect(js, family).toContain(`npm install ${shape.packages.join(' ')}`);
      }
    },
  );
});

describe('the bundle as the example programs run it', () => {
  it(
    'checks every forge example of the description as lib/chains/check does, loading each ' +
      "chain's library on use",
    async () => {
      const bundled = await import('../../content/examples/check-transaction.mjs');
      for (const e of forgeExamples(loadApiDocument())) {
        const input = { operationId: e.operationId, request: e.request, answer: e.answer };
        const [inBundle, inLib] = await Promise.all([
          bundled.inspectForge(input),
          inspectForge(input),
        ]);
        expect(inBundle.verdict, `${e.operationId} ${e.name ?? ''}`).toBe(inLib.verdict);
        expect(inBundle.checks).toEqual(inLib.checks);
      }
    },
  );
  it("throws its own InspectError class for every family's failures", async () => {
    const bundled = await import('../../content/examples/check-transaction.mjs');
    const pol = forgeExamples(loadApiDocument()).find((e) => e.operationId === 'forgePolStake')!;
    const error = await bundled
      .inspectForge({
        operationId: pol.operationId,
        request: pol.request,
        answer: { transaction: { serializedUnsignedTx: '0x02c0' } },
      })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(bundled.InspectError);
    expect(error).toMatchObject({ code: 'malformed' });
  });
});
