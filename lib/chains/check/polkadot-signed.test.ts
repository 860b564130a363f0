// @vitest-environment node
// The Polkadot forge answers with an unsigned extrinsic. A signed one in its place carries what
// the forge never makes (a signature, an era, a nonce, a tip): it differs, each part named, and a
// tip is shown in DOT.
import { describe, expect, it } from 'vitest';
import { forgeExamples } from './examples';
import { loadApiDocument } from '../../openapi/document/load';
import { inspectForge } from './index';
import { fakeSigned } from './polkadot-signed-fixture';

const examples = forgeExamples(loadApiDocument());
const stake = examples.find((e) => e.operationId === 'forgeDotPoolStake')!;

const signed = (tip: bigint, nonce = 3) =>
  fakeSigned(stake.answer.transaction.extrinsicHex as string, { tip, nonce });
const check = (extrinsicHex: string) =>
  inspectForge({
    operationId: stake.operationId,
    request: stake.request,
    answer: { ...stake.answer, transaction: { extrinsicHex } },
  });

describe('Polkadot: a signed extrinsic where the forge makes an unsigned one', () => {
  it('a stake with a 100,000 DOT tip differs, the tip named in DOT', async () => {
    const inspection = await check(signed(100_000n * 10n ** 10n));
    expect(inspection.verdict).toBe('differs');
    const tip = inspection.checks.find((c) => c.field === 'tip')!;
    expect(tip).toMatchObject({
      status: 'differs',
      label: 'Tip (paid to the block author on top of the fee)',
      actual: '100000 DOT (1000000000000000 planck)',
    });
    expect(inspection.decoded.fee[0]).toMatchObject({
      label: 'Tip (signed: the API forges no tip)',
      value: '100000 DOT (1000000000000000 planck)',
    });
  });
  it('even with no tip, every signed part differs and is named', async () => {
    const inspection = await check(signed(0n));
    expect(inspection.verdict).toBe('differs');
    expect(inspection.checks.filter((c) => c.status === 'differs').map((c) => c.label)).toEqual([
      'Extrinsic version',
      'Signed (the API forges an unsigned extrinsic: your signer adds the signature)',
      'Signature',
      'Signer',
      'Era (the blocks in which a signed extrinsic is valid)',
      "Nonce (the signer's transaction count)",
      'Tip (paid to the block author on top of the fee)',
      'Asset the fee is paid in',
      'Metadata-hash mode',
      'Every part of the transaction',
    ]);
    const unnamed = inspection.parts.filter((p) => p.label === p.path);
    expect(unnamed).toEqual([]);
  });
  it('the unsigned answer itself still matches', async () => {
    expect((await check(stake.answer.transaction.extrinsicHex as string)).verdict).toBe('matches');
  });
});
