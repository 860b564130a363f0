// @vitest-environment node
// Names are data: whatever a caller names an operation, a staking identifier, a family or an
// argument (the machinery of every object, `constructor`, `__proto__`, `toString`, or any string
// at all), the library and the command answer with the check's own error, never a crash.
import { describe, expect, it } from 'vitest';
import { familyOfOperation, InspectError, inspectForge, preloadChecker } from './index';
import { EXIT_CODES, runCommand, type CommandIo } from './command';
import { forgeExamples } from './examples';
import { loadApiDocument } from '../../openapi/document/load';

/** Strings from a fixed seed: letters, digits, punctuation, spaces and a few non-ASCII letters. */
function randomNames(count: number, seed = 41): string[] {
  const alphabet = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_$-. /{}[]éßλ🙂';
  const chars = [...alphabet];
  let state = seed;
  const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, () =>
    Array.from(
      { length: 1 + Math.floor(next() * 24) },
      () => chars[Math.floor(next() * chars.length)],
    ).join(''),
  );
}

const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype);
const NAMES = [...PROTOTYPE_NAMES, 'prototype', 'then', ...randomNames(24)];

const examples = forgeExamples(loadApiDocument());
const example = (operationId: string) =>
  structuredClone(examples.find((e) => e.operationId === operationId)!);

/** An answer of each family, with the operation and identifier it was forged for. */
const ANSWERS = [
  ['forgePolStake', 'POL'],
  ['forgeTendermintStake', 'ATOM'],
  ['forgeSolStake', 'SOL'],
  ['forgeDotPoolStake', 'DOT'],
  ['forgeNearStake', 'NEAR'],
  ['forgeEgldStake', 'EGLD'],
] as const;

/** What a call rejects with: the InspectError's code and message, or the unexpected error. */
async function refusal(call: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof InspectError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('accepted');
}

describe('the library: every caller-given name is looked up as data', () => {
  it('has the names of Object.prototype in its list', () => {
    expect(PROTOTYPE_NAMES).toEqual(
      expect.arrayContaining(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']),
    );
  });

  it('an operation named by any of them is an unknown operation', async () => {
    for (const [operationId] of ANSWERS) {
      const { request, answer } = example(operationId);
      for (const name of NAMES) {
        expect(await refusal(inspectForge({ answer, request, operationId: name })), name).toEqual({
          code: 'unknown-operation',
          message: `${name} is not a forge operation of the API.`,
        });
        expect(familyOfOperation(name), name).toBeUndefined();
      }
    }
  });

  it("a staking identifier named by any of them is not the operation's", async () => {
    for (const [operationId, identifier] of ANSWERS) {
      const { request, answer } = example(operationId);
      for (const name of NAMES) {
        const expected =
          operationId === 'forgeTendermintStake'
            ? `${name} is not a staking identifier of the Cosmos SDK chains (ATOM, OSMO, …).`
            : `${name} is not a staking identifier of ${operationId} (${identifier}).`;
        expect(
          await refusal(inspectForge({ answer, request, operationId, stakingIdentifier: name })),
          `${operationId} ${name}`,
        ).toEqual({ code: 'unknown-operation', message: expected });
      }
    }
  });

  it('without the operation, an identifier none of the family has is refused too', async () => {
    const { answer } = example('forgeSolStake');
    for (const name of NAMES) {
      expect(await refusal(inspectForge({ answer, stakingIdentifier: name })), name).toEqual({
        code: 'unknown-operation',
        message: `${name} is not a staking identifier of Solana (SOL).`,
      });
    }
    const atom = example('forgeTendermintStake');
    expect(
      await refusal(inspectForge({ answer: atom.answer, stakingIdentifier: 'constructor' })),
    ).toEqual({
      code: 'unknown-operation',
      message: 'constructor is not a staking identifier of the Cosmos SDK chains (ATOM, OSMO, …).',
    });
  });

  it('a chain-state value named by any of them is not one the check knows', async () => {
    const { request, answer } = example('forgePolStake');
    for (const name of NAMES) {
      // Parsed from JSON, as a caller's input is: `__proto__` is then a field like any other.
      const chainState = JSON.parse(JSON.stringify({ [name]: '1' })) as never;
      expect(
        await refusal(inspectForge({ answer, request, operationId: 'forgePolStake', chainState })),
        name,
      ).toEqual({
        code: 'bad-request',
        message:
          `chainState.${name} is not a value the check knows ` +
          '(nonce, accountNumber, recentBlockhash, lastValidBlockHeight, wholeAmount).',
      });
    }
  });

  it('a family named by any of them loads nothing', async () => {
    for (const name of NAMES)
      await expect(preloadChecker(name as never), name).resolves.toBeUndefined();
  });

  it('controls: the right names still match', async () => {
    for (const [operationId, identifier] of ANSWERS) {
      const { request, answer } = example(operationId);
      const inspection = await inspectForge({
        answer,
        request,
        operationId,
        stakingIdentifier: identifier,
      });
      expect([operationId, inspection.verdict]).toEqual([operationId, 'matches']);
    }
  });
});

describe('the command: every caller-given name is bad input (exit 3) with a message', () => {
  const pol = example('forgePolStake');
  async function run(args: string[], stdin?: unknown) {
    let err = '';
    const io: CommandIo = {
      readFile: async (path) => {
        if (path === 'request.json') return JSON.stringify(pol.request);
        if (path === 'answer.json') return JSON.stringify(pol.answer);
        throw new Error(`ENOENT: no such file, open '${path}'`);
      },
      readStdin: async () => JSON.stringify(stdin ?? ''),
      out: () => undefined,
      err: (t) => (err += t),
    };
    return { code: await runCommand(args, io), err };
  }
  const files = ['--request', 'request.json', '--answer', 'answer.json'];

  it('as --operation, in the input as operationId, as --identifier, as an argument', async () => {
    expect(EXIT_CODES.badInput).toBe(3);
    for (const name of NAMES) {
      expect(await run(['--operation', name, ...files]), name).toEqual({
        code: 3,
        err:
          'check-transaction: cannot check this answer (unknown-operation): ' +
          `${name} is not a forge operation of the API.\n`,
      });
      expect(await run([], { ...pol, operationId: name }), name).toEqual({
        code: 3,
        err:
          'check-transaction: cannot check this answer (unknown-operation): ' +
          `${name} is not a forge operation of the API.\n`,
      });
      expect(await run(['-o', 'forgePolStake', '-i', name, ...files]), name).toEqual({
        code: 3,
        err:
          'check-transaction: cannot check this answer (unknown-operation): ' +
          `${name} is not a staking identifier of forgePolStake (POL).\n`,
      });
      const argument = await run([name, 'x', ...files]);
      expect(argument.code, name).toBe(3);
      expect(argument.err, name).toMatch(/^check-transaction: (Unknown argument: |.+ is not JSON)/);
    }
  });

  it('in the input as a chain-state value', async () => {
    for (const name of NAMES) {
      const input = JSON.parse(
        JSON.stringify({ ...pol, operationId: 'forgePolStake', chainState: { [name]: '1' } }),
      );
      expect(await run([], input), name).toEqual({
        code: 3,
        err:
          'check-transaction: cannot check this answer (bad-request): ' +
          `chainState.${name} is not a value the check knows ` +
          '(nonce, accountNumber, recentBlockhash, lastValidBlockHeight, wholeAmount).\n',
      });
    }
  });

  it('an operationId that is not a string is bad input too', async () => {
    expect(await run([], { ...pol, operationId: { toString: 'forgePolStake' } })).toEqual({
      code: 3,
      err:
        'check-transaction: The input\'s operationId must be a string, as "forgePolStake" or ' +
        '"ATOM".\n',
    });
  });

  it('control: the right names still match (exit 0)', async () => {
    expect((await run(['-o', 'forgePolStake', '-i', 'POL', ...files])).code).toBe(0);
  });
});
