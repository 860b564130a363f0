// @vitest-environment node
// Bounded, clear failure on bad input: 10 MB of each family's shape is refused before anything is
// decoded, and random bytes in each family's fields (a property test) get a verdict or the
// check's own error, never another exception. How long each takes is measured by
// `npm run bench -- --only-inspector`, not here.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forgeExamples } from './examples';
import { loadApiDocument } from '../../openapi/document/load';
import { FORGE_FAMILIES } from '../operations';
import {
  inspectForge,
  InspectError,
  SIZE_LIMITS,
  detectShape,
  type ChainFamily,
  type Inspection,
} from './index';
import { checkTextSize } from './limits';

const TEN_MB = 10 * 1024 * 1024;
const example = (operationId: string, name?: string) =>
  structuredClone(
    forgeExamples(loadApiDocument()).find((e) => e.operationId === operationId && e.name === name)!,
  );
/**
 * The example each family's 10 MB answer stands in for: the family's first forge example in the
 * description, or the one named here.
 */
const OPERATION: Partial<Record<ChainFamily, [string, string?]>> = {
  tendermint: ['forgeTendermintStake', 'EVMOS'],
};
function operationOf(family: ChainFamily): [string, string?] {
  const first = forgeExamples(loadApiDocument()).find(
    (e) => detectShape(e.answer).family === family,
  );
  if (!first) throw new Error(`the description has no forge example of ${family}`);
  return OPERATION[family] ?? [first.operationId, first.name];
}

/** The outcome of a check: its verdict, or the code of the check's own error; anything else is thrown on. */
async function outcome(input: Parameters<typeof inspectForge>[0]): Promise<string> {
  try {
    return ((await inspectForge(input)) as Inspection).verdict;
  } catch (error) {
    // The check's last resort (a library error its decoder did not expect) is reported apart: the
    // decoders name what is wrong themselves.
    if (error instanceof InspectError)
      return / transaction cannot be read \(/.test(error.message)
        ? `unexpected: ${error.message}`
        : error.code;
    throw error;
  }
}

const hex = (bytes: Uint8Array) => `0x${Buffer.from(bytes).toString('hex')}`;
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/**
 * Ten megabytes in the shape of each family's answer, in the part its decoder reads first; for a
 * family not written out here, its example with its longest text grown to ten megabytes.
 */
const HUGE: Partial<Record<ChainFamily, () => Record<string, unknown>>> = {
  evm: () => ({ serializedUnsignedTx: `0x${'02'.repeat(TEN_MB / 2)}` }),
  solana: () => ({ hash: 'A'.repeat(TEN_MB) }),
  polkadot: () => ({ extrinsicHex: `0x${'04'.repeat(TEN_MB / 2)}` }),
  tendermint: () => ({
    signDirect: {
      bodyBytes: 'A'.repeat(TEN_MB),
      authInfoBytes: 'AAAA',
      chainId: 'cosmoshub-4',
      accountNumber: '1',
    },
  }),
  near: () => ({
    signerId: 'a.near',
    receiverId: 'b.near',
    actions: [
      {
        type: 'FunctionCall',
        params: {
          methodName: 'deposit_and_stake',
          args: { pad: 'x'.repeat(TEN_MB) },
          gas: '1',
          deposit: '1',
        },
      },
    ],
  }),
  multiversx: () => ({ ...example('forgeEgldStake').answer.transaction, data: 'A'.repeat(TEN_MB) }),
};

/** `value` with its longest string grown to ten megabytes. */
function grown(value: unknown): unknown {
  const strings: string[] = [];
  const collect = (node: unknown): void => {
    if (typeof node === 'string') strings.push(node);
    else if (node && typeof node === 'object') Object.values(node).forEach(collect);
  };
  collect(value);
  const longest = strings.reduce((a, b) => (b.length > a.length ? b : a), '');
  const grow = (node: unknown): unknown =>
    node === longest
      ? longest.repeat(Math.ceil(TEN_MB / Math.max(longest.length, 1)))
      : Array.isArray(node)
        ? node.map(grow)
        : node && typeof node === 'object'
          ? Object.fromEntries(Object.entries(node).map(([k, v]) => [k, grow(v)]))
          : node;
  return grow(value);
}

describe('10 MB of each family is refused before anything is decoded', () => {
  it.each(Object.keys(FORGE_FAMILIES) as ChainFamily[])('%s', async (family) => {
    const [operationId, name] = operationOf(family);
    const e = example(operationId, name);
    const transaction = HUGE[family]?.() ?? grown(e.answer.transaction);
    expect(await outcome({ operationId, request: e.request, answer: { transaction } })).toBe(
      'too-large',
    );
    // The limit is far above what the forge makes: the family's example is well inside it.
    expect(JSON.stringify(e.answer.transaction).length).toBeLessThan(SIZE_LIMITS[family].json / 4);
  });
  it('and a 10 MB request, and an answer nested too deeply to write', async () => {
    const e = example('forgePolStake');
    expect(
      await outcome({
        operationId: e.operationId,
        request: { ...e.request, pad: 'x'.repeat(TEN_MB) },
        answer: e.answer,
      }),
    ).toBe('too-large');
    let deep: unknown = {};
    for (let i = 0; i < 100_000; i += 1) deep = { d: deep };
    expect(
      await outcome({
        answer: { transaction: { signerId: 'a.near', receiverId: 'b.near', actions: [deep] } },
      }),
    ).toBe('too-large');
  });
  it(
    "pasted text: 10 MB is refused before it is parsed, with the check's own error; every " +
      'example, however indented, is let through',
    () => {
      const tooLarge = (what: 'answer' | 'request', text: string) => {
        try {
          checkTextSize(what, text);
          return 'let through';
        } catch (error) {
          return error instanceof InspectError
            ? `${error.code}: ${error.message}`
            : `not the check's own error: ${String(error)}`;
        }
      };
      expect(tooLarge('answer', JSON.stringify({ transaction: HUGE.solana!() }))).toBe(
        'too-large: The forge answer is 10 MB of text: no forge answer of the API is that ' +
          'large (the check refuses more than 256 kB).',
      );
      expect(tooLarge('request', `{"pad": "${'x'.repeat(TEN_MB)}"}`)).toBe(
        'too-large: The request is 10 MB of text: no forge request of the API is that large ' +
          '(the check refuses more than 64 kB).',
      );
      expect(tooLarge('answer', ' '.repeat(256 * 1024))).toBe('let through');
      expect(tooLarge('answer', ' '.repeat(256 * 1024 + 1))).toMatch(
        /^too-large: The forge answer is 256 kB of text/,
      );
      for (const e of forgeExamples(loadApiDocument())) {
        const label = `${e.operationId} ${e.name ?? ''}`;
        expect(tooLarge('answer', JSON.stringify(e.answer, null, 8)), label).toBe('let through');
        expect(tooLarge('request', JSON.stringify(e.request, null, 8)), label).toBe('let through');
      }
    },
  );
  it('a Solana hash of a few hundred kB, where a Solana transaction is at most 1,232 bytes', async () => {
    const e = example('forgeSolStake');
    expect(
      await outcome({
        operationId: e.operationId,
        request: e.request,
        answer: { transaction: { hash: base64(new Uint8Array(300_000)) } },
      }),
    ).toBe('too-large');
  });
});

describe("random bytes in each family's fields get a verdict or the check's own error, never a crash", () => {
  const bytes = fc.uint8Array({ minLength: 0, maxLength: 1500 });
  const VERDICTS = [
    'matches',
    'differs',
    'open',
    'unchecked',
    'not-a-forge-answer',
    'shape-mismatch',
    'malformed',
    'too-large',
    'bad-request',
    'unknown-operation',
  ];
  const property = (family: ChainFamily, arbitrary: fc.Arbitrary<Record<string, unknown>>) =>
    it(family, async () => {
      const [operationId, name] = operationOf(family);
      const e = example(operationId, name);
      await fc.assert(
        fc.asyncProperty(arbitrary, fc.boolean(), async (transaction, withRequest) => {
          const result = await outcome({
            ...(withRequest ? { operationId, request: e.request } : {}),
            answer: { transaction },
          });
          expect(VERDICTS).toContain(result);
        }),
        { numRuns: 150 },
      );
    });
  const json = fc.jsonValue({ maxDepth: 3 });
  property(
    'evm',
    bytes.map((b) => ({ serializedUnsignedTx: hex(Uint8Array.of(2, ...b)) })),
  );
  property(
    'solana',
    bytes.map((b) => ({ hash: base64(b) })),
  );
  property(
    'polkadot',
    bytes.map((b) => ({ extrinsicHex: hex(b) })),
  );
  property(
    'tendermint',
    fc.record({ body: bytes, auth: bytes, doc: json }).map(({ body, auth, doc }) => {
      const evmos = example('forgeTendermintStake', 'EVMOS').answer.transaction as Record<
        string,
        Record<string, unknown>
      >;
      return {
        ...evmos,
        signDirect: { ...evmos.signDirect, bodyBytes: base64(body), authInfoBytes: base64(auth) },
        signAmino: { ...evmos.signAmino, signDoc: doc },
      };
    }),
  );
  property(
    'near',
    fc.record({
      signerId: fc.string(),
      receiverId: fc.constantFrom('b.near', 'x'),
      actions: fc.array(json, { maxLength: 3 }),
    }),
  );
  property(
    'multiversx',
    fc
      .record({
        data: bytes,
        value: fc.oneof(fc.string(), fc.bigInt({ min: 0n, max: 2n ** 70n }).map(String)),
        receiver: fc.string(),
        nonce: fc.oneof(fc.integer(), fc.string()),
      })
      .map(({ data, value, receiver, nonce }) => ({
        ...example('forgeEgldStake').answer.transaction,
        data: base64(data),
        value,
        receiver,
        nonce,
      })),
  );
});
