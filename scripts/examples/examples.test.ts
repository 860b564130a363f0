// @vitest-environment node
// The transaction examples of openapi/paths are the generator's output, decode with each
// chain's own library to what their request asked for, and the signed ones verify against
// their signer's address. Each check is a function that lists problems, so the planted-fault
// tests at the end can show that it reports a wrong example.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { Interface, Transaction as EvmTransaction, TypedDataEncoder, Wallet, computeAddress, concat, getAddress, keccak256, parseUnits, recoverAddress } from 'ethers';
import { decodeTxRaw, makeSignBytes, Registry } from '@cosmjs/proto-signing';
import { pubkeyToAddress, encodeSecp256k1Pubkey } from '@cosmjs/amino';
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto';
import { fromBase64, toBech32, toHex } from '@cosmjs/encoding';
import { AuthInfo, TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { MsgDelegate, MsgUndelegate, MsgBeginRedelegate } from 'cosmjs-types/cosmos/staking/v1beta1/tx';
import { MsgWithdrawDelegatorReward } from 'cosmjs-types/cosmos/distribution/v1beta1/tx';
import { MsgGrant, MsgRevoke } from 'cosmjs-types/cosmos/authz/v1beta1/tx';
import { StakeAuthorization } from 'cosmjs-types/cosmos/staking/v1beta1/authz';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing';
import { StakeInstruction as S, StakeProgram, SystemInstruction, Transaction as SolTransaction } from '@solana/web3.js';
import { getBase58Decoder } from '@solana/kit';
import { actionCreators, createTransaction, decodeTransaction, encodeTransaction } from '@near-js/transactions';
import { PublicKey as NearPublicKey } from '@near-js/crypto';
import { Address, Transaction as EgldTransaction, TransactionComputer, UserPublicKey } from '@multiversx/sdk-core';
import { blake2AsHex, blake2AsU8a, decodeAddress, signatureVerify } from '@polkadot/util-crypto';
import { u8aToHex } from '@polkadot/util';
import * as keys from './test-keys.mjs';
import { differingFiles, generateExamples, PATHS_DIR } from './generate.mjs';
import { assetHub, RUNTIME, STATE as DOT_STATE } from '../../lib/chains/polkadot/forge.mjs';

type Problems = string[];
const load = (name: string) => YAML.parse(readFileSync(path.join(PATHS_DIR, `${name}.yaml`), 'utf8'));
const J = 'application/json';

interface Pair {
  operationId: string;
  name?: string;
  request: any;
  response: any;
}
function forgePairs(doc: any): Pair[] {
  const out: Pair[] = [];
  for (const item of Object.values<any>(doc.paths)) {
    const op = item.post;
    const req = op.requestBody.content[J];
    const res = op.responses['200'].content[J];
    if (req.example) out.push({ operationId: op.operationId, request: req.example, response: res.example });
    else for (const [name, ex] of Object.entries<any>(req.examples))
      out.push({ operationId: op.operationId, name, request: ex.value, response: res.examples[name].value });
  }
  return out;
}
/** JSON with object keys sorted and bigints as decimal strings. */
function canonical(v: unknown): string {
  return JSON.stringify(v, (_: string, x: unknown) =>
    typeof x === 'bigint'
      ? x.toString()
      : x && typeof x === 'object' && !Array.isArray(x)
        ? Object.fromEntries(Object.entries(x as object).sort(([a], [b]) => (a < b ? -1 : 1)))
        : x,
  );
}
function check(problems: Problems, label: string, actual: unknown, expected: unknown) {
  const a = canonical(actual);
  const e = canonical(expected);
  if (a !== e) problems.push(`${label}: got ${a}, expected ${e}`);
}

// ------------------------------------------------------------------ EVM
const evmAbi = new Interface([
  'function delegate(address validator) payable',
  'function undelegate(address validator, uint256 amount)',
  'function claimPendingUndelegates(address validator)',
  'function approve(address spender, uint256 amount)',
  'function stake(uint128 validatorId, uint128 amount)',
  'function unstake(uint128 validatorId, uint128 amount)',
  'function unstakeAll(uint128 validatorId)',
  'function transferUnstakedOut(uint128 amount, uint128 validatorId, uint128 unstakingId)',
  'function redeemAllRewards(uint128 validatorId, address beneficiary)',
  'function buyVoucherPOL(uint256 _amount, uint256 _minSharesToMint)',
  'function sellVoucher_newPOL(uint256 claimAmount, uint256 maximumSharesToBurn)',
  'function unstakeClaimTokens_newPOL(uint256 unbondNonce)',
  'function withdrawRewardsPOL()',
  'function restakePOL()',
  'function migrateDelegation(uint256 fromValidatorId, uint256 toValidatorId, uint256 amount)',
  'function deposit(address receiver, address referrer) payable',
  'function enterExitQueue(uint256 shares, address receiver)',
  'function claimExitedAssets(uint256 positionTicket, uint256 timestamp, uint256 exitQueueIndex)',
]);
const wei = (a: string) => parseUnits(a, 18);
const CHILIZ_STAKING = '0x0000000000000000000000000000000000001000';
const POL_TOKEN = '0x455e53CBB86018Ac2B8092FdCd39d8444aFFC3F6';
const STAKE_MANAGER = '0x5e3Ef299fDDf15eAa0432E6e66473ace8c13D908';
const CXT_TOKEN = '0x7ABc8A5768E6bE61A6c693a6e4EAcb5B60602C4D';
// What each EVM forge call must be: [chain id, to, value, method, argument check].
const evmExpect: Record<string, (r: any) => [bigint, string, bigint, string, ((args: any[]) => unknown[]) | null]> = {
  forgeChilizStake: (r) => [88888n, CHILIZ_STAKING, wei(r.amount), 'delegate', (a) => [[a[0], r.validatorAddress]]],
  forgeChilizUnstake: (r) => [88888n, CHILIZ_STAKING, 0n, 'undelegate', (a) => [[a[0], r.validatorAddress], [a[1], wei(r.amount)]]],
  forgeChilizWithdraw: (r) => [88888n, CHILIZ_STAKING, 0n, 'claimPendingUndelegates', (a) => [[a[0], r.validatorAddress]]],
  forgeCxtApprove: (r) => [1n, CXT_TOKEN, 0n, 'approve', (a) => [[a[1], wei(r.amount)]]],
  forgeCxtStake: (r) => [1n, '*', 0n, 'stake', (a) => [[a[1], wei(r.amount)]]],
  forgeCxtUnstake: (r) => [1n, '*', 0n, 'unstake', (a) => [[a[1], wei(r.amount)]]],
  forgeCxtUnstakeAll: () => [1n, '*', 0n, 'unstakeAll', null],
  forgeCxtWithdraw: (r) => [1n, '*', 0n, 'transferUnstakedOut', (a) => [[a[0], wei(r.amount)], [a[2], BigInt(r.unstakeID)]]],
  forgeCxtClaimRewards: (r) => [1n, '*', 0n, 'redeemAllRewards', (a) => [[a[1], r.beneficiaryAddress ?? r.delegatorAddress]]],
  forgePolApprove: (r) => [1n, POL_TOKEN, 0n, 'approve', (a) => [[a[0], STAKE_MANAGER], [a[1], wei(r.amount)]]],
  forgePolStake: (r) => [1n, r.validatorAddress, 0n, 'buyVoucherPOL', (a) => [[a[0], wei(r.amount)]]],
  forgePolUnstake: (r) => [1n, r.validatorAddress, 0n, 'sellVoucher_newPOL', (a) => [[a[0], wei(r.amount)]]],
  forgePolWithdraw: (r) => [1n, r.validatorAddress, 0n, 'unstakeClaimTokens_newPOL', (a) => [[a[0], BigInt(r.unbondNonce)]]],
  forgePolClaimRewards: (r) => [1n, r.validatorAddress, 0n, 'withdrawRewardsPOL', null],
  forgePolRestakeRewards: (r) => [1n, r.validatorAddress, 0n, 'restakePOL', null],
  forgePolRedelegate: (r) => [1n, STAKE_MANAGER, 0n, 'migrateDelegation', (a) => [[a[2], wei(r.amount)]]],
  forgeStakeWiseStake: (r) => [1n, r.vaultAddress, wei(r.amount), 'deposit', (a) => [[a[0], r.delegatorAddress]]],
  forgeStakeWiseUnstake: (r) => [1n, r.vaultAddress, 0n, 'enterExitQueue', (a) => [[a[1], r.delegatorAddress]]],
  forgeStakeWiseWithdraw: (r) => [1n, r.vaultAddress, 0n, 'claimExitedAssets', null],
};
function checkEvm(p: Pair): Problems {
  const problems: Problems = [];
  const tx = EvmTransaction.from(p.response.transaction.serializedUnsignedTx);
  const [chainId, to, value, method, args] = evmExpect[p.operationId](p.request);
  check(problems, 'type', tx.type, 2);
  check(problems, 'unsigned', tx.signature, null);
  check(problems, 'chainId', tx.chainId, chainId);
  if (to !== '*') check(problems, 'to', tx.to, getAddress(to));
  check(problems, 'value', tx.value, value);
  const parsed = evmAbi.parseTransaction({ data: tx.data, value: tx.value });
  check(problems, 'method', parsed?.name, method);
  for (const [got, want] of (args && parsed ? args([...parsed.args]) : []) as [unknown, unknown][])
    check(problems, 'argument', typeof want === 'string' ? getAddress(String(got)) : got, typeof want === 'string' ? getAddress(want) : want);
  check(problems, 'signer', p.request.delegatorAddress, keys.evm.address);
  return problems;
}

// ------------------------------------------------------------------ Tendermint
const registry = new Registry([
  ['/cosmos.staking.v1beta1.MsgDelegate', MsgDelegate],
  ['/cosmos.staking.v1beta1.MsgUndelegate', MsgUndelegate],
  ['/cosmos.staking.v1beta1.MsgBeginRedelegate', MsgBeginRedelegate],
  ['/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward', MsgWithdrawDelegatorReward],
  ['/cosmos.authz.v1beta1.MsgGrant', MsgGrant],
  ['/cosmos.authz.v1beta1.MsgRevoke', MsgRevoke],
]);
const cosmosChains: Record<string, { prefix: string; denom: string; decimals: number; chainId: string }> = {
  ATOM: { prefix: 'cosmos', denom: 'uatom', decimals: 6, chainId: 'cosmoshub-4' },
  INJ: { prefix: 'inj', denom: 'inj', decimals: 18, chainId: 'injective-1' },
  EVMOS: { prefix: 'evmos', denom: 'aevmos', decimals: 18, chainId: 'evmos_9001-2' },
};
const cosmosType: Record<string, [string, string]> = {
  forgeTendermintStake: ['/cosmos.staking.v1beta1.MsgDelegate', 'cosmos-sdk/MsgDelegate'],
  forgeTendermintUnstake: ['/cosmos.staking.v1beta1.MsgUndelegate', 'cosmos-sdk/MsgUndelegate'],
  forgeTendermintRedelegate: ['/cosmos.staking.v1beta1.MsgBeginRedelegate', 'cosmos-sdk/MsgBeginRedelegate'],
  forgeTendermintClaimRewards: ['/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward', 'cosmos-sdk/MsgWithdrawDelegationReward'],
  forgeTendermintAutoRestakeEnable: ['/cosmos.authz.v1beta1.MsgGrant', 'cosmos-sdk/MsgGrant'],
  forgeTendermintAutoRestakeDisable: ['/cosmos.authz.v1beta1.MsgRevoke', 'cosmos-sdk/MsgRevoke'],
};
/** Address of the signer of an AuthInfo, derived from its public key. */
function signerOf(authInfoBytes: Uint8Array, prefix: string) {
  const info = AuthInfo.decode(authInfoBytes);
  const pk = info.signerInfos[0].publicKey!;
  const key = PubKey.decode(pk.value).key;
  const address = pk.typeUrl.includes('ethsecp256k1')
    ? toBech32(prefix, fromBase64(Buffer.from(computeAddress('0x' + toHex(key)).slice(2), 'hex').toString('base64')))
    : pubkeyToAddress(encodeSecp256k1Pubkey(key), prefix);
  return { info, key, address, mode: info.signerInfos[0].modeInfo?.single?.mode };
}
function checkTendermint(p: Pair): Problems {
  const problems: Problems = [];
  const chain = p.name && p.name in cosmosChains ? p.name : 'ATOM';
  const c = cosmosChains[chain];
  const t = p.response.transaction;
  const r = p.request;
  const [typeUrl, aminoType] = cosmosType[p.operationId];
  const body = TxBody.decode(fromBase64(t.signDirect.bodyBytes));
  check(problems, 'typeUrl', body.messages[0].typeUrl, typeUrl);
  const msg = registry.decode(body.messages[0]) as any;
  const amount = r.amount ? { denom: c.denom, amount: parseUnits(r.amount, c.decimals).toString() } : undefined;
  switch (p.operationId) {
    case 'forgeTendermintRedelegate':
      check(problems, 'delegator', msg.delegatorAddress, r.delegatorAddress);
      check(problems, 'source', msg.validatorSrcAddress, r.fromValidatorAddress);
      check(problems, 'destination', msg.validatorDstAddress, r.toValidatorAddress);
      check(problems, 'amount', msg.amount, amount);
      break;
    case 'forgeTendermintAutoRestakeEnable': {
      check(problems, 'granter', msg.granter, r.delegatorAddress);
      const auth = StakeAuthorization.decode(msg.grant.authorization.value);
      check(problems, 'allow list', auth.allowList?.address, [r.validatorAddress]);
      check(problems, 'expiration', Number(msg.grant.expiration.seconds) * 1000, Date.parse(r.expirationDate));
      break;
    }
    case 'forgeTendermintAutoRestakeDisable':
      check(problems, 'granter', msg.granter, r.delegatorAddress);
      check(problems, 'revoked type', msg.msgTypeUrl, '/cosmos.staking.v1beta1.MsgDelegate');
      break;
    default:
      check(problems, 'delegator', msg.delegatorAddress, r.delegatorAddress);
      check(problems, 'validator', msg.validatorAddress, r.validatorAddress);
      if (amount) check(problems, 'amount', msg.amount, amount);
  }
  const direct = signerOf(fromBase64(t.signDirect.authInfoBytes), c.prefix);
  check(problems, 'signDirect signer', direct.address, r.delegatorAddress);
  check(problems, 'signDirect mode', direct.mode, SignMode.SIGN_MODE_DIRECT);
  check(problems, 'chainId', t.signDirect.chainId, c.chainId);
  const amino = signerOf(fromBase64(t.signAmino.authInfoBytes), c.prefix);
  check(problems, 'signAmino signer', amino.address, r.delegatorAddress);
  check(problems, 'signAmino mode', amino.mode, SignMode.SIGN_MODE_LEGACY_AMINO_JSON);
  check(problems, 'signAmino body', t.signAmino.bodyBytes, t.signDirect.bodyBytes);
  const doc = t.signAmino.signDoc;
  check(problems, 'amino type', doc.msgs[0].type, aminoType);
  check(problems, 'amino sequence', doc.sequence, amino.info.signerInfos[0].sequence.toString());
  check(problems, 'amino account', doc.account_number, t.signDirect.accountNumber);
  check(problems, 'amino fee', doc.fee, { amount: amino.info.fee!.amount, gas: amino.info.fee!.gasLimit.toString() });
  const v = doc.msgs[0].value;
  if (v.delegator_address) check(problems, 'amino delegator', v.delegator_address, r.delegatorAddress);
  if (amount && v.amount) check(problems, 'amino amount', v.amount, amount);
  if (chain === 'INJ') {
    const v0 = t.signEIP712CosmosTxV0;
    // Injective's legacy EIP-712: Fee { amount, gas }, extension with the chain id only.
    check(problems, 'EIP-712 Fee type', v0.typedData.types.Fee.map((f: any) => f.name), ['amount', 'gas']);
    check(problems, 'EIP-712 fee', Object.keys(v0.typedData.message.fee), ['amount', 'gas']);
    check(problems, 'web3 extension', Object.keys(v0.web3Extension), ['typedDataChainId']);
    check(problems, 'EIP-712 domain chain id', BigInt(v0.typedData.domain.chainId), BigInt(v0.web3Extension.typedDataChainId));
    check(problems, 'EIP-712 msgs', v0.typedData.message.msgs, doc.msgs);
    check(problems, 'EIP-712 body', v0.bodyBytes, t.signDirect.bodyBytes);
  } else if (chain === 'EVMOS') {
    // Both EIP-712 variants sign signAmino's body and auth info; their typed data is checked
    // with ethers and MetaMask's eth-sig-util in eip712.test.ts.
    check(problems, 'EIP-712 bodies', [t.signEIP712.bodyBytes, t.signEIP712CosmosTxV0.bodyBytes], [t.signAmino.bodyBytes, t.signAmino.bodyBytes]);
    check(problems, 'EIP-712 auth info', [t.signEIP712.authInfoBytes, t.signEIP712CosmosTxV0.authInfoBytes], [t.signAmino.authInfoBytes, t.signAmino.authInfoBytes]);
  } else {
    check(problems, 'no EIP-712 variants', [t.signEIP712, t.signEIP712CosmosTxV0], [null, null]);
  }
  return problems;
}

// ------------------------------------------------------------------ Solana
const RESERVE = 2_282_880; // rent-exempt reserve of a 200-byte stake account
function solIx(tx: SolTransaction) {
  return tx.instructions.map((ix) =>
    ix.programId.equals(StakeProgram.programId)
      ? { program: 'stake', type: S.decodeInstructionType(ix) as string, ix }
      : { program: 'system', type: SystemInstruction.decodeInstructionType(ix) as string, ix },
  );
}
function checkSol(p: Pair, stakeAccount: string): Problems {
  const problems: Problems = [];
  const r = p.request;
  const tx = SolTransaction.from(Buffer.from(p.response.transaction.hash, 'base64'));
  check(problems, 'fee payer', tx.feePayer?.toBase58(), r.delegatorAddress);
  check(problems, 'signer', r.delegatorAddress, keys.sol.address);
  check(problems, 'unsigned', tx.signatures.map((s) => s.signature), tx.signatures.map(() => null));
  const ix = solIx(tx);
  const types = ix.map((i) => `${i.program}:${i.type}`);
  const lamports = (a: string) => Number(parseUnits(a, 9));
  switch (p.operationId) {
    case 'forgeSolStake': {
      check(problems, 'instructions', types, ['system:CreateWithSeed', 'stake:Initialize', 'stake:Delegate']);
      const create = SystemInstruction.decodeCreateWithSeed(ix[0].ix);
      check(problems, 'funded by', create.fromPubkey.toBase58(), r.delegatorAddress);
      check(problems, 'base', create.basePubkey.toBase58(), r.delegatorAddress);
      check(problems, 'lamports', create.lamports, lamports(r.amount) + RESERVE);
      check(problems, 'space', create.space, 200);
      check(problems, 'stake account', create.newAccountPubkey.toBase58(), stakeAccount);
      const init = S.decodeInitialize(ix[1].ix);
      check(problems, 'staker', init.authorized.staker.toBase58(), r.delegatorAddress);
      check(problems, 'withdrawer', init.authorized.withdrawer.toBase58(), r.delegatorAddress);
      check(problems, 'vote account', S.decodeDelegate(ix[2].ix).votePubkey.toBase58(), r.validatorAddress);
      break;
    }
    case 'forgeSolUnstake':
      if (r.amount === undefined) {
        check(problems, 'instructions', types, ['stake:Deactivate']);
        check(problems, 'deactivated', S.decodeDeactivate(ix[0].ix).stakePubkey.toBase58(), r.stakeAccountAddress);
      } else {
        check(problems, 'instructions', types, ['system:AllocateWithSeed', 'system:Transfer', 'stake:Split', 'stake:Deactivate']);
        const split = S.decodeSplit(ix[2].ix);
        const prefund = SystemInstruction.decodeTransfer(ix[1].ix);
        check(problems, 'reserve from the wallet', prefund.fromPubkey.toBase58(), r.delegatorAddress);
        check(problems, 'reserve to the new account', prefund.toPubkey.toBase58(), split.splitStakePubkey.toBase58());
        check(problems, 'reserve', Number(prefund.lamports), RESERVE);
        check(problems, 'split from', split.stakePubkey.toBase58(), r.stakeAccountAddress);
        check(problems, 'split lamports', split.lamports, lamports(r.amount));
        check(problems, 'deactivated', S.decodeDeactivate(ix[3].ix).stakePubkey.toBase58(), split.splitStakePubkey.toBase58());
      }
      break;
    case 'forgeSolWithdraw': {
      check(problems, 'instructions', types, ['stake:Withdraw']);
      const w = S.decodeWithdraw(ix[0].ix);
      check(problems, 'from', w.stakePubkey.toBase58(), r.stakeAccountAddress);
      check(problems, 'to', w.toPubkey.toBase58(), r.delegatorAddress);
      break;
    }
    case 'forgeSolRedelegate':
      check(problems, 'instructions', types, ['stake:Delegate']);
      check(problems, 'vote account', S.decodeDelegate(ix[0].ix).votePubkey.toBase58(), r.newValidatorAddress);
      break;
  }
  if (r.stakeAccountAddress) check(problems, 'the stake example\'s account', r.stakeAccountAddress, stakeAccount);
  return problems;
}

// ------------------------------------------------------------------ NEAR
const yocto = (a: string) => parseUnits(a, 24);
function checkNear(p: Pair): Problems {
  const problems: Problems = [];
  const r = p.request;
  const t = p.response.transaction;
  check(problems, 'signer', t.signerId, r.delegatorAddress);
  check(problems, 'implicit account of the test key', t.signerId, keys.near.accountId);
  check(problems, 'pool', t.receiverId, r.validatorAddress);
  const a = t.actions[0].params;
  // Build the transaction with NEAR's library from the JSON, encode it in Borsh and read it back.
  const action = actionCreators.functionCall(a.methodName, a.args, BigInt(a.gas), BigInt(a.deposit));
  const tx = createTransaction(t.signerId, NearPublicKey.from(keys.near.publicKey), t.receiverId, 1n, [action], new Uint8Array(32));
  const f = decodeTransaction(encodeTransaction(tx)).actions[0].functionCall!;
  const args = JSON.parse(new TextDecoder().decode(Uint8Array.from(f.args as ArrayLike<number>)));
  const expected: Record<string, [string, object, bigint]> = {
    forgeNearStake: ['deposit_and_stake', {}, r.amount && yocto(r.amount)],
    forgeNearUnstake: ['unstake', { amount: r.amount && yocto(r.amount).toString() }, 0n],
    forgeNearWithdraw: r.amount ? ['withdraw', { amount: yocto(r.amount).toString() }, 0n] : ['withdraw_all', {}, 0n],
  };
  const [method, wantArgs, deposit] = expected[p.operationId];
  check(problems, 'method', f.methodName, method);
  check(problems, 'args', args, wantArgs);
  check(problems, 'deposit', f.deposit, deposit);
  check(problems, 'gas (75 Tgas)', f.gas, 75_000_000_000_000n);
  return problems;
}

// ------------------------------------------------------------------ Polkadot
const planck = (a: string) => parseUnits(a, 10);
function checkDot(p: Pair): Problems {
  const problems: Problems = [];
  const r = p.request;
  const { registry: reg } = assetHub();
  const ext = reg.createType('Extrinsic', p.response.transaction.extrinsicHex);
  check(problems, 'unsigned', ext.isSigned, false);
  check(problems, 'pallet', ext.method.section, 'nominationPools');
  // Amounts as bigints, accounts as public keys, so the comparison does not depend on notation.
  const norm = (x: any): any =>
    typeof x === 'number' ? BigInt(x)
      : typeof x === 'string' && /^\d+$/.test(x) ? BigInt(x)
        : x && typeof x === 'object' && 'id' in x ? { id: u8aToHex(decodeAddress(x.id)) }
          : x && typeof x === 'object' ? Object.fromEntries(Object.entries(x).map(([k, v]) => [k, norm(v)]))
            : x;
  const args = ext.method.args.map((x: any) => norm(x.toJSON()));
  const member = { id: u8aToHex(decodeAddress(r.memberAccount ?? r.delegatorAddress)) };
  const amount = r.amount === undefined ? undefined : planck(r.amount);
  const expected: Record<string, [string, unknown[]]> = {
    forgeDotPoolStake: ['join', [amount, BigInt(r.poolId ?? 0)]],
    forgeDotPoolAddToStake: ['bondExtra', [{ freeBalance: amount }]],
    forgeDotPoolRestakeRewards: ['bondExtra', [{ rewards: null }]],
    forgeDotPoolUnstake: ['unbond', [member, amount]],
    forgeDotPoolWithdraw: ['withdrawUnbonded', [member, 0n]],
    forgeDotPoolClaimRewards: ['claimPayout', []],
  };
  const [method, want] = expected[p.operationId];
  check(problems, 'method', ext.method.method, method);
  check(problems, 'args', args, want);
  check(problems, 'signer', r.delegatorAddress, keys.dot.address);
  return problems;
}

// ------------------------------------------------------------------ MultiversX
function checkEgld(p: Pair): Problems {
  const problems: Problems = [];
  const r = p.request;
  const tx = EgldTransaction.newFromPlainObject(p.response.transaction);
  check(problems, 'sender', tx.sender.toBech32(), r.delegatorAddress);
  check(problems, 'signer', r.delegatorAddress, keys.egld.address);
  check(problems, 'receiver', tx.receiver.toBech32(), r.validatorAddress);
  check(problems, 'chain', tx.chainID, '1');
  const data = new TextDecoder().decode(tx.data);
  const hex = (n: bigint) => (n.toString(16).length % 2 ? '0' : '') + n.toString(16);
  const expected: Record<string, [string, bigint]> = {
    forgeEgldStake: ['delegate', r.amount && wei(r.amount)],
    forgeEgldUnstake: [`unDelegate@${r.amount && hex(wei(r.amount))}`, 0n],
    forgeEgldWithdraw: ['withdraw', 0n],
    forgeEgldClaimRewards: ['claimRewards', 0n],
    forgeEgldRestakeRewards: ['reDelegateRewards', 0n],
  };
  const [wantData, value] = expected[p.operationId];
  check(problems, 'data', data, wantData);
  check(problems, 'value', tx.value, value);
  check(problems, 'unsigned', p.response.transaction.signature, '');
  return problems;
}

// ------------------------------------------------------------------ broadcasts
async function checkBroadcasts(broadcast: any, forged: Record<string, Pair>): Promise<Problems> {
  const problems: Problems = [];
  const ex = (p: string) => {
    const op = broadcast.paths[p].post;
    return { req: op.requestBody.content[J].example, res: op.responses['200'].content[J].example };
  };
  const byUuid = (uuid: string) => Object.values(forged).find((f) => f.response.uuid === uuid);

  { // Cosmos: sha256 of TxRaw, signature over the SignDoc by the delegator's key
    const { req, res } = ex('/v1/transactions/{stakingIdentifier}/broadcast');
    const f = byUuid(req.uuid);
    if (!f) problems.push('Tendermint broadcast: uuid of no forge example');
    else {
      const raw = fromBase64(req.encodedTransaction);
      check(problems, 'Cosmos txHash', res.result.txHash, toHex(sha256(raw)).toUpperCase());
      const tx = decodeTxRaw(raw);
      const d = f.response.transaction.signDirect;
      check(problems, 'Cosmos body', Buffer.from(TxBody.encode(tx.body).finish()).toString('base64'), d.bodyBytes);
      const signBytes = makeSignBytes({ bodyBytes: fromBase64(d.bodyBytes), authInfoBytes: fromBase64(d.authInfoBytes), chainId: d.chainId, accountNumber: BigInt(d.accountNumber) });
      const { key, address } = signerOf(fromBase64(d.authInfoBytes), 'cosmos');
      const ok = await Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(tx.signatures[0]), sha256(signBytes), key);
      check(problems, 'Cosmos signature verifies', ok, true);
      check(problems, 'Cosmos signer', address, f.request.delegatorAddress);
    }
  }
  { // Solana: the first signature, base58, by the fee payer
    const { req, res } = ex('/v1/transactions/SOL/broadcast');
    const f = byUuid(req.uuid);
    if (!f) problems.push('SOL broadcast: uuid of no forge example');
    else {
      const tx = SolTransaction.from(Buffer.from(req.encodedTransaction, 'base64'));
      check(problems, 'SOL signatures verify', tx.verifySignatures(), true);
      check(problems, 'SOL signer', tx.signatures[0].publicKey.toBase58(), f.request.delegatorAddress);
      check(problems, 'SOL txHash', res.result.txHash, getBase58Decoder().decode(tx.signatures[0].signature!));
      const unsigned = SolTransaction.from(Buffer.from(f.response.transaction.hash, 'base64'));
      check(problems, 'SOL message', tx.serializeMessage().toString('base64'), unsigned.serializeMessage().toString('base64'));
    }
  }
  { // MultiversX: ed25519 over the signing bytes, hash per sdk-core
    const { req, res } = ex('/v1/transactions/EGLD/broadcast');
    const f = byUuid(req.uuid);
    if (!f) problems.push('EGLD broadcast: uuid of no forge example');
    else {
      const tx = EgldTransaction.newFromPlainObject(JSON.parse(Buffer.from(req.encodedTransaction, 'base64').toString()));
      const computer = new TransactionComputer();
      const pk = new UserPublicKey(new Address(f.request.delegatorAddress).getPublicKey());
      check(problems, 'EGLD signature verifies', await pk.verify(computer.computeBytesForSigning(tx), tx.signature), true);
      check(problems, 'EGLD txHash', res.result.txHash, computer.computeTransactionHash(tx));
      const unsigned = EgldTransaction.newFromPlainObject(f.response.transaction);
      check(problems, 'EGLD same transaction', Buffer.from(computer.computeBytesForSigning(tx)).toString('hex'), Buffer.from(computer.computeBytesForSigning(unsigned)).toString('hex'));
    }
  }
  { // Polkadot: blake2-256 of the signed extrinsic; ed25519 over the signing payload
    const { req, res } = ex('/v1/transactions/DOT/broadcast');
    const f = byUuid(req.uuid);
    if (!f) problems.push('DOT broadcast: uuid of no forge example');
    else {
      const { registry: reg } = assetHub();
      const ext = reg.createType('Extrinsic', req.encodedTransaction);
      check(problems, 'DOT txHash', res.result.txHash, blake2AsHex(req.encodedTransaction, 256));
      check(problems, 'DOT signer', ext.signer.toString(), f.request.delegatorAddress);
      check(problems, 'DOT call', ext.method.toHex(), reg.createType('Extrinsic', f.response.transaction.extrinsicHex).method.toHex());
      const payload = reg.createType('ExtrinsicPayload', {
        method: ext.method.toHex(),
        era: ext.era,
        nonce: ext.nonce,
        tip: ext.tip,
        specVersion: RUNTIME.specVersion,
        transactionVersion: RUNTIME.transactionVersion,
        genesisHash: RUNTIME.genesisHash,
        blockHash: DOT_STATE.blockHash,
        mode: 0,
      }, { version: 4 });
      let bytes = payload.toU8a({ method: true });
      if (bytes.length > 256) bytes = blake2AsU8a(bytes);
      check(problems, 'DOT signature verifies', signatureVerify(bytes, ext.signature.toU8a(), f.request.delegatorAddress).isValid, true);
    }
  }
  return problems;
}

// ------------------------------------------------------------------ the tests
const docs = Object.fromEntries(
  ['forge-evm', 'forge-tendermint', 'forge-solana', 'forge-near', 'forge-polkadot', 'forge-multiversx', 'broadcast', 'transactions'].map((n) => [n, load(n)]),
);
const pairs = (n: string) => forgePairs(docs[n]);
const solStakeAccount = () => {
  const stake = pairs('forge-solana').find((p) => p.operationId === 'forgeSolStake')!;
  const tx = SolTransaction.from(Buffer.from(stake.response.transaction.hash, 'base64'));
  return SystemInstruction.decodeCreateWithSeed(tx.instructions[0]).newAccountPubkey.toBase58();
};

describe('examples of the API description', () => {
  it('are the generator\'s output: regenerating changes nothing', async () => {
    const { files } = await generateExamples();
    expect(await differingFiles(files)).toEqual([]);
  });

  it.each(pairs('forge-evm').map((p) => [p.operationId, p]))('EVM %s decodes with ethers to its request', (_, p) => {
    expect(checkEvm(p as Pair)).toEqual([]);
  });
  it.each(pairs('forge-tendermint').map((p) => [`${p.operationId} ${p.name ?? ''}`, p]))('Tendermint %s decodes with cosmjs-types to its request', (_, p) => {
    expect(checkTendermint(p as Pair)).toEqual([]);
  });
  it.each(pairs('forge-solana').map((p) => [`${p.operationId} ${p.name ?? ''}`, p]))('SOL %s decodes with @solana/web3.js to its request', (_, p) => {
    expect(checkSol(p as Pair, solStakeAccount())).toEqual([]);
  });
  it.each(pairs('forge-near').map((p) => [`${p.operationId} ${p.name ?? ''}`, p]))('NEAR %s encodes with @near-js/transactions to its request', (_, p) => {
    expect(checkNear(p as Pair)).toEqual([]);
  });
  it.each(pairs('forge-polkadot').map((p) => [p.operationId, p]))('DOT %s decodes against Asset Hub metadata to its request', (_, p) => {
    expect(checkDot(p as Pair)).toEqual([]);
  });
  it.each(pairs('forge-multiversx').map((p) => [p.operationId, p]))('EGLD %s decodes with sdk-core to its request', (_, p) => {
    expect(checkEgld(p as Pair)).toEqual([]);
  });

  it('INJ legacy EIP-712 typed data hashes with ethers and its signature recovers the delegator', () => {
    const inj = pairs('forge-tendermint').find((p) => p.name === 'INJ')!;
    const { types, domain, message, primaryType } = inj.response.transaction.signEIP712CosmosTxV0.typedData;
    // Injective's domain has string verifyingContract and salt, so it is hashed as a struct of its
    // own EIP712Domain type, as eth_signTypedData_v4 does.
    const { EIP712Domain, ...rest } = types;
    const digest = keccak256(concat([
      '0x1901',
      TypedDataEncoder.from({ EIP712Domain }).hashStruct('EIP712Domain', domain),
      TypedDataEncoder.from(rest).hashStruct(primaryType, message),
    ]));
    const signature = new Wallet(keys.evm.privateKey).signingKey.sign(digest);
    const recovered = recoverAddress(digest, signature);
    expect(toBech32('inj', Uint8Array.from(Buffer.from(recovered.slice(2), 'hex')))).toBe(inj.request.delegatorAddress);
  });

  it('every forge example has its own uuid', () => {
    const all = Object.keys(docs).filter((n) => n.startsWith('forge-')).flatMap((n) => pairs(n).map((p) => p.response.uuid));
    expect(new Set(all).size).toBe(all.length);
  });

  const allForged = () =>
    Object.fromEntries(Object.keys(docs).filter((n) => n.startsWith('forge-')).flatMap((n) => pairs(n).map((p) => [`${p.operationId}/${p.name ?? ''}`, p])));

  it('each broadcast example is its forge example signed by the delegator, with the real hash', async () => {
    expect(await checkBroadcasts(docs.broadcast, allForged())).toEqual([]);
  });

  it('submitHash and the transaction lookup refer to real examples', () => {
    const submit = docs.transactions.paths['/v1/transaction/submitHash'].post.requestBody.content[J].example;
    const pol = pairs('forge-evm').find((p) => p.operationId === 'forgePolStake')!;
    expect(submit.uuid).toBe(pol.response.uuid);
    // The POL stake transaction signed with the delegator's key has exactly this hash.
    const tx = EvmTransaction.from(pol.response.transaction.serializedUnsignedTx);
    tx.signature = new Wallet(keys.evm.privateKey).signingKey.sign(tx.unsignedHash);
    expect(tx.from).toBe(pol.request.delegatorAddress);
    expect(submit.txHash).toBe(keccak256(tx.serialized));

    const included = docs.transactions.paths['/v1/transaction'].get.responses['200'].content[J].examples.included.value;
    const cosmosBroadcast = docs.broadcast.paths['/v1/transactions/{stakingIdentifier}/broadcast'].post;
    const atom = pairs('forge-tendermint').find((p) => p.name === 'ATOM')!;
    expect(included.uuid).toBe(atom.response.uuid);
    expect(included.requestBody).toEqual(atom.request);
    expect(included.txHash).toBe(cosmosBroadcast.responses['200'].content[J].example.result.txHash);
  });

  // ---- the checks can fail: planted faults
  it('a hand-edited example is reported as not the generator\'s output', async () => {
    const { files } = await generateExamples();
    // The committed files, with one hex digit of one EVM example changed by hand.
    const readEdited = async (file: string) => {
      const text = readFileSync(file, 'utf8');
      if (!file.endsWith(path.join('paths', 'forge-evm.yaml'))) return text;
      const edited = text.replace(/(serializedUnsignedTx: '0x02f8[0-9a-f]{20})([0-9a-f])/, (_m: string, a: string, b: string) => a + (b === '0' ? '1' : '0'));
      expect(edited).not.toBe(text);
      return edited;
    };
    expect(await differingFiles(files, readEdited)).toEqual(['openapi/paths/forge-evm.yaml']);
  });

  it('a forge example whose amount differs from its request fails the decode check', () => {
    const p = structuredClone(pairs('forge-evm').find((x) => x.operationId === 'forgePolStake')!);
    p.request.amount = '999';
    expect(checkEvm(p).join('\n')).toMatch(/argument/);
    const c = structuredClone(pairs('forge-tendermint').find((x) => x.name === 'ATOM')!);
    c.request.validatorAddress = 'cosmosvaloper1vyku6rgj9ftg6tjgx766qktlfvh3thg6ks8cmn';
    expect(checkTendermint(c).join('\n')).toMatch(/validator/);
    const s = structuredClone(pairs('forge-solana').find((x) => x.name === 'partial')!);
    s.request.amount = '5';
    expect(checkSol(s, solStakeAccount()).join('\n')).toMatch(/split lamports/);
  });

  it('a broadcast example signed by another key or with a wrong hash fails the check', async () => {
    const b = structuredClone(docs.broadcast);
    const sol = b.paths['/v1/transactions/SOL/broadcast'].post;
    // Flip a byte of the signature: it no longer verifies and the hash no longer matches.
    const raw = Buffer.from(sol.requestBody.content[J].example.encodedTransaction, 'base64');
    raw[5] ^= 1;
    sol.requestBody.content[J].example.encodedTransaction = raw.toString('base64');
    b.paths['/v1/transactions/DOT/broadcast'].post.responses['200'].content[J].example.result.txHash = '0x' + '00'.repeat(32);
    const problems = (await checkBroadcasts(b, allForged())).join('\n');
    expect(problems).toMatch(/SOL signatures verify/);
    expect(problems).toMatch(/DOT txHash/);
  });
});
