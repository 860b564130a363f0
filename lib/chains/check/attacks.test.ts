// @vitest-environment node
// Attacks on the check, written as a compromised or buggy API would write them: each edits the
// description's own forge answers so that a check that compares only the fields someone thought
// of says "matches". Every one must differ (or, where the operation is not given, never be green).
import { describe, expect, it } from 'vitest';
import { Transaction as EvmTransaction } from 'ethers';
import { fromBase64, fromBech32, toBase64, toBech32 } from '@cosmjs/encoding';
import { AuthInfo, TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { MsgGrant } from 'cosmjs-types/cosmos/authz/v1beta1/tx';
import { AuthorizationType, StakeAuthorization } from 'cosmjs-types/cosmos/staking/v1beta1/authz';
import {
  Authorized,
  ComputeBudgetProgram,
  Lockup,
  PublicKey,
  StakeProgram,
  SystemInstruction,
  SystemProgram,
  Transaction as SolTransaction,
} from '@solana/web3.js';
import * as DOT from '../polkadot/forge';
import * as EGLD from '../multiversx/forge';
import * as EVM from '../evm/forge';
import * as NEAR from '../near/forge';
import * as SOL from '../solana/forge';
import * as TM from '../tendermint/forge';
import { RESTAKE_BOTS } from '../tendermint/restake-bots';
import { forgeExamples, type ForgeExample } from './examples';
import { loadApiDocument } from '../../openapi/document/load';
import { inspectForge, type Inspection } from './index';
import { isWithin } from '../base/tree';

const examples = forgeExamples(loadApiDocument());
const example = (operationId: string, name?: string): ForgeExample =>
  structuredClone(examples.find((e) => e.operationId === operationId && e.name === name)!);
/** Checks a tampered transaction against the example's request, and its operation unless `operationId` is null. */
const check = (
  e: ForgeExample,
  transaction: Record<string, unknown>,
  request = e.request,
  operationId: string | null = e.operationId,
) =>
  inspectForge({
    ...(operationId ? { operationId } : {}),
    request,
    answer: { ...e.answer, transaction },
  });
/** Whether a row that differs names the part (or a part within it). */
const names = (inspection: Inspection, part: string) =>
  inspection.checks.some(
    (c) =>
      c.status === 'differs' &&
      (c.parts ?? [c.field]).some((p) => isWithin(p, part) || isWithin(part, p)),
  );
const json = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const ATTACKER_EVM = '0x6ebD37060f92c8512bCa2b3dB91Bf4C31cc7332A';
const ATTACKER_SOL = new PublicKey('6QnC9KyVWxconLxxw64dE69CnfdTTMSVj5zDajBzZjuN');

/** An address of the same key under another prefix (the example's delegator and validator on another chain). */
const onChain = (address: string, prefix: string) => toBech32(prefix, fromBech32(address, 90).data);

describe('EIP-712 typed data replaced by an ERC-20 Permit for another spender (the message kept)', () => {
  const permit = {
    domain: {
      name: 'USD Coin',
      version: '2',
      chainId: '0x1',
      verifyingContract: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    },
    types: {
      EIP712Domain: [
        { name: 'name', type: 'string' },
        { name: 'version', type: 'string' },
        { name: 'chainId', type: 'uint256' },
        { name: 'verifyingContract', type: 'address' },
      ],
      Permit: [
        { name: 'owner', type: 'address' },
        { name: 'spender', type: 'address' },
        { name: 'value', type: 'uint256' },
        { name: 'nonce', type: 'uint256' },
        { name: 'deadline', type: 'uint256' },
      ],
    },
    primaryType: 'Permit',
  };
  const evmos = example('forgeTendermintStake', 'EVMOS');
  const request = (identifier: string, prefix: string) => ({
    ...evmos.request,
    delegatorAddress: onChain(evmos.request.delegatorAddress as string, prefix),
    validatorAddress: onChain(evmos.request.validatorAddress as string, `${prefix}valoper`),
  });
  const cases: [string, string, Record<string, unknown>, Record<string, unknown>][] = [
    [
      'INJ',
      'signEIP712CosmosTxV0',
      example('forgeTendermintStake', 'INJ').request,
      example('forgeTendermintStake', 'INJ').answer.transaction,
    ],
    ['EVMOS', 'signEIP712', evmos.request, evmos.answer.transaction],
    ['EVMOS', 'signEIP712CosmosTxV0', evmos.request, evmos.answer.transaction],
    ...(['DYM', 'HEART', 'XPLA'] as const).map(
      (identifier): [string, string, Record<string, unknown>, Record<string, unknown>] => {
        const prefix = TM.CHAINS[identifier].prefix;
        const r = request(identifier, prefix);
        const state = {
          accountNumber: 9n,
          sequence: 1n,
          publicKey: null,
          grant: null,
          grantee: RESTAKE_BOTS[identifier],
          now: new Date(),
        };
        return [
          identifier,
          'signEIP712',
          r,
          json(TM.forge('forgeTendermintStake', identifier, r, state)),
        ];
      },
    ),
  ];
  it.each(cases)(
    '%s %s: differs, naming the domain, the types and the primary type',
    async (identifier, variant, request, transaction) => {
      const tampered = json(transaction) as Record<string, { typedData: Record<string, unknown> }>;
      tampered[variant]!.typedData = { ...tampered[variant]!.typedData, ...permit };
      const inspection = await inspectForge({
        operationId: 'forgeTendermintStake',
        stakingIdentifier: identifier,
        request,
        answer: { transaction: tampered },
      });
      expect(inspection.verdict).toBe('differs');
      for (const part of ['domain', 'types', 'primaryType'])
        expect(names(inspection, `${variant}.typedData.${part}`), part).toBe(true);
      // The untouched benign answer of the same chain matches.
      expect(
        (
          await inspectForge({
            operationId: 'forgeTendermintStake',
            stakingIdentifier: identifier,
            request,
            answer: { transaction },
          })
        ).verdict,
      ).toBe('matches');
    },
  );
});

describe('Solana: money moved where the request did not say', () => {
  const edit = (e: ForgeExample, change: (tx: SolTransaction) => void) => {
    const tx = SolTransaction.from(Buffer.from(e.answer.transaction.hash as string, 'base64'));
    change(tx);
    return {
      hash: tx
        .serialize({ requireAllSignatures: false, verifySignatures: false })
        .toString('base64'),
    };
  };
  it('a partial unstake whose funding transfer sends 1,000 SOL to another address', async () => {
    const e = example('forgeSolUnstake', 'partial');
    const transaction = edit(e, (tx) => {
      const index = tx.instructions.findIndex(
        (ix) =>
          ix.programId.equals(SystemProgram.programId) &&
          SystemInstruction.decodeInstructionType(ix) === 'Transfer',
      );
      const transfer = SystemInstruction.decodeTransfer(tx.instructions[index]!);
      tx.instructions[index] = SystemProgram.transfer({
        fromPubkey: transfer.fromPubkey,
        toPubkey: ATTACKER_SOL,
        lamports: 1000n * 1_000_000_000n,
      });
    });
    const inspection = await check(e, transaction);
    expect(inspection.verdict).toBe('differs');
    expect(inspection.checks.filter((c) => c.status === 'differs').map((c) => c.label)).toEqual(
      expect.arrayContaining(['Paid to (instruction 2)', 'Lamports moved by instruction 2']),
    );
  });
  it('a stake account initialised with a lockup until year 9999 and a foreign custodian', async () => {
    const e = example('forgeSolStake');
    const transaction = edit(e, (tx) => {
      const create = SystemInstruction.decodeCreateWithSeed(tx.instructions[0]!);
      const wallet = create.fromPubkey;
      tx.instructions.splice(
        0,
        2,
        ...StakeProgram.createAccountWithSeed({
          ...create,
          stakePubkey: create.newAccountPubkey,
          authorized: new Authorized(wallet, wallet),
          lockup: new Lockup(253_402_300_799, 0, ATTACKER_SOL),
        }).instructions,
      );
    });
    const inspection = await check(e, transaction);
    expect(inspection.verdict).toBe('differs');
    expect(inspection.checks.filter((c) => c.status === 'differs').map((c) => c.label)).toEqual([
      'Lockup until (Unix time) (instruction 2)',
      'Lockup custodian (instruction 2)',
      'Every part of the transaction',
    ]);
  });
});

describe('fees nobody would pay', () => {
  it('EVM: a max fee of 100,000 gwei × 10 M gas', async () => {
    const e = example('forgePolStake');
    const tx = EvmTransaction.from(e.answer.transaction.serializedUnsignedTx as string);
    tx.maxFeePerGas = 100_000n * 10n ** 9n;
    tx.gasLimit = 10_000_000n;
    const inspection = await check(e, { serializedUnsignedTx: tx.unsignedSerialized });
    expect(inspection.verdict).toBe('differs');
    expect(
      inspection.checks.filter((c) => c.status === 'differs').map((c) => [c.label, c.actual]),
    ).toEqual([
      ['Gas limit', '10000000'],
      [
        'Max fee per gas',
        '100000.0 gwei; the fee is at most 1000 ETH (1000000000000000000000 wei) (gas limit × max fee)',
      ],
      ['Every part of the transaction', expect.any(String)],
    ]);
  });
  it('Solana: a compute-unit price worth 1,400 SOL', async () => {
    const e = example('forgeSolStake');
    const tx = SolTransaction.from(Buffer.from(e.answer.transaction.hash as string, 'base64'));
    tx.instructions.unshift(
      ComputeBudgetProgram.setComputeUnitLimit({ units: 1_400_000 }),
      ComputeBudgetProgram.setComputeUnitPrice({ microLamports: 1_000_000_000_000n }),
    );
    const inspection = await check(e, {
      hash: tx
        .serialize({ requireAllSignatures: false, verifySignatures: false })
        .toString('base64'),
    });
    expect(inspection.verdict).toBe('differs');
    expect(names(inspection, 'instructions[0]') && names(inspection, 'instructions[1]')).toBe(true);
    expect(inspection.decoded.fee.map((f) => f.label)).toContain(
      'Compute Budget: SetComputeUnitPrice (the API adds no priority fee)',
    );
  });
  const cosmosFee = async (coin: { denom: string; amount: string }) => {
    const e = example('forgeTendermintStake', 'ATOM');
    const transaction = json(e.answer.transaction) as Record<
      string,
      { authInfoBytes: string; signDoc?: { fee: { amount: unknown[] } } }
    >;
    // Set in every signing format alike, so that only the fee itself can give it away.
    for (const variant of Object.values(transaction)) {
      if (!variant) continue;
      const auth = AuthInfo.decode(fromBase64(variant.authInfoBytes));
      auth.fee!.amount = [coin];
      variant.authInfoBytes = toBase64(AuthInfo.encode(auth).finish());
      if (variant.signDoc) variant.signDoc.fee.amount = [coin];
    }
    return check(e, transaction);
  };
  it('Cosmos: a fee of 1,000,000 ATOM', async () => {
    const inspection = await cosmosFee({ denom: 'uatom', amount: '1000000000000' });
    expect(inspection.verdict).toBe('differs');
    expect(inspection.checks.find((c) => c.status === 'differs')).toMatchObject({
      label: 'Fee',
      actual: '1000000 ATOM (1000000000000 uatom)',
      expected:
        'one coin of uatom, at most 0.015 ATOM (15000 uatom) (500000 gas × the high gas ' +
        'price, 0.03 uatom)',
    });
  });
  it('Cosmos: a fee in an ibc/… denom', async () => {
    const inspection = await cosmosFee({
      denom: 'ibc/27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2',
      amount: '6250',
    });
    expect(inspection.verdict).toBe('differs');
    expect(inspection.checks.find((c) => c.status === 'differs')).toMatchObject({
      label: 'Fee',
      actual: '6250 ibc/27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2',
    });
  });
  it('MultiversX: a gas price × limit of 600 EGLD', async () => {
    const e = example('forgeEgldStake');
    const inspection = await check(e, {
      ...e.answer.transaction,
      gasPrice: 1_000_000_000_000,
      gasLimit: 600_000_000,
    });
    expect(inspection.verdict).toBe('differs');
    expect(inspection.checks.filter((c) => c.status === 'differs').map((c) => c.label)).toEqual([
      'Gas limit',
      'Gas price',
      'Every part of the transaction',
    ]);
  });
});

describe('an auto-restake grant that is not the one asked for', () => {
  const enable = () => example('forgeTendermintAutoRestakeEnable');
  const state = (overrides: Record<string, unknown> = {}) => ({
    accountNumber: 1203954n,
    sequence: 7n,
    publicKey: null,
    grant: null,
    grantee: RESTAKE_BOTS.ATOM,
    now: new Date(0),
    ...overrides,
  });
  /** The amino JSON of a MsgGrant of a stake authorization. */
  type AminoGrant = { grant: { authorization: { value: { authorization_type: number } } } };
  /** Every signing format's MsgGrant edited alike: its bytes, and the amino JSON. */
  const editGrant = (
    transaction: Record<string, unknown>,
    edit: (grant: ReturnType<typeof MsgGrant.decode>) => void,
    amino: (value: AminoGrant) => void,
  ) => {
    for (const variant of Object.values(transaction) as ({
      bodyBytes: string;
      signDoc?: { msgs: { value: AminoGrant }[] };
    } | null)[]) {
      if (!variant) continue;
      const body = TxBody.decode(fromBase64(variant.bodyBytes));
      const grant = MsgGrant.decode(body.messages[0]!.value);
      edit(grant);
      body.messages[0]!.value = MsgGrant.encode(grant, new TM.Int64Writer()).finish();
      variant.bodyBytes = toBase64(TxBody.encode(body).finish());
      if (variant.signDoc) amino(variant.signDoc.msgs[0]!.value);
    }
    return transaction;
  };
  it('to another grantee', async () => {
    const e = enable();
    const attacker = onChain('cosmosvaloper1vyku6rgj9ftg6tjgx766qktlfvh3thg6ks8cmn', 'cosmos');
    const inspection = await check(
      e,
      json(TM.forge(e.operationId, 'ATOM', e.request, state({ grantee: attacker }))),
    );
    expect(inspection.verdict).toBe('differs');
    expect(names(inspection, 'signDirect.body.messages[0].value.grantee')).toBe(true);
    expect(
      inspection.checks.find((c) => c.label === 'Grantee (the restake bot) (signDirect)'),
    ).toMatchObject({ expected: RESTAKE_BOTS.ATOM });
  });
  it('of the UNDELEGATE type', async () => {
    const e = enable();
    const transaction = editGrant(
      json(e.answer.transaction),
      (grant) => {
        const auth = StakeAuthorization.decode(grant.grant!.authorization!.value);
        auth.authorizationType = AuthorizationType.AUTHORIZATION_TYPE_UNDELEGATE;
        grant.grant!.authorization!.value = StakeAuthorization.encode(auth).finish();
      },
      (value) => (value.grant.authorization.value.authorization_type = 2),
    );
    const inspection = await check(e, transaction);
    expect(inspection.verdict).toBe('differs');
    expect(inspection.checks.find((c) => c.status === 'differs')).toMatchObject({
      label: 'What the grant allows (delegate, undelegate, …) (signDirect)',
      expected: 'AUTHORIZATION_TYPE_DELEGATE',
      actual: 'AUTHORIZATION_TYPE_UNDELEGATE',
    });
  });
  it(
    'with an expiry the request did not ask for: another date than the one given, or 2099 for ' +
      '"a year from now"',
    async () => {
      const e = enable();
      const other = await check(
        e,
        json(
          TM.forge(
            e.operationId,
            'ATOM',
            { ...e.request, expirationDate: '2099-01-01T00:00:00Z' },
            state(),
          ),
        ),
      );
      expect(other.verdict).toBe('differs');
      expect(other.checks.find((c) => c.field === 'expirationDate')).toMatchObject({
        status: 'differs',
        expected: '2027-01-08T09:30:00Z',
        actual: '2099-01-01T00:00:00.000Z',
      });
      const { expirationDate: _, ...byDefault } = e.request;
      const now = new Date('2026-11-26T10:00:00Z');
      const honest = await inspectForge({
        operationId: e.operationId,
        request: byDefault,
        now,
        answer: { transaction: json(TM.forge(e.operationId, 'ATOM', byDefault, state({ now }))) },
      });
      expect(honest.verdict).toBe('matches');
      const late = await inspectForge({
        operationId: e.operationId,
        request: byDefault,
        now,
        answer: {
          transaction: json(
            TM.forge(
              e.operationId,
              'ATOM',
              byDefault,
              state({ now: new Date('2098-01-01T00:00:00Z') }),
            ),
          ),
        },
      });
      expect(late.verdict).toBe('differs');
      expect(late.checks.find((c) => c.status === 'differs')).toMatchObject({
        label: 'Grant expires (one year after the forge)',
        actual: '2099-01-01T00:00:00Z',
      });
    },
  );
  it('a grant after 2038-01-19 (seconds beyond 2^31) decodes, and is checked like any other', async () => {
    const e = enable();
    const request = { ...e.request, expirationDate: '2040-05-01T00:00:00Z' };
    const inspection = await check(
      e,
      json(TM.forge(e.operationId, 'ATOM', request, state())),
      request,
    );
    expect(inspection.verdict).toBe('matches');
    expect(inspection.decoded.staleness.find((d) => d.label === 'Grant expires')?.value).toBe(
      '2040-05-01T00:00:00Z',
    );
  });
});

describe('a stake request answered with an unstake, the operation not named', () => {
  const cases: [string, ForgeExample, Record<string, unknown>][] = [
    [
      'POL',
      example('forgePolStake'),
      EVM.forge('forgePolUnstake', example('forgePolStake').request, {
        nonce: 12,
        polValidatorId: () => 8n,
      }),
    ],
    [
      'ATOM',
      example('forgeTendermintStake', 'ATOM'),
      json(
        TM.forge(
          'forgeTendermintUnstake',
          'ATOM',
          example('forgeTendermintStake', 'ATOM').request,
          { accountNumber: 1203954n, sequence: 7n, publicKey: null },
        ),
      ),
    ],
    [
      'NEAR',
      example('forgeNearStake'),
      NEAR.forge('forgeNearUnstake', example('forgeNearStake').request),
    ],
    [
      'EGLD',
      example('forgeEgldStake'),
      EGLD.forge('forgeEgldUnstake', example('forgeEgldStake').request, { nonce: 42 }),
    ],
    [
      'DOT',
      example('forgeDotPoolAddToStake'),
      DOT.forge('forgeDotPoolUnstake', example('forgeDotPoolAddToStake').request),
    ],
  ];
  it.each(cases)(
    '%s: the operation read from the transaction comes first, and the verdict is never green',
    async (_, stake, unstake) => {
      const inspection = await check(stake, unstake, stake.request, null);
      expect(inspection.verdict).not.toBe('matches');
      expect(inspection.checks[0]).toMatchObject({
        field: 'operation',
        status: 'open',
        actual: expect.stringMatching(/Unstake$/),
      });
      // Named, the operation the reader called makes it a difference.
      expect((await check(stake, unstake)).verdict).toBe('differs');
    },
  );
  it('SOL: the stake request does not fit an unstake: differs', async () => {
    const stake = example('forgeSolStake');
    const unstake = example('forgeSolUnstake', 'whole');
    const inspection = await check(stake, unstake.answer.transaction, stake.request, null);
    expect(inspection.verdict).toBe('differs');
    expect(inspection.checks[1]).toMatchObject({
      label: 'The request',
      status: 'differs',
      actual: 'stakeAccountAddress is missing',
    });
  });
});

describe('the Solana forge answer of another wallet', () => {
  it('a stake forged for another wallet: the fee payer, the funding and both authorities differ', async () => {
    const e = example('forgeSolStake');
    const forged = await SOL.forge(
      e.operationId,
      { ...e.request, delegatorAddress: ATTACKER_SOL.toBase58() },
      {
        recentBlockhash: '5y9j9pni49ds9EMRtiwdHP74bNJhWh34y9iEfPDUzT7A',
        epoch: 900,
        stakeSeed: 'stake:2026-01-08:1',
        splitSeed: 'split',
      },
    );
    const inspection = await check(e, forged);
    expect(inspection.verdict).toBe('differs');
    expect(inspection.checks.find((c) => c.field === 'delegatorAddress')).toMatchObject({
      status: 'differs',
      actual: ATTACKER_SOL.toBase58(),
    });
  });
});

describe('and the EVM approval that names another spender', () => {
  it('POL approve for another spender than StakeManager', async () => {
    const e = example('forgePolApprove');
    const tx = EvmTransaction.from(e.answer.transaction.serializedUnsignedTx as string);
    tx.data = EVM.ABI.erc20.encodeFunctionData('approve', [ATTACKER_EVM, 2n ** 256n - 1n]);
    const inspection = await check(e, { serializedUnsignedTx: tx.unsignedSerialized });
    expect(inspection.verdict).toBe('differs');
    expect(inspection.checks.filter((c) => c.status === 'differs').map((c) => c.label)).toEqual([
      'Amount',
      'Argument spender of the call',
      'Argument amount of the call',
      'Every part of the transaction',
    ]);
  });
});
