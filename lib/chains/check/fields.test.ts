// @vitest-environment node
// Every field of every decoded answer has its rule in the one table (fields.ts): the answers of
// the description, every family and signing format, and the formats the forge never makes (a
// signed Polkadot extrinsic, a Solana v0 message with a priority fee), whose extra fields differ.
import { describe, expect, it } from 'vitest';
import { ComputeBudgetProgram, TransactionMessage, VersionedTransaction } from '@solana/web3.js';
import { forgeExamples } from './examples';
import { loadApiDocument } from '../../openapi/document/load';
import { inspectForge } from './index';
import { FIELD_RULES, fieldOf, partsWithoutRule } from './fields';
import { fakeSigned } from './polkadot-signed-fixture';
import type { Inspection } from './types';

const examples = forgeExamples(loadApiDocument());
const example = (operationId: string) => examples.find((e) => e.operationId === operationId)!;

describe('the field table', () => {
  it('writes list positions and Solana account keys as one field', () => {
    expect(fieldOf('signDirect.body.messages[0].value.amount.amount')).toBe(
      'signDirect.body.messages[].value.amount.amount',
    );
    expect(fieldOf('accountKeys.Adr41dSaGqHZg5XcdELczSfWUWtKU4zvrseJBHiubQbD.signer')).toBe(
      'accountKeys.*.signer',
    );
  });

  it('holds every part of every example answer, each explained by a rule of its field', async () => {
    const missing: string[] = [];
    const families = new Set<string>();
    for (const e of examples) {
      const inspection = await inspectForge({
        operationId: e.operationId,
        request: e.request,
        answer: e.answer,
      });
      families.add(inspection.decoded.family);
      expect(inspection.parts.filter((part) => part.source === 'differs')).toEqual([]);
      missing.push(...partsWithoutRule(inspection).map((part) => `${e.operationId}: ${part}`));
    }
    expect(missing).toEqual([]);
    expect([...families].sort()).toEqual(Object.keys(FIELD_RULES).sort());
  });

  it('names a decoded field with no rule, and a part explained by a rule its field lacks', () => {
    const inspection = {
      decoded: { family: 'solana' },
      parts: [
        { path: 'recentBlockhash', source: 'state' },
        { path: 'instructions[0].newField', source: 'operation' },
        { path: 'recentBlockhash', source: 'request' },
      ],
    } as unknown as Inspection;
    expect(partsWithoutRule(inspection)).toEqual([
      'instructions[0].newField (operation)',
      'recentBlockhash (request)',
    ]);
  });

  it("a signed Polkadot extrinsic: each signed extension is a field whose rule is 'differs'", async () => {
    const stake = example('forgeDotPoolStake');
    const inspection = await inspectForge({
      operationId: stake.operationId,
      request: stake.request,
      answer: {
        ...stake.answer,
        transaction: {
          extrinsicHex: fakeSigned(stake.answer.transaction.extrinsicHex as string, {
            tip: 1n,
            nonce: 3,
          }),
        },
      },
    });
    expect(partsWithoutRule(inspection)).toEqual([]);
    expect(
      inspection.parts.filter((part) => part.source === 'differs').map((part) => part.path),
    ).toEqual(
      expect.arrayContaining(['signature', 'signer', 'era.kind', 'nonce', 'tip', 'assetId']),
    );
  });

  it('a Solana v0 message with a priority fee: every field has its rule', async () => {
    const stake = example('forgeSolStake');
    const message = TransactionMessage.decompile(
      VersionedTransaction.deserialize(
        Buffer.from(stake.answer.transaction.hash as string, 'base64'),
      ).message,
    );
    message.instructions.push(
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 5 }),
      ComputeBudgetProgram.setComputeUnitLimit({ units: 200_000 }),
    );
    const hash = Buffer.from(
      new VersionedTransaction(message.compileToV0Message()).serialize(),
    ).toString('base64');
    const inspection = await inspectForge({
      operationId: stake.operationId,
      request: stake.request,
      answer: { ...stake.answer, transaction: { hash } },
    });
    expect(inspection.verdict).toBe('differs');
    expect(partsWithoutRule(inspection)).toEqual([]);
  });
});
