// @vitest-environment node
// The checker against the API description's forge examples: every example decodes and matches its
// request, and a tampered copy (another validator, the amount ×10, another fee payer or signer,
// another chain id, the method or message swapped, cut off) fails the check it should, and only
// that one. Tampered copies are made with each chain's own library.
import { describe, expect, it } from 'vitest';
import { Interface, Transaction as EvmTransaction } from 'ethers';
import { fromBase64, toBase64 } from '@cosmjs/encoding';
import { AuthInfo, TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { MsgDelegate } from 'cosmjs-types/cosmos/staking/v1beta1/tx';
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx';
import { PublicKey as SolPublicKey, StakeInstruction, StakeProgram, SystemInstruction, SystemProgram, Transaction as SolTransaction, TransactionInstruction } from '@solana/web3.js';
import * as DOT from '../chains/polkadot/forge.mjs';
import { forgeExamples, type ForgeExample } from './examples';
import { detectShape, inspectForge, InspectError, type Inspection, type InspectInput } from './index';
import { formatUnits, parseUnits } from './units';

const examples = forgeExamples();
const example = (operationId: string, name?: string): ForgeExample => {
  const found = examples.find((e) => e.operationId === operationId && e.name === name);
  if (!found) throw new Error(`no example ${operationId} ${name ?? ''}`);
  return structuredClone(found);
};
const differing = (inspection: Inspection) => inspection.checks.filter((c) => c.status === 'differs').map((c) => c.label);
const check = (input: InspectInput) => inspectForge(input);
const withTransaction = (e: ForgeExample, transaction: Record<string, unknown>) => ({ ...e.answer, transaction });

describe('every forge example of the API description', () => {
  it('covers every shape of spec §3', () => {
    const shapes = new Set(examples.map((e) => detectShape(e.answer).family));
    expect([...shapes].sort()).toEqual(['evm', 'multiversx', 'near', 'polkadot', 'solana', 'tendermint']);
    expect(examples.length).toBe(47);
  });

  it.each(examples.map((e) => [`${e.operationId} ${e.name ?? ''}`, e] as const))('%s decodes and matches its request', async (_, e) => {
    const inspection = await check({ operationId: e.operationId, request: e.request, answer: e.answer });
    expect(inspection.checks.filter((c) => c.status === 'differs' || c.status === 'not-given')).toEqual([]);
    expect(inspection.verdict).toBe('matches');
    expect(inspection.checks.filter((c) => c.status === 'matches').length).toBeGreaterThanOrEqual(2);
  });

  it.each(examples.map((e) => [`${e.operationId} ${e.name ?? ''}`, e] as const))('%s: the operation is read from the transaction alone', async (_, e) => {
    const inspection = await check({ answer: e.answer });
    expect(inspection.operationId).toBe(e.operationId);
    expect(inspection.operationDetected).toBe(true);
    expect(inspection.verdict).toBe('unchecked');
  });
});

describe('what the decoded transaction shows', () => {
  it('amounts in the main unit and in base units, as strings', async () => {
    const atom = await check({ answer: example('forgeTendermintStake', 'ATOM').answer });
    expect(atom.decoded.amount?.value).toBe('25 ATOM (25000000 uatom)');
    expect(atom.decoded.amount?.amount).toEqual({ value: '25', unit: 'ATOM', base: '25000000', baseUnit: 'uatom' });
    const near = await check({ answer: example('forgeNearStake').answer });
    expect(near.decoded.amount?.amount?.base).toBe('100000000000000000000000000');
    expect(near.decoded.amount?.value).toBe('100 NEAR (100000000000000000000000000 yoctoNEAR)');
    const sol = await check({ answer: example('forgeSolStake').answer });
    expect(sol.decoded.amount?.value).toBe('10 SOL (10000000000 lamports)');
    const dot = await check({ answer: example('forgeDotPoolStake').answer });
    expect(dot.decoded.amount?.value).toBe('50 DOT (500000000000 planck)');
  });

  it('chain, signer, fee payer, action, validator, fee and what makes it stale', async () => {
    const pol = await check({ answer: example('forgePolStake').answer });
    expect(pol.decoded.network[0]?.value).toBe('1 (Ethereum mainnet)');
    expect(pol.decoded.actions[0]?.name).toBe('buyVoucherPOL(uint256,uint256)');
    expect(pol.decoded.validator?.value).toBe('0xf45E1B0165CdA930fE44ffcC95245Da7314A1e3B');
    expect(pol.decoded.signer.value).toMatch(/names no sender/);
    expect(pol.decoded.staleness[0]?.label).toBe('Nonce');
    expect(pol.decoded.fee.map((f) => f.label)).toContain('Gas limit');

    const atom = await check({ answer: example('forgeTendermintStake', 'ATOM').answer });
    expect(atom.decoded.network[0]?.value).toBe('cosmoshub-4 (Cosmos Hub, ATOM)');
    expect(atom.decoded.signer.value).toMatch(/^cosmos19rl4cm2hmr8afy4kldpxz3fka4jguq0auqdal4 /);
    expect(atom.decoded.actions[0]?.name).toBe('/cosmos.staking.v1beta1.MsgDelegate');
    expect(atom.decoded.fee[0]?.value).toBe('0.00625 ATOM (6250 uatom)');
    expect(atom.decoded.staleness[0]?.value).toMatch(/^7: /);

    const inj = await check({ answer: example('forgeTendermintStake', 'INJ').answer });
    expect(inj.decoded.signer.value).toMatch(/^inj1npvwllfr9dqr8erajqqr6s0vxnk2ak55re90dz /);
    expect(inj.decoded.shape).toBe('signDirect, signAmino, signEIP712CosmosTxV0');

    const sol = await check({ answer: example('forgeSolStake').answer });
    expect(sol.decoded.feePayer.value).toBe(example('forgeSolStake').request.delegatorAddress);
    expect(sol.decoded.staleness[0]?.label).toBe('Recent blockhash');
    expect(sol.decoded.actions.map((a) => a.name)).toEqual(['System: CreateWithSeed', 'Stake: Initialize', 'Stake: Delegate']);

    const dot = await check({ answer: example('forgeDotPoolStake').answer });
    expect(dot.decoded.actions[0]?.name).toBe('nominationPools.join');
    expect(dot.decoded.validator?.value).toBe('pool 42');
    expect(dot.decoded.network[0]?.value).toMatch(/^Polkadot Asset Hub/);

    const egld = await check({ answer: example('forgeEgldStake').answer });
    expect(egld.decoded.network[0]?.value).toBe('1 (MultiversX mainnet)');
    expect(egld.decoded.staleness[0]?.value).toMatch(/^42: /);

    const near = await check({ answer: example('forgeNearStake').answer });
    expect(near.decoded.actions[0]?.name).toBe('deposit_and_stake');
    expect(near.decoded.fee[0]?.value).toBe('75 Tgas (75000000000000 gas)');
  });
});

describe('tampered answers fail the right check', () => {
  // ---------------------------------------------------------------- EVM
  const polStake = () => example('forgePolStake');
  const iface = new Interface(['function buyVoucherPOL(uint256 _amount, uint256 _minSharesToMint)', 'function sellVoucher_newPOL(uint256 claimAmount, uint256 maximumSharesToBurn)']);
  const evm = async (edit: (tx: EvmTransaction) => void) => {
    const e = polStake();
    const tx = EvmTransaction.from(e.answer.transaction.serializedUnsignedTx as string);
    edit(tx);
    return check({ operationId: e.operationId, request: e.request, answer: withTransaction(e, { serializedUnsignedTx: tx.unsignedSerialized }) });
  };
  const amountOf = (tx: EvmTransaction) => iface.decodeFunctionData('buyVoucherPOL', tx.data)[0] as bigint;

  it('EVM: another validator', async () => {
    expect(differing(await evm((tx) => (tx.to = '0x6ebD37060f92c8512bCa2b3dB91Bf4C31cc7332A')))).toEqual(['Validator (its ValidatorShare contract)']);
  });
  it('EVM: the amount ×10', async () => {
    const inspection = await evm((tx) => (tx.data = iface.encodeFunctionData('buyVoucherPOL', [amountOf(tx) * 10n, 0n])));
    expect(differing(inspection)).toEqual(['Amount']);
    expect(inspection.checks.find((c) => c.label === 'Amount')).toMatchObject({ expected: '1000 POL (1000000000000000000000 wei)', actual: '10000 POL (10000000000000000000000 wei)' });
  });
  it('EVM: another chain id', async () => {
    expect(differing(await evm((tx) => (tx.chainId = 137n)))).toEqual(['Chain']);
  });
  it('EVM: the method swapped', async () => {
    expect(differing(await evm((tx) => (tx.data = iface.encodeFunctionData('sellVoucher_newPOL', [amountOf(tx), amountOf(tx)]))))).toEqual(['Contract method']);
  });
  it('EVM: ETH sent along with a call that takes none', async () => {
    expect(differing(await evm((tx) => (tx.value = 1n)))).toEqual(['ETH sent with the call']);
  });
  it('EVM: the signer is not in an unsigned transaction, and says so', async () => {
    const inspection = await evm(() => undefined);
    expect(inspection.checks.find((c) => c.label === 'Signer')).toMatchObject({ status: 'absent', note: expect.stringMatching(/names no sender/) });
  });
  it('EVM: cut off', async () => {
    const e = polStake();
    const hex = e.answer.transaction.serializedUnsignedTx as string;
    await expect(check({ operationId: e.operationId, request: e.request, answer: withTransaction(e, { serializedUnsignedTx: hex.slice(0, -6) }) })).rejects.toThrow(/does not decode as an Ethereum transaction/);
  });

  // ---------------------------------------------------------------- Tendermint
  const atomStake = () => example('forgeTendermintStake', 'ATOM');
  type Signable = { bodyBytes: string; authInfoBytes: string; chainId?: string };
  const tendermint = async (edit: (t: Record<string, Signable & Record<string, unknown>>) => void, e = atomStake()) => {
    edit(e.answer.transaction as never);
    return check({ operationId: e.operationId, request: e.request, answer: e.answer });
  };
  const editBody = (variant: Signable, edit: (body: TxBody, msg: MsgDelegate) => void) => {
    const body = TxBody.decode(fromBase64(variant.bodyBytes));
    const msg = MsgDelegate.decode(body.messages[0]!.value);
    edit(body, msg);
    body.messages[0]!.value = MsgDelegate.encode(msg).finish();
    variant.bodyBytes = toBase64(TxBody.encode(body).finish());
  };
  const editAuth = (variant: Signable, edit: (auth: AuthInfo) => void) => {
    const auth = AuthInfo.decode(fromBase64(variant.authInfoBytes));
    edit(auth);
    variant.authInfoBytes = toBase64(AuthInfo.encode(auth).finish());
  };
  const otherValidator = 'cosmosvaloper1vyku6rgj9ftg6tjgx766qktlfvh3thg6ks8cmn';
  const formats = ['signAmino says the same as signDirect'];

  it('Tendermint: another validator', async () => {
    const inspection = await tendermint((t) => editBody(t.signDirect!, (_, msg) => (msg.validatorAddress = otherValidator)));
    expect(differing(inspection)).toEqual(['Validator', ...formats]);
  });
  it('Tendermint: the amount ×10', async () => {
    const inspection = await tendermint((t) => editBody(t.signDirect!, (_, msg) => (msg.amount!.amount = '250000000')));
    expect(differing(inspection)).toEqual(['Amount (base units)', ...formats]);
    expect(inspection.checks.find((c) => c.label === 'Amount (base units)')).toMatchObject({ expected: '25000000 uatom', actual: '250000000 uatom' });
  });
  it('Tendermint: another signer', async () => {
    const inspection = await tendermint((t) =>
      editAuth(t.signDirect!, (auth) => {
        const key = auth.signerInfos[0]!.publicKey!;
        key.value = Uint8Array.from(key.value, (b, i) => (i === key.value.length - 1 ? b ^ 1 : b));
      }),
    );
    expect(differing(inspection)).toEqual(['Signer (from the public key in authInfoBytes)', ...formats]);
  });
  it("Tendermint: an account's first transaction, forged without a public key, passes and says so", async () => {
    const inspection = await tendermint((t) => {
      for (const variant of [t.signDirect!, t.signAmino!]) editAuth(variant, (auth) => (auth.signerInfos[0]!.publicKey = undefined));
    });
    expect(inspection.verdict).toBe('matches');
    expect(inspection.checks.find((c) => c.label === 'Signer (from the public key in authInfoBytes)')).toMatchObject({
      status: 'absent',
      note: expect.stringContaining("this is how the API forges an account's first transaction"),
    });
    expect(inspection.decoded.signer.value).toBe("No public key in authInfoBytes (an account's first transaction: add yours before signing)");
  });
  it('Tendermint: another fee payer', async () => {
    const inspection = await tendermint((t) => editAuth(t.signDirect!, (auth) => (auth.fee!.payer = 'cosmos1252leqrc2zzz6ql5677rcyen5jwzmpqek7a0ym')));
    expect(differing(inspection)).toEqual(['Fee payer', ...formats]);
  });
  it('Tendermint: another chain id', async () => {
    expect(differing(await tendermint((t) => (t.signDirect!.chainId = 'theta-testnet-001')))).toEqual(['Chain id', ...formats]);
  });
  it('Tendermint: the message type swapped', async () => {
    const inspection = await tendermint((t) => editBody(t.signDirect!, (body) => (body.messages[0]!.typeUrl = '/cosmos.staking.v1beta1.MsgUndelegate')));
    expect(differing(inspection)).toEqual(['Message type', ...formats]);
  });
  it('Tendermint: an unknown message type (a bank transfer) is named', async () => {
    const inspection = await tendermint((t) =>
      editBody(t.signDirect!, (body, msg) => {
        body.messages[0] = { typeUrl: '/cosmos.bank.v1beta1.MsgSend', value: MsgSend.encode({ fromAddress: msg.delegatorAddress, toAddress: 'cosmos1252leqrc2zzz6ql5677rcyen5jwzmpqek7a0ym', amount: [msg.amount!] }).finish() };
      }),
    );
    expect(inspection.checks.find((c) => c.label === 'Message type')).toMatchObject({ status: 'differs', actual: '/cosmos.bank.v1beta1.MsgSend' });
    expect(inspection.decoded.actions[0]).toMatchObject({ name: '/cosmos.bank.v1beta1.MsgSend', known: false });
  });
  it('Tendermint: signAmino signing another validator than its bodyBytes', async () => {
    const inspection = await tendermint((t) => {
      ((t.signAmino!.signDoc as { msgs: { value: { validator_address: string } }[] }).msgs[0]!.value.validator_address = otherValidator);
    });
    expect(differing(inspection)).toEqual(formats);
    expect(inspection.checks.find((c) => c.label === formats[0])?.actual).toBe('differs in the messages of its signed document');
  });
  it('Tendermint: legacy EIP-712 whose domain names another Ethereum chain than its extension (INJ)', async () => {
    const e = example('forgeTendermintStake', 'INJ');
    const inspection = await tendermint((t) => ((t.signEIP712CosmosTxV0!.typedData as { domain: { chainId: string } }).domain.chainId = '0x2329'), e);
    expect(differing(inspection)).toEqual(['signEIP712CosmosTxV0 says the same as signDirect']);
  });
  it('Tendermint: cut off', async () => {
    await expect(tendermint((t) => (t.signDirect!.bodyBytes = t.signDirect!.bodyBytes.slice(0, -8)))).rejects.toThrow(/signDirect.bodyBytes does not decode as a Cosmos TxBody/);
  });

  // ---------------------------------------------------------------- Solana
  const solStake = () => example('forgeSolStake');
  /** The example's transaction decoded with web3.js, edited, and serialized again unsigned. */
  const solEdit = (e: ForgeExample, edit: (tx: SolTransaction) => void) => {
    const tx = SolTransaction.from(Buffer.from(e.answer.transaction.hash as string, 'base64'));
    edit(tx);
    return check({ operationId: e.operationId, request: e.request, answer: withTransaction(e, { hash: tx.serialize({ requireAllSignatures: false, verifySignatures: false }).toString('base64') }) });
  };

  it('SOL: another validator', async () => {
    const inspection = await solEdit(solStake(), (tx) => {
      const d = StakeInstruction.decodeDelegate(tx.instructions[2]!);
      tx.instructions[2] = new TransactionInstruction(StakeProgram.delegate({ ...d, votePubkey: new SolPublicKey('6QnC9KyVWxconLxxw64dE69CnfdTTMSVj5zDajBzZjuN') }).instructions[0]!);
    });
    expect(differing(inspection)).toEqual(['Validator (vote account)']);
  });
  it('SOL: the amount ×10', async () => {
    const inspection = await solEdit(solStake(), (tx) => {
      const d = SystemInstruction.decodeCreateWithSeed(tx.instructions[0]!);
      tx.instructions[0] = SystemProgram.createAccountWithSeed({ ...d, lamports: d.lamports * 10 });
    });
    expect(differing(inspection)).toEqual(['Amount + rent-exempt reserve']);
  });
  it('SOL: another fee payer', async () => {
    const inspection = await solEdit(solStake(), (tx) => (tx.feePayer = new SolPublicKey('Adr41dSaGqHZg5XcdELczSfWUWtKU4zvrseJBHiubQbD')));
    expect(differing(inspection)).toEqual(['Fee payer', 'Signers']);
  });
  it('SOL: the instruction swapped (a withdrawal instead of a deactivation)', async () => {
    const inspection = await solEdit(example('forgeSolUnstake', 'whole'), (tx) => {
      const d = StakeInstruction.decodeDeactivate(tx.instructions[0]!);
      tx.instructions[0] = new TransactionInstruction(StakeProgram.withdraw({ ...d, toPubkey: d.authorizedPubkey, lamports: 1 }).instructions[0]!);
    });
    expect(differing(inspection)).toEqual(['Instructions']);
  });
  it('SOL: cut off', async () => {
    const e = solStake();
    const bytes = Buffer.from(e.answer.transaction.hash as string, 'base64');
    const answer = withTransaction(e, { hash: bytes.subarray(0, bytes.length - 30).toString('base64') });
    await expect(check({ operationId: e.operationId, request: e.request, answer })).rejects.toThrow(/hash does not decode as a Solana transaction/);
  });

  // ---------------------------------------------------------------- NEAR
  const nearStake = () => example('forgeNearStake');
  type NearTx = { signerId: string; receiverId: string; actions: { type: string; params: { methodName: string; deposit: string; args: object } }[] };
  const near = async (edit: (t: NearTx) => void) => {
    const e = nearStake();
    edit(e.answer.transaction as unknown as NearTx);
    return check({ operationId: e.operationId, request: e.request, answer: e.answer });
  };
  it('NEAR: another staking pool', async () => {
    expect(differing(await near((t) => (t.receiverId = 'other-validator.poolv1.near')))).toEqual(['Staking pool (receiverId)']);
  });
  it('NEAR: the amount ×10', async () => {
    expect(differing(await near((t) => (t.actions[0]!.params.deposit = '1000000000000000000000000000')))).toEqual(['Amount (attached deposit)']);
  });
  it('NEAR: another signer', async () => {
    expect(differing(await near((t) => (t.signerId = 'someone-else.near')))).toEqual(['Signer (signerId)']);
  });
  it('NEAR: the method swapped', async () => {
    expect(differing(await near((t) => (t.actions[0]!.params.methodName = 'unstake_all')))).toEqual(['Method of the staking pool']);
  });
  it('NEAR: an action that is not a function call (a transfer)', async () => {
    const inspection = await near((t) => t.actions.push({ type: 'Transfer', params: { deposit: '1' } } as never));
    expect(differing(inspection)).toEqual(['Actions']);
  });
  it('NEAR: cut off', async () => {
    await expect(near((t) => (t.receiverId = 'example-validator.poolv1.'))).rejects.toThrow(/is not a NEAR account id/);
  });

  // ---------------------------------------------------------------- Polkadot
  const dotCheck = (e: ForgeExample, transaction: Record<string, unknown>) => check({ operationId: e.operationId, request: e.request, answer: withTransaction(e, transaction) });
  it('DOT: another pool', async () => {
    const e = example('forgeDotPoolStake');
    expect(differing(await dotCheck(e, DOT.forge(e.operationId, { ...e.request, poolId: 43 })))).toEqual(['Pool']);
  });
  it('DOT: the amount ×10', async () => {
    const e = example('forgeDotPoolStake');
    expect(differing(await dotCheck(e, DOT.forge(e.operationId, { ...e.request, amount: '500' })))).toEqual(['Amount bonded']);
  });
  it('DOT: another pool member', async () => {
    const e = example('forgeDotPoolUnstake');
    const inspection = await dotCheck(e, DOT.forge(e.operationId, { ...e.request, memberAccount: '12YYA2Ljd23sJ1K8Y2LmWVhuNEvQTyg3pun7rmzoAznJztbi' }));
    expect(differing(inspection)).toEqual(['Pool member']);
  });
  it('DOT: the call swapped', async () => {
    const e = example('forgeDotPoolAddToStake');
    expect(differing(await dotCheck(e, DOT.forge('forgeDotPoolRestakeRewards', e.request)))).toEqual(['Call']);
  });
  it('DOT: cut off', async () => {
    const e = example('forgeDotPoolStake');
    await expect(dotCheck(e, { extrinsicHex: (e.answer.transaction.extrinsicHex as string).slice(0, -2) })).rejects.toThrow(/does not decode as a Polkadot Asset Hub extrinsic/);
  });

  // ---------------------------------------------------------------- MultiversX
  const egld = async (edit: (t: Record<string, unknown>) => void, operationId = 'forgeEgldStake') => {
    const e = example(operationId);
    edit(e.answer.transaction);
    return check({ operationId: e.operationId, request: e.request, answer: e.answer });
  };
  const otherErd = 'erd1kye70xvv7y7s8tut8zgcpxe0vwpd5vmgwldjag09vks2juh4zdfsx4rfrg';
  it('EGLD: another delegation contract', async () => {
    expect(differing(await egld((t) => (t.receiver = otherErd)))).toEqual(['Delegation contract (receiver)']);
  });
  it('EGLD: the amount ×10', async () => {
    expect(differing(await egld((t) => (t.value = '100000000000000000000')))).toEqual(['Amount (value)']);
  });
  it('EGLD: another sender', async () => {
    expect(differing(await egld((t) => (t.sender = otherErd)))).toEqual(['Sender (signer)', 'Fee payer']);
  });
  it('EGLD: another fee payer (a relayer)', async () => {
    expect(differing(await egld((t) => (t.relayer = otherErd)))).toEqual(['Fee payer']);
  });
  it('EGLD: another chain id', async () => {
    expect(differing(await egld((t) => (t.chainID = 'D')))).toEqual(['Chain id']);
  });
  it('EGLD: the function swapped', async () => {
    expect(differing(await egld((t) => (t.data = btoa('withdraw')), 'forgeEgldClaimRewards'))).toEqual(['Function of the delegation contract']);
  });
  it('EGLD: cut off', async () => {
    await expect(egld((t) => (t.sender = (t.sender as string).slice(0, -4)))).rejects.toThrow(/does not read/);
  });
});

describe("Evmos: both EIP-712 encodings, the description's EVMOS stake example", () => {
  const otherAccount = 'evmos1w8mnvlnamez5eaurvda5at7w3fclcrze25sl8r';
  type Typed = { typedData: { message: Record<string, any> }; web3Extension?: unknown };
  const run = (edit: (t: Record<string, Typed>) => void = () => undefined) => {
    const e = example('forgeTendermintStake', 'EVMOS');
    edit(e.answer.transaction as never);
    return check({ operationId: e.operationId, request: e.request, answer: e.answer });
  };

  it('every format decodes, the signer is the bech32 form of the Ethereum address of its key, and it matches', async () => {
    const inspection = await run();
    expect(inspection.verdict).toBe('matches');
    expect(inspection.decoded.shape).toBe('signDirect, signAmino, signEIP712, signEIP712CosmosTxV0');
    expect(inspection.checks.find((c) => c.label.startsWith('Signer'))).toMatchObject({ status: 'matches', actual: 'evmos1npvwllfr9dqr8erajqqr6s0vxnk2ak55t3r99j' });
    expect(inspection.checks.filter((c) => c.field === 'variant').map((c) => [c.label, c.status])).toEqual([
      ['signAmino says the same as signDirect', 'matches'],
      ['signEIP712 says the same as signDirect', 'matches'],
      ['signEIP712CosmosTxV0 says the same as signDirect', 'matches'],
    ]);
    expect(inspection.decoded.amount?.value).toBe('10 EVMOS (10000000000000000000 aevmos)');
  });
  it('another fee payer in the legacy typed data fails its format row', async () => {
    const inspection = await run((t) => (t.signEIP712CosmosTxV0!.typedData.message.fee.feePayer = otherAccount));
    expect(differing(inspection)).toEqual(['signEIP712CosmosTxV0 says the same as signDirect']);
    expect(inspection.checks.find((c) => c.status === 'differs')?.actual).toBe(`differs in the fee payer of the typed data (${otherAccount})`);
  });
  it('another fee payer in a web3 extension (Injective\'s form) fails its format row', async () => {
    const inspection = await run((t) => (t.signEIP712CosmosTxV0!.web3Extension = { typedDataChainId: '9001', feePayer: otherAccount }));
    expect(inspection.checks.find((c) => c.status === 'differs')?.actual).toBe(`differs in the fee payer of web3Extension (${otherAccount})`);
  });
  it('another validator in the current encoding (msg0) fails its format row', async () => {
    const inspection = await run((t) => {
      const msg0 = t.signEIP712!.typedData.message.msg0;
      msg0.value = { ...msg0.value, validator_address: 'evmosvaloper1vyku6rgj9ftg6tjgx766qktlfvh3thg6ks8cmn' };
    });
    expect(differing(inspection)).toEqual(['signEIP712 says the same as signDirect']);
  });
  it('an amount ×10 in the legacy encoding (msgs) fails its format row', async () => {
    const inspection = await run((t) => {
      const msg = t.signEIP712CosmosTxV0!.typedData.message.msgs[0];
      msg.value = { ...msg.value, amount: { ...msg.value.amount, amount: '100000000000000000000' } };
    });
    expect(differing(inspection)).toEqual(['signEIP712CosmosTxV0 says the same as signDirect']);
  });
});

describe('bad input gets a clear message', () => {
  const codeOf = async (input: InspectInput) => {
    try {
      await check(input);
    } catch (error) {
      if (error instanceof InspectError) return [error.code, error.message];
      throw error;
    }
    return ['no error', ''];
  };
  it('not a forge answer', async () => {
    expect((await codeOf({ answer: 'hello' }))[0]).toBe('not-a-forge-answer');
    expect(await codeOf({ answer: { uuid: 'x', transaction: { foo: 1 } } })).toEqual(['not-a-forge-answer', expect.stringMatching(/none of the shapes of the API/)]);
  });
  it('a shape that does not match the chosen operation', async () => {
    const [code, message] = await codeOf({ operationId: 'forgeSolStake', answer: example('forgePolStake').answer });
    expect(code).toBe('shape-mismatch');
    expect(message).toBe('This answer holds an Ethereum-type transaction (serializedUnsignedTx), but forgeSolStake answers with a Solana transaction (hash). Was it forged for another chain?');
  });
  it('truncated hex and base64 are named before any chain library loads', () => {
    const pol = example('forgePolStake').answer;
    expect(() => detectShape(withTransaction(example('forgePolStake'), { serializedUnsignedTx: (pol.transaction.serializedUnsignedTx as string).slice(0, -1) }))).toThrow(/odd number of digits/);
    const sol = example('forgeSolStake');
    expect(() => detectShape(withTransaction(sol, { hash: (sol.answer.transaction.hash as string).slice(0, -1) }))).toThrow(/not a multiple of 4: it may have been cut off/);
  });
  it('an unknown method', async () => {
    const e = example('forgePolStake');
    const tx = EvmTransaction.from(e.answer.transaction.serializedUnsignedTx as string);
    tx.data = new Interface(['function transfer(address to, uint256 amount)']).encodeFunctionData('transfer', ['0x6ebD37060f92c8512bCa2b3dB91Bf4C31cc7332A', 1n]);
    const inspection = await check({ operationId: e.operationId, request: e.request, answer: withTransaction(e, { serializedUnsignedTx: tx.unsignedSerialized }) });
    expect(inspection.checks.find((c) => c.label === 'Contract method')).toMatchObject({ status: 'differs', actual: 'an unknown method (selector 0xa9059cbb)' });
    const alone = await check({ answer: withTransaction(e, { serializedUnsignedTx: tx.unsignedSerialized }) });
    expect(alone.operationId).toBeUndefined();
    expect(alone.verdict).toBe('differs');
  });
  it('an unknown operation, a request that is not an object, an amount that is not a decimal', async () => {
    const e = example('forgePolStake');
    expect((await codeOf({ operationId: 'forgeBtcStake', answer: e.answer }))[0]).toBe('unknown-operation');
    expect((await codeOf({ operationId: e.operationId, request: [] as never, answer: e.answer }))[0]).toBe('bad-request');
    expect(await codeOf({ operationId: e.operationId, request: { ...e.request, amount: 1000 }, answer: e.answer })).toEqual(['bad-request', 'amount in the request must be a decimal string such as "25" or "2.5"; it is 1000.']);
  });
  it('a request that leaves out a value the operation uses: incomplete, not matching', async () => {
    const e = example('forgePolStake');
    const inspection = await check({ operationId: e.operationId, request: { delegatorAddress: e.request.delegatorAddress }, answer: e.answer });
    expect(inspection.verdict).toBe('incomplete');
    expect(inspection.checks.filter((c) => c.status === 'not-given').map((c) => c.field)).toEqual(['validatorAddress', 'amount']);
  });
});

describe('amounts are bigint arithmetic', () => {
  it('parses and formats without losing digits', () => {
    const near = { symbol: 'NEAR', decimals: 24, base: 'yoctoNEAR' };
    expect(parseUnits('123456789.123456789123456789123456', near)).toBe(123456789123456789123456789123456n);
    expect(formatUnits(123456789123456789123456789123456n, 24)).toBe('123456789.123456789123456789123456');
    expect(formatUnits(6250n, 6)).toBe('0.00625');
    expect(() => parseUnits('0.0000001', { symbol: 'ATOM', decimals: 6, base: 'uatom' })).toThrow('amount "0.0000001" has more decimals than ATOM has (6).');
    expect(() => parseUnits('1e3', near)).toThrow(/must be a decimal string/);
  });
});
