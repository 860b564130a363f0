// @vitest-environment node
// The field table (fields.ts) is enforced by the check itself, not only by its tests: a decoded
// part whose field has no row makes the verdict "differs", the part named, even when the forge's
// own transaction carries the same value (a field a new version of a chain's library adds to
// both). Controls: the answers of the description still match.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { StakeInstruction } from '@solana/web3.js';
import { forgeExamples } from './examples';
import { loadApiDocument } from '../../openapi/document/load';
import { inspectForge } from './index';
import { rulesOf } from './fields';
import { runFamily } from '../base/run';
import type { FamilyChecker } from '../base/family';
import { text, type Tree } from '../base/tree';

const examples = forgeExamples(loadApiDocument());
const example = (operationId: string) => examples.find((e) => e.operationId === operationId)!;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a decoded part the field table has no row for', () => {
  it('is refused by name when the chain library decodes a field the table lacks', async () => {
    const decode = StakeInstruction.decodeDelegate.bind(StakeInstruction);
    // What a version of @solana/web3.js that decodes one more field of Delegate would give: the
    // Solana reader copies every field its decoder returns, in the answer and in the forge's alike.
    vi.spyOn(StakeInstruction, 'decodeDelegate').mockImplementation((ix) => ({
      ...decode(ix),
      stackHeight: 1,
    }));
    const stake = example('forgeSolStake');
    const inspection = await inspectForge(stake);

    expect(inspection.verdict).toBe('differs');
    const refused = inspection.checks.filter(
      (check) => check.status === 'differs' && check.field !== 'transaction',
    );
    expect(refused.map((check) => [check.field, check.actual, check.note])).toEqual([
      [
        'instructions[2].stackHeight',
        '1',
        'Not a field this check knows: it is refused rather than passed unexplained.',
      ],
    ]);
    expect(inspection.parts.find((part) => part.path === 'instructions[2].stackHeight')).toEqual(
      expect.objectContaining({ source: 'differs' }),
    );
    expect(inspection.checks.at(-1)?.actual).toMatch(/, 1 unexplained$/);
  });

  it('control: the same answer, decoded by the library as it is, matches', async () => {
    const stake = example('forgeSolStake');
    expect((await inspectForge(stake)).verdict).toBe('matches');
  });
});

describe("the table's lookup", () => {
  it('knows no field by a name every object inherits', () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])
      expect(rulesOf('evm', name), name).toBeUndefined();
    expect(rulesOf('evm', 'nonce')).toEqual(['state']);
  });
});

describe('the common check (runFamily)', () => {
  const tree: Tree = { to: text('alice'), memo: text('hello') };
  const checker: FamilyChecker<Tree> = {
    read: () => tree,
    identifier: () => undefined,
    detect: () => 'forgeSend',
    tree: (answer) => answer,
    summarize: () => ({ actions: [], fee: [] }) as never,
    rebuild: async () => ({ expected: tree, bounded: [] }),
    perturb: () => undefined,
    describe: (path) => ({ label: path === 'memo' ? 'Memo' : 'Recipient' }),
    unit: () => undefined,
    absentNotes: {},
  };
  const run = (knownField: (path: string) => boolean) =>
    runFamily(checker, {
      transaction: {},
      operationId: 'forgeSend',
      stakingIdentifier: undefined,
      request: {},
      now: new Date(0),
      chainState: {},
      operations: { forgeSend: { required: [], optional: [] } },
      knownField,
    });

  it('refuses a part with no row, naming it, though the forge makes the same value', async () => {
    const { checks, parts } = await run((path) => path === 'to');
    expect(checks.filter((check) => check.status === 'differs')).toEqual([
      {
        field: 'memo',
        label: 'Memo',
        status: 'differs',
        expected: 'a field this check knows',
        actual: 'hello',
        note: 'Not a field this check knows: it is refused rather than passed unexplained.',
        parts: ['memo'],
      },
      expect.objectContaining({
        field: 'transaction',
        actual:
          '2 parts: 0 from the request, 1 fixed by the operation, 0 chain state, 0 fee, ' +
          '1 unexplained',
      }),
    ]);
    expect(parts.map((part) => [part.path, part.source])).toEqual([
      ['to', 'operation'],
      ['memo', 'differs'],
    ]);
  });

  it('passes the same parts when each has its row', async () => {
    const { checks } = await run(() => true);
    expect(checks.filter((check) => check.status === 'differs')).toEqual([]);
  });
});
