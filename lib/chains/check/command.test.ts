// @vitest-environment node
// The check-transaction command as a pipeline runs it: files or standard input in, the verdict and
// each part out, and an exit code a CI step can gate signing on: 0 matches, 1 differs, 2 open, 3 bad input.
import { describe, expect, it } from 'vitest';
import { Transaction } from 'ethers';
import { EXIT_CODES, runCommand, type CommandIo } from './command';
import { forgeExamples } from './examples';
import { loadApiDocument } from '../../openapi/document/load';

const example = (operationId: string) =>
  structuredClone(forgeExamples(loadApiDocument()).find((e) => e.operationId === operationId)!);

/** Runs the command with these files and this standard input; what it printed, and its exit code. */
async function run(args: string[], files: Record<string, unknown> = {}, stdin?: unknown) {
  let out = '';
  let err = '';
  const text = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
  const io: CommandIo = {
    readFile: async (path) => {
      if (!(path in files)) throw new Error(`ENOENT: no such file, open '${path}'`);
      return text(files[path]);
    },
    readStdin: async () => (stdin === undefined ? '' : text(stdin)),
    out: (t) => (out += t),
    err: (t) => (err += t),
  };
  const code = await runCommand(args, io);
  return { code, out, err };
}

const pol = example('forgePolStake');
const args = [
  '--operation',
  'forgePolStake',
  '--request',
  'request.json',
  '--answer',
  'answer.json',
];

describe('check-transaction', () => {
  it('a match: exit 0, the verdict first, then each check', async () => {
    const { code, out, err } = await run(args, {
      'request.json': pol.request,
      'answer.json': pol.answer,
    });
    expect(code).toBe(0);
    expect(err).toBe('');
    const lines = out.split('\n');
    expect(lines[0]).toBe('MATCHES: every part of the transaction is explained by the request');
    expect(lines[1]).toBe('Operation: forgePolStake');
    expect(out).toContain('  Validator: matches (0xf45E1B0165CdA930fE44ffcC95245Da7314A1e3B)');
    expect(out).toContain(
      '  Max fee per gas: fee within its ceiling (30.0 gwei; the fee is at most 0.0105 ETH ' +
        '(10500000000000000 wei) (gas limit × max fee); gas limit × max fee at most 0.021 ETH ' +
        '(21000000000000000 wei) (700000 gas × the high max fee, 30.0 gwei))',
    );
    expect(out).toMatch(
      / {2}Every part of the transaction: matches \(\d+ parts: 2 from the request/,
    );
  });

  it('a difference: exit 1, and the part named', async () => {
    const tx = Transaction.from(pol.answer.transaction.serializedUnsignedTx as string);
    tx.to = '0x6ebD37060f92c8512bCa2b3dB91Bf4C31cc7332A';
    const { code, out } = await run(args, {
      'request.json': pol.request,
      'answer.json': {
        ...pol.answer,
        transaction: { serializedUnsignedTx: tx.unsignedSerialized },
      },
    });
    expect(code).toBe(1);
    expect(out.split('\n')[0]).toBe('DIFFERS: do not sign');
    expect(out).toContain(
      '  Contract called (to): DIFFERS: expected 0xf45E1B0165CdA930fE44ffcC95245Da7314A1e3B, ' +
        'the transaction has 0x6ebD37060f92c8512bCa2b3dB91Bf4C31cc7332A',
    );
  });

  it('an open value: exit 2, with how to confirm it; and without the operation, exit 2 too', async () => {
    const cxt = example('forgeCxtStake');
    const open = await run(['-o', 'forgeCxtStake', '-r', 'r.json', '-a', 'a.json'], {
      'r.json': cxt.request,
      'a.json': cxt.answer,
    });
    expect(open.code).toBe(2);
    expect(open.out.split('\n')[0]).toBe('OPEN: confirm the values below before signing');
    expect(open.out).toContain(
      '  CXT validator id: OPEN, confirm it (validatorId 3). The staking contract names validators by number',
    );
    const detected = await run(['--request', 'request.json', '--answer', 'answer.json'], {
      'request.json': pol.request,
      'answer.json': pol.answer,
    });
    expect(detected.code).toBe(2);
    expect(detected.out.split('\n')[1]).toBe(
      'Operation: forgePolStake (read from the transaction: confirm it is the call you made)',
    );
  });

  it('standard input: the request, answer and operation in one object, or one of the files as "-"', async () => {
    expect(
      (
        await run(
          [],
          {},
          { operationId: 'forgePolStake', request: pol.request, answer: pol.answer },
        )
      ).code,
    ).toBe(0);
    expect(
      (
        await run(
          ['-o', 'forgePolStake', '-r', 'request.json', '-a', '-'],
          { 'request.json': pol.request },
          pol.answer,
        )
      ).code,
    ).toBe(0);
  });

  it('--json prints the inspection, --parts every part and what explains it', async () => {
    const json = await run([...args, '--json'], {
      'request.json': pol.request,
      'answer.json': pol.answer,
    });
    expect(JSON.parse(json.out)).toMatchObject({
      operationId: 'forgePolStake',
      verdict: 'matches',
    });
    const parts = await run([...args, '--parts'], {
      'request.json': pol.request,
      'answer.json': pol.answer,
    });
    expect(parts.out).toContain(
      '  request (validatorAddress): to = 0xf45E1B0165CdA930fE44ffcC95245Da7314A1e3B',
    );
    expect(parts.out).toContain('  state: nonce = 12');
  });

  it('bad input: exit 3 with a message for each kind, and the usage for a usage error', async () => {
    const cases: [string[], Record<string, unknown>, string][] = [
      [
        args,
        { 'request.json': pol.request },
        "The answer cannot be read from answer.json: ENOENT: no such file, open 'answer.json'",
      ],
      [
        args,
        { 'request.json': pol.request, 'answer.json': '{"uuid": ' },
        'The answer (answer.json) is not JSON',
      ],
      [
        ['-o', 'forgeBtcStake', '-r', 'request.json', '-a', 'answer.json'],
        { 'request.json': pol.request, 'answer.json': pol.answer },
        'cannot check this answer (unknown-operation): forgeBtcStake is not a forge operation of the API.',
      ],
      [
        args,
        {
          'request.json': pol.request,
          'answer.json': { transaction: { serializedUnsignedTx: `0x${'02'.repeat(5_000_000)}` } },
        },
        'cannot check this answer (too-large)',
      ],
      [
        ['--answer', 'answer.json'],
        { 'answer.json': pol.answer },
        'Give both --request and --answer (or --input).',
      ],
      [['--verbose'], {}, 'Unknown argument: --verbose.'],
    ];
    for (const [argv, files, message] of cases) {
      const { code, err, out } = await run(argv, files);
      expect(code, message).toBe(EXIT_CODES.badInput);
      expect(err, message).toContain(message);
      expect(out).toBe('');
    }
  });

  it('the chain state read: --nonce holds the transaction to it; one ahead exits 1', async () => {
    const nonce = Transaction.from(pol.answer.transaction.serializedUnsignedTx as string).nonce;
    const files = { 'request.json': pol.request, 'answer.json': pol.answer };
    const held = await run([...args, '--nonce', String(nonce)], files);
    expect(held.code).toBe(0);
    expect(held.out).toContain(
      `  Nonce: chain state (${nonce}; your account's next nonce (its count of sent ` +
        `transactions): ${nonce}, as you read it)`,
    );
    const behind = await run([...args, '--nonce', String(nonce - 1)], files);
    expect(behind.code).toBe(1);
    const fromInput = await run(['--input', 'in.json'], {
      'in.json': {
        ...files,
        operationId: 'forgePolStake',
        request: pol.request,
        answer: pol.answer,
        chainState: { nonce: '1' },
      },
    });
    expect(fromInput.code).toBe(nonce === 1 ? 0 : 1);
    const bad = await run([...args, '--nonce', 'soon'], files);
    expect(bad.code).toBe(3);
    expect(bad.err).toContain('chainState.nonce must be a whole number in decimal');
    const proto = await run([...args, 'constructor', 'x'], files);
    expect(proto.code).toBe(3);
  });

  it('--blockhash, --last-valid-block-height: held to the hash, sent until then', async () => {
    const sol = example('forgeSolStake');
    const files = { 'request.json': sol.request, 'answer.json': sol.answer };
    const solArgs = ['-o', 'forgeSolStake', '-r', 'request.json', '-a', 'answer.json'];
    const held = await run(
      [
        ...solArgs,
        '--blockhash',
        '5y9j9pni49ds9EMRtiwdHP74bNJhWh34y9iEfPDUzT7A',
        '--last-valid-block-height',
        '293847561',
      ],
      files,
    );
    expect(held.code).toBe(0);
    expect(held.out).toContain(
      '  Goes stale (Recent blockhash): 5y9j9pni49ds9EMRtiwdHP74bNJhWh34y9iEfPDUzT7A: it can be ' +
        'sent until block height 293847561 (the last valid block height you read with this ' +
        'blockhash) and not after',
    );
    const other = await run(
      [
        ...solArgs,
        '--blockhash',
        'GHtXQBsoZHVnNFa9YevAzFr17DJjgHXk3ycTKD5xD3Zi',
        '--last-valid-block-height',
        '293847561',
      ],
      files,
    );
    expect(other.code).toBe(1);
    expect(other.out).toContain('  Recent blockhash: DIFFERS');
    const huge = await run(
      [
        ...solArgs,
        '--blockhash',
        '5y9j9pni49ds9EMRtiwdHP74bNJhWh34y9iEfPDUzT7A',
        '--last-valid-block-height',
        '9007199254740992',
      ],
      files,
    );
    expect(huge.code).toBe(3);
    expect(huge.err).toContain(
      'chainState.lastValidBlockHeight must be a block height: a whole number in decimal, ' +
        'below 2^53',
    );
  });
});
