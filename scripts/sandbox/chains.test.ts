// @vitest-environment node
/**
 * Each chain's forge, through the sandbox's HTTP answers: the description's own examples come back
 * byte for byte from a fresh sandbox, and a wallet the snapshot does not know (the test mnemonic's
 * second account, standing for an integrator's own) gets transactions built for its own address,
 * amount and validator, decoded here with each chain's library. Each is then signed with that
 * wallet's key, sent (broadcast, or submitHash), and settles, so the next forge sees the new state.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Interface, Transaction as EvmTransaction, getAddress } from 'ethers';
import { Secp256k1HdWallet, encodeSecp256k1Pubkey, makeCosmoshubPath } from '@cosmjs/amino';
import { sha256 } from '@cosmjs/crypto';
import { fromBase64, toBase64 } from '@cosmjs/encoding';
import { decodePubkey, encodePubkey } from '@cosmjs/proto-signing';
import {
  MsgBeginRedelegate,
  MsgDelegate,
  MsgUndelegate,
} from 'cosmjs-types/cosmos/staking/v1beta1/tx';
import { MsgGrant, MsgRevoke } from 'cosmjs-types/cosmos/authz/v1beta1/tx';
import { StakeAuthorization } from 'cosmjs-types/cosmos/staking/v1beta1/authz';
import { AuthInfo, TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import {
  StakeInstruction,
  StakeProgram,
  SystemInstruction,
  Transaction as SolTransaction,
} from '@solana/web3.js';
import { Transaction as EgldTransaction } from '@multiversx/sdk-core';
import { actionCreators, createTransaction, encodeTransaction } from '@near-js/transactions';
import { baseEncode } from '@near-js/utils';
import {
  signDot,
  signEgld,
  signEvm,
  signSol,
  signTendermintAmino,
  signTendermintDirect,
  signTendermintLegacyEip712,
} from '../examples/sign.mjs';
import { accountKeys, TEST_MNEMONIC } from '../examples/test-keys.mjs';
import { assetHub, STATE as DOT_HEAD } from '../../lib/chains/polkadot/forge';
import { derivedAccountNumber } from './chains/tendermint.mjs';
import { EXAMPLE } from './snapshot.mjs';
import { forgeExamples, responseExample, sandboxFixture, type ParsedJson } from './test-support';

let fixture: Awaited<ReturnType<typeof sandboxFixture>>;
let me: Awaited<ReturnType<typeof accountKeys>>;
beforeAll(async () => {
  fixture = await sandboxFixture({ settleMs: 1_000, everyFamily: true });
  me = await accountKeys(1);
});

async function forge(path: string, body: Record<string, unknown>) {
  const answer = await fixture.call('post', path, { body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { uuid: string; transaction: ParsedJson };
}
async function settle(uuid: string) {
  fixture.clock.advance(1_000);
  const found = await fixture.call('get', `/v1/transaction?uuid=${uuid}`);
  expect(found.body.txStatus).toBe('SUCCESS');
  expect(found.body.verified).toBe(true);
}
async function broadcast(path: string, uuid: string, encodedTransaction: string, txHash: string) {
  const sent = await fixture.call('post', path, { body: { encodedTransaction, uuid } });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  expect(sent.body.result.txHash).toBe(txHash);
  await settle(uuid);
}
async function submit(uuid: string, txHash: string) {
  expect(
    (await fixture.call('post', '/v1/transaction/submitHash', { body: { uuid, txHash } })).status,
  ).toBe(200);
  await settle(uuid);
}
const refused = async (
  path: string,
  body: Record<string, unknown>,
  field: string,
  message: RegExp,
) => {
  const answer = await fixture.call('post', path, { body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  expect(answer.body.field).toBe(field);
  expect(answer.body.message).toMatch(message);
};

describe("the description's forge examples against a fresh sandbox", () => {
  it('answer with the transaction the description shows, byte for byte', async () => {
    await fixture.sandbox.reset();
    const seen = new Set<string>();
    for (const [operationId, path, name, body] of forgeExamples()) {
      const answer = await fixture.call('post', path, { body });
      seen.add(operationId);
      expect(answer.status, `${operationId} ${name ?? ''}: ${JSON.stringify(answer.body)}`).toBe(
        200,
      );
      expect(answer.body.transaction, `${operationId} ${name ?? ''}`).toEqual(
        responseExample(path, name).transaction,
      );
      expect(answer.body.uuid).not.toBe(responseExample(path, name).uuid);
    }
    expect(seen.size).toBe(43);
  });

  it(
    "the Solana examples' story, signed and sent in one sandbox: each example changes the " +
      'state the next one reads',
    async () => {
      await fixture.sandbox.reset();
      const example = (id: string, name?: string) =>
        forgeExamples().find(
          ([operationId, , exampleName]) => operationId === id && exampleName === name,
        )!;
      const send = async (id: string, name?: string, change: Record<string, unknown> = {}) => {
        const [, path, , body] = example(id, name);
        const forged = await forge(path, { ...body, ...change });
        const signed = signSol(forged.transaction.hash);
        await broadcast(
          '/v1/transactions/SOL/broadcast',
          forged.uuid,
          signed.encodedTransaction,
          signed.txHash,
        );
      };
      const [, unstakePath, , wholeBody] = example('forgeSolUnstake', 'whole');
      const [, withdrawPath, , withdrawBody] = example('forgeSolWithdraw');
      const [, redelegatePath, , redelegateBody] = example('forgeSolRedelegate');
      // The account the stake example creates can be deactivated after the stake is sent.
      await send('forgeSolStake');
      await send('forgeSolUnstake', 'whole', {
        stakeAccountAddress: 'kNaRad9rDNMtvcjzDWFQt5SiRrTn437QvqCVgpo1p2X',
      });
      // The unstake example's account, deactivated, cannot be withdrawn from before the epoch ends.
      await send('forgeSolUnstake', 'whole');
      await refused(
        unstakePath,
        wholeBody,
        'stakeAccountAddress',
        /^the stake account is already deactivating$/,
      );
      await refused(
        withdrawPath,
        { ...withdrawBody, stakeAccountAddress: wholeBody.stakeAccountAddress },
        'stakeAccountAddress',
        /^the stake account is still deactivating in epoch 900: withdraw from epoch 901 on$/,
      );
      // The withdraw example empties and closes its account: nothing is left to delegate again.
      await send('forgeSolWithdraw');
      await refused(
        redelegatePath,
        redelegateBody,
        'stakeAccountAddress',
        /^stakeAccountAddress is not a stake account$/,
      );
    },
  );
});

describe('a wallet the snapshot does not know: forged for its own address, signed, sent, settled', () => {
  it('EVM (POL, CHILIZ, CXT, STAKEWISE): ethers decodes the call, the nonce follows each submitted hash', async () => {
    await fixture.sandbox.reset();
    const share = new Interface([
      'function buyVoucherPOL(uint256,uint256)',
      'function sellVoucher_newPOL(uint256,uint256)',
    ]);
    const body = {
      delegatorAddress: me.evm.address,
      validatorAddress: EXAMPLE.polValidator,
      amount: '5',
    };
    const stake = await forge('/v1/transactions/POL/forge/stake', body);
    const tx = EvmTransaction.from(stake.transaction.serializedUnsignedTx);
    expect([tx.chainId, tx.nonce, tx.to, tx.value]).toEqual([
      1n,
      0,
      getAddress(EXAMPLE.polValidator),
      0n,
    ]);
    expect(share.decodeFunctionData('buyVoucherPOL', tx.data).toArray()).toEqual([
      5_000_000_000_000_000_000n,
      0n,
    ]);
    const signed = signEvm(stake.transaction.serializedUnsignedTx, me.evm);
    expect(EvmTransaction.from(signed.signedTx).from).toBe(me.evm.address);
    await submit(stake.uuid, signed.txHash);

    const unstake = await forge('/v1/transactions/POL/forge/unstake', { ...body, amount: '2' });
    const utx = EvmTransaction.from(unstake.transaction.serializedUnsignedTx);
    expect(utx.nonce).toBe(1);
    expect(share.decodeFunctionData('sellVoucher_newPOL', utx.data).toArray()).toEqual([
      2_000_000_000_000_000_000n,
      2_000_000_000_000_000_000n,
    ]);
    await submit(unstake.uuid, signEvm(unstake.transaction.serializedUnsignedTx, me.evm).txHash);
    await refused(
      '/v1/transactions/POL/forge/unstake',
      { ...body, amount: '3.000000000000000001' },
      'amount',
      /exceeds the staked balance/,
    );
    await refused(
      '/v1/transactions/POL/forge/withdraw',
      { delegatorAddress: me.evm.address, validatorAddress: EXAMPLE.polValidator, unbondNonce: 1 },
      'unbondNonce',
      /unbond 1 of delegatorAddress with this validator is still unbonding/,
    );
    const foundation = Object.entries(fixture.sandbox.state.chain.state.evm.polValidators).find(
      ([, id]) => id === 4n,
    )![0];
    await refused(
      '/v1/transactions/POL/forge/redelegate',
      {
        delegatorAddress: me.evm.address,
        fromValidatorAddress: EXAMPLE.polValidator,
        toValidatorAddress: foundation,
        amount: '1',
      },
      'toValidatorAddress',
      /foundation validators \(id 1 to 7\) cannot receive a redelegation/,
    );

    const chz = await forge('/v1/transactions/CHILIZ/forge/stake', {
      delegatorAddress: me.evm.address,
      validatorAddress: EXAMPLE.chilizValidator,
      amount: '7.5',
    });
    const ctx = EvmTransaction.from(chz.transaction.serializedUnsignedTx);
    expect([ctx.chainId, ctx.nonce, ctx.value]).toEqual([88888n, 0, 7_500_000_000_000_000_000n]);
    expect(
      new Interface(['function delegate(address)']).decodeFunctionData('delegate', ctx.data)[0],
    ).toBe(EXAMPLE.chilizValidator);

    const cxt = await forge('/v1/transactions/CXT/forge/stake', {
      delegatorAddress: me.evm.address,
      validatorAddress: EXAMPLE.cxtValidator,
      amount: '100',
    });
    const cxtTx = EvmTransaction.from(cxt.transaction.serializedUnsignedTx);
    expect(cxtTx.nonce).toBe(2); // the same Ethereum account as POL: two transactions sent
    expect(
      new Interface(['function stake(uint128,uint128)'])
        .decodeFunctionData('stake', cxtTx.data)
        .toArray(),
    ).toEqual([3n, 100_000_000_000_000_000_000n]);

    const vault = await forge('/v1/transactions/STAKEWISE/forge/unstake', {
      delegatorAddress: keysOfSnapshot().evm,
      vaultAddress: EXAMPLE.stakewiseVault,
      amount: '1.036',
    });
    const exit = new Interface(['function enterExitQueue(uint256,address)']).decodeFunctionData(
      'enterExitQueue',
      EvmTransaction.from(vault.transaction.serializedUnsignedTx).data,
    );
    expect(exit[0]).toBe(1_000_000_000_000_000_000n); // 1.036 ETH at the vault's share price of 1.036
  });

  it(
    "Tendermint ATOM: an account's first transaction with the signer's key put into " +
      'authInfoBytes (as the guides and programs do) is accepted; another key is refused',
    async () => {
      await fixture.sandbox.reset();
      const wallet = await me.cosmos('ATOM');
      const [account] = await wallet.getAccounts();
      const other = await Secp256k1HdWallet.fromMnemonic(TEST_MNEMONIC, {
        prefix: 'cosmos',
        hdPaths: [makeCosmoshubPath(2)],
      });
      const [stranger] = await other.getAccounts();
      const stake = await forge('/v1/transactions/ATOM/forge/stake', {
        delegatorAddress: account!.address,
        validatorAddress: EXAMPLE.atomValidator,
        amount: '1',
      });
      const withKey = (pubkey: Uint8Array) => {
        const info = AuthInfo.decode(fromBase64(stake.transaction.signDirect.authInfoBytes));
        expect(info.signerInfos[0]!.publicKey).toBeUndefined();
        info.signerInfos[0]!.publicKey = encodePubkey(encodeSecp256k1Pubkey(pubkey));
        return {
          ...stake.transaction,
          signDirect: {
            ...stake.transaction.signDirect,
            authInfoBytes: toBase64(AuthInfo.encode(info).finish()),
          },
        };
      };
      const another = await signTendermintDirect(withKey(stranger!.pubkey), 'ATOM', wallet);
      const answer = await fixture.call('post', '/v1/transactions/ATOM/broadcast', {
        body: { encodedTransaction: another.encodedTransaction, uuid: stake.uuid },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(422);
      expect(answer.body.message).toMatch(/signed by another key than cosmos1/);
      const own = await signTendermintDirect(withKey(account!.pubkey), 'ATOM', wallet);
      await broadcast(
        '/v1/transactions/ATOM/broadcast',
        stake.uuid,
        own.encodedTransaction,
        own.txHash,
      );
    },
  );

  it(
    'Tendermint ATOM: a key the chain does not know yet is forged without it, recovered from ' +
      'the first signature, then carried',
    async () => {
      await fixture.sandbox.reset();
      const wallet = await me.cosmos('ATOM');
      const [{ address }] = await wallet.getAccounts();
      const body = {
        delegatorAddress: address,
        validatorAddress: EXAMPLE.atomValidator,
        amount: '3.5',
      };
      const stake = await forge('/v1/transactions/ATOM/forge/stake', body);
      const d = stake.transaction.signDirect;
      expect(d.accountNumber).toBe(derivedAccountNumber(address).toString());
      const msg = MsgDelegate.decode(TxBody.decode(fromBase64(d.bodyBytes)).messages[0]!.value);
      expect(msg).toEqual({
        delegatorAddress: address,
        validatorAddress: EXAMPLE.atomValidator,
        amount: { denom: 'uatom', amount: '3500000' },
      });
      const info = AuthInfo.decode(fromBase64(d.authInfoBytes));
      expect(info.signerInfos[0]!.publicKey).toBeUndefined();
      expect(info.signerInfos[0]!.sequence).toBe(0n);
      expect(info.fee!.amount).toEqual([{ denom: 'uatom', amount: '6250' }]);
      const signed = await signTendermintDirect(stake.transaction, 'ATOM', wallet);
      await broadcast(
        '/v1/transactions/ATOM/broadcast',
        stake.uuid,
        signed.encodedTransaction,
        signed.txHash,
      );

      // Now the chain knows the key: the next AuthInfo carries it, at sequence 1; signed in amino this time.
      const unstake = await forge('/v1/transactions/ATOM/forge/unstake', { ...body, amount: '1' });
      const aminoInfo = AuthInfo.decode(fromBase64(unstake.transaction.signAmino.authInfoBytes));
      expect(decodePubkey(aminoInfo.signerInfos[0]!.publicKey!)).toBeDefined();
      expect(aminoInfo.signerInfos[0]!.sequence).toBe(1n);
      expect(
        MsgUndelegate.decode(
          TxBody.decode(fromBase64(unstake.transaction.signAmino.bodyBytes)).messages[0]!.value,
        ).amount,
      ).toEqual({ denom: 'uatom', amount: '1000000' });
      const amino = await Secp256k1HdWallet.fromMnemonic(TEST_MNEMONIC, {
        prefix: 'cosmos',
        hdPaths: [makeCosmoshubPath(1)],
      });
      const aminoSigned = await signTendermintAmino(unstake.transaction, amino);
      await broadcast(
        '/v1/transactions/ATOM/broadcast',
        unstake.uuid,
        aminoSigned.encodedTransaction,
        aminoSigned.txHash,
      );
      expect(
        fixture.sandbox.state.chain.ledger.staked('ATOM', address, EXAMPLE.atomValidator),
      ).toBe(2_500_000n);

      const move = await forge('/v1/transactions/ATOM/forge/redelegate', {
        delegatorAddress: address,
        fromValidatorAddress: EXAMPLE.atomValidator,
        toValidatorAddress: EXAMPLE.atomValidator2,
        amount: '0.5',
      });
      const redelegate = MsgBeginRedelegate.decode(
        TxBody.decode(fromBase64(move.transaction.signDirect.bodyBytes)).messages[0]!.value,
      );
      expect([
        redelegate.validatorSrcAddress,
        redelegate.validatorDstAddress,
        redelegate.amount!.amount,
      ]).toEqual([EXAMPLE.atomValidator, EXAMPLE.atomValidator2, '500000']);

      const enable = await forge('/v1/transactions/ATOM/forge/auto-restake-rewards/enable', {
        delegatorAddress: address,
        validatorAddress: EXAMPLE.atomValidator,
        expirationDate: '2026-06-01T00:00:00Z',
      });
      const grant = MsgGrant.decode(
        TxBody.decode(fromBase64(enable.transaction.signDirect.bodyBytes)).messages[0]!.value,
      );
      expect([grant.granter, grant.grantee]).toEqual([address, EXAMPLE.atomRestakeBot]);
      expect(
        StakeAuthorization.decode(grant.grant!.authorization!.value).allowList!.address,
      ).toEqual([EXAMPLE.atomValidator]);
      const signedGrant = await signTendermintDirect(enable.transaction, 'ATOM', wallet);
      await broadcast(
        '/v1/transactions/ATOM/broadcast',
        enable.uuid,
        signedGrant.encodedTransaction,
        signedGrant.txHash,
      );
      const disable = await forge('/v1/transactions/ATOM/forge/auto-restake-rewards/disable', {
        delegatorAddress: address,
        validatorAddress: EXAMPLE.atomValidator,
      });
      const revoke = MsgRevoke.decode(
        TxBody.decode(fromBase64(disable.transaction.signDirect.bodyBytes)).messages[0]!.value,
      );
      expect(revoke).toEqual({
        granter: address,
        grantee: EXAMPLE.atomRestakeBot,
        msgTypeUrl: '/cosmos.staking.v1beta1.MsgDelegate',
      });
    },
  );

  it(
    'Tendermint INJ (ethsecp256k1): signed through the legacy EIP-712 variant, the key ' +
      "recovered from the signature; CRO's 8 decimals and crocncl operators",
    async () => {
      await fixture.sandbox.reset();
      const address = me.ethBech32('inj');
      const validator = fixture.sandbox.state.chain.state.tendermint.validators.INJ[0];
      const stake = await forge('/v1/transactions/INJ/forge/stake', {
        delegatorAddress: address,
        validatorAddress: validator,
        amount: '0.25',
      });
      const msg = MsgDelegate.decode(
        TxBody.decode(fromBase64(stake.transaction.signDirect.bodyBytes)).messages[0]!.value,
      );
      expect(msg.amount).toEqual({ denom: 'inj', amount: '250000000000000000' });
      expect(stake.transaction.signEIP712CosmosTxV0.typedData.domain).toEqual({
        name: 'Injective Web3',
        version: '1.0.0',
        chainId: '0x1',
        verifyingContract: 'cosmos',
        salt: '0',
      });
      const signed = signTendermintLegacyEip712(stake.transaction, me.evm.privateKey.slice(2));
      await broadcast(
        '/v1/transactions/INJ/broadcast',
        stake.uuid,
        signed.encodedTransaction,
        signed.txHash,
      );

      const cro = await me.cosmos('CRO');
      const [{ address: croAddress }] = await cro.getAccounts();
      const croValidator = fixture.sandbox.state.chain.state.tendermint.validators.CRO[0];
      expect(croValidator.startsWith('crocncl1')).toBe(true);
      const croStake = await forge('/v1/transactions/CRO/forge/stake', {
        delegatorAddress: croAddress,
        validatorAddress: croValidator,
        amount: '12.34567891',
      });
      const croMsg = MsgDelegate.decode(
        TxBody.decode(fromBase64(croStake.transaction.signDirect.bodyBytes)).messages[0]!.value,
      );
      expect(croMsg.amount).toEqual({ denom: 'basecro', amount: '1234567891' });
      expect(croStake.transaction.signDirect.chainId).toBe('crypto-org-chain-mainnet-1');
      const croSigned = await signTendermintDirect(croStake.transaction, 'CRO', cro);
      await broadcast(
        '/v1/transactions/CRO/broadcast',
        croStake.uuid,
        croSigned.encodedTransaction,
        croSigned.txHash,
      );
    },
  );

  it(
    'SOL: web3.js decodes the stake account it creates; a partial unstake splits it; ' +
      'withdrawing before the epoch ends is refused',
    async () => {
      await fixture.sandbox.reset();
      const wallet = me.sol.publicKey.toBase58();
      const stake = await forge('/v1/transactions/SOL/forge/stake', {
        delegatorAddress: wallet,
        validatorAddress: EXAMPLE.solVoteAccount,
        amount: '2',
      });
      const tx = SolTransaction.from(Buffer.from(stake.transaction.hash, 'base64'));
      expect(tx.feePayer!.toBase58()).toBe(wallet);
      const create = SystemInstruction.decodeCreateWithSeed(tx.instructions[0]!);
      expect([
        create.fromPubkey.toBase58(),
        create.basePubkey.toBase58(),
        create.seed,
        create.lamports,
      ]).toEqual([wallet, wallet, 'stake:2026-01-08:1', 2_002_282_880]);
      const account = create.newAccountPubkey.toBase58();
      expect(StakeInstruction.decodeDelegate(tx.instructions[2]!).votePubkey.toBase58()).toBe(
        EXAMPLE.solVoteAccount,
      );
      const signed = signSol(stake.transaction.hash, me.sol);
      await broadcast(
        '/v1/transactions/SOL/broadcast',
        stake.uuid,
        signed.encodedTransaction,
        signed.txHash,
      );

      // The next stake gets the next seed: the first account is now in use.
      const next = await forge('/v1/transactions/SOL/forge/stake', {
        delegatorAddress: wallet,
        validatorAddress: EXAMPLE.solVoteAccount,
        amount: '1',
      });
      expect(
        SystemInstruction.decodeCreateWithSeed(
          SolTransaction.from(Buffer.from(next.transaction.hash, 'base64')).instructions[0]!,
        ).seed,
      ).toBe('stake:2026-01-08:2');

      const part = await forge('/v1/transactions/SOL/forge/unstake', {
        delegatorAddress: wallet,
        stakeAccountAddress: account,
        amount: '0.5',
      });
      const ptx = SolTransaction.from(Buffer.from(part.transaction.hash, 'base64'));
      const split = StakeInstruction.decodeSplit(
        ptx.instructions.find(
          (ix) =>
            ix.programId.equals(StakeProgram.programId) &&
            StakeInstruction.decodeInstructionType(ix) === 'Split',
        )!,
      );
      expect([split.stakePubkey.toBase58(), split.lamports]).toEqual([account, 500_000_000]);
      const signedPart = signSol(part.transaction.hash, me.sol);
      await broadcast(
        '/v1/transactions/SOL/broadcast',
        part.uuid,
        signedPart.encodedTransaction,
        signedPart.txHash,
      );
      const splitAccount = split.splitStakePubkey.toBase58();
      await refused(
        '/v1/transactions/SOL/forge/withdraw',
        { delegatorAddress: wallet, stakeAccountAddress: splitAccount },
        'stakeAccountAddress',
        /^the stake account is still deactivating in epoch 900: withdraw from epoch 901 on$/,
      );
      await refused(
        '/v1/transactions/SOL/forge/withdraw',
        { delegatorAddress: wallet, stakeAccountAddress: account },
        'stakeAccountAddress',
        /^the stake account is still active: unstake it first$/,
      );
      await refused(
        '/v1/transactions/SOL/forge/redelegate',
        {
          delegatorAddress: wallet,
          stakeAccountAddress: splitAccount,
          newValidatorAddress: EXAMPLE.solVoteAccount2,
        },
        'newValidatorAddress',
        /can only be delegated back to/,
      );
      await refused(
        '/v1/transactions/SOL/forge/unstake',
        { delegatorAddress: keysOfSnapshot().sol, stakeAccountAddress: account },
        'delegatorAddress',
        /is not the stake authority/,
      );
    },
  );

  it('EGLD: sdk-core decodes the delegation; the nonce follows each broadcast; a stale nonce is refused', async () => {
    await fixture.sandbox.reset();
    const body = {
      delegatorAddress: me.egld.address,
      validatorAddress: EXAMPLE.egldProvider,
      amount: '2',
    };
    const stake = await forge('/v1/transactions/EGLD/forge/stake', body);
    const tx = EgldTransaction.newFromPlainObject(stake.transaction);
    expect([
      tx.nonce,
      tx.value,
      Buffer.from(tx.data).toString(),
      tx.sender.toBech32(),
      tx.receiver.toBech32(),
    ]).toEqual([0n, 2_000_000_000_000_000_000n, 'delegate', me.egld.address, EXAMPLE.egldProvider]);
    const stale = await forge('/v1/transactions/EGLD/forge/claimRewards', {
      delegatorAddress: keysOfSnapshot().egld,
      validatorAddress: EXAMPLE.egldProvider,
    });
    const signed = signEgld(stake.transaction, me.egld.secretKey);
    await broadcast(
      '/v1/transactions/EGLD/broadcast',
      stake.uuid,
      signed.encodedTransaction,
      signed.txHash,
    );
    const unstake = await forge('/v1/transactions/EGLD/forge/unstake', { ...body, amount: '1' });
    const utx = EgldTransaction.newFromPlainObject(unstake.transaction);
    expect([utx.nonce, Buffer.from(utx.data).toString()]).toEqual([
      1n,
      'unDelegate@0de0b6b3a7640000',
    ]);
    await refused(
      '/v1/transactions/EGLD/forge/stake',
      { ...body, amount: '0.5' },
      'amount',
      /^a delegation must be at least 1 EGLD$/,
    );
    // The snapshot account's claim was forged at its nonce 42; another transaction of it goes first.
    const claim = await forge('/v1/transactions/EGLD/forge/restakeRewards', {
      delegatorAddress: keysOfSnapshot().egld,
      validatorAddress: EXAMPLE.egldProvider,
    });
    const claimSigned = signEgld(claim.transaction);
    await broadcast(
      '/v1/transactions/EGLD/broadcast',
      claim.uuid,
      claimSigned.encodedTransaction,
      claimSigned.txHash,
    );
    const late = await fixture.call('post', '/v1/transactions/EGLD/broadcast', {
      body: {
        encodedTransaction: signEgld(stale.transaction).encodedTransaction,
        uuid: stale.uuid,
      },
    });
    expect(late.status).toBe(422);
    expect(late.body.message).toBe(
      "Transaction rejected by the node: lowerNonceInTx: the nonce is 42, the account's is 43",
    );
  });

  it(
    'DOT: the extrinsic decodes against Asset Hub metadata to nominationPools.join; the member ' +
      'then unbonds',
    async () => {
      await fixture.sandbox.reset();
      const member = me.dot.address;
      const join = await forge('/v1/transactions/DOT/pool/forge/stake', {
        delegatorAddress: member,
        poolId: 42,
        amount: '5',
      });
      const { registry } = assetHub();
      const call = registry.createType('Extrinsic', join.transaction.extrinsicHex).method;
      expect(`${call.section}.${call.method}`).toBe('nominationPools.join');
      expect(call.args.map((a) => a.toString())).toEqual(['50000000000', '42']);
      const signed = signDot(join.transaction.extrinsicHex, {
        pair: me.dot,
        chain: { ...DOT_HEAD, nonce: 0 },
      });
      await broadcast(
        '/v1/transactions/DOT/broadcast',
        join.uuid,
        signed.encodedTransaction,
        signed.txHash,
      );
      await refused(
        '/v1/transactions/DOT/pool/forge/stake',
        { delegatorAddress: member, poolId: 7, amount: '1' },
        'delegatorAddress',
        /already a member of pool 42/,
      );
      const unbond = await forge('/v1/transactions/DOT/pool/forge/unstake', {
        delegatorAddress: member,
        amount: '2',
      });
      const ucall = registry.createType('Extrinsic', unbond.transaction.extrinsicHex).method;
      expect([`${ucall.section}.${ucall.method}`, ucall.args[1]!.toString()]).toEqual([
        'nominationPools.unbond',
        '20000000000',
      ]);
      const stale = signDot(unbond.transaction.extrinsicHex, {
        pair: me.dot,
        chain: { ...DOT_HEAD, nonce: 0 },
      });
      const late = await fixture.call('post', '/v1/transactions/DOT/broadcast', {
        body: { encodedTransaction: stale.encodedTransaction, uuid: unbond.uuid },
      });
      expect(late.body.message).toBe(
        "Transaction rejected by the node: Invalid Transaction: Transaction is outdated (nonce 0, the account's is 1)",
      );
      const good = signDot(unbond.transaction.extrinsicHex, {
        pair: me.dot,
        chain: { ...DOT_HEAD, nonce: 1 },
      });
      await broadcast(
        '/v1/transactions/DOT/broadcast',
        unbond.uuid,
        good.encodedTransaction,
        good.txHash,
      );
      await refused(
        '/v1/transactions/DOT/pool/forge/withdraw',
        { delegatorAddress: member },
        'delegatorAddress',
        /no unbonded DOT whose 28-day unbonding has ended/,
      );
      await refused(
        '/v1/transactions/DOT/pool/forge/stake',
        { delegatorAddress: keysOfSnapshot().dot, poolId: 9, amount: '1' },
        'poolId',
        /^pool 9 is Blocked: it takes no new members$/,
      );
    },
  );

  it("NEAR: the skeleton names the wallet's account and the pool; a NEAR hash binds the transaction", async () => {
    await fixture.sandbox.reset();
    const body = {
      delegatorAddress: me.near.accountId,
      validatorAddress: EXAMPLE.nearPool,
      amount: '3',
    };
    const stake = await forge('/v1/transactions/NEAR/forge/stake', body);
    expect(stake.transaction).toEqual({
      signerId: me.near.accountId,
      receiverId: EXAMPLE.nearPool,
      actions: [
        {
          type: 'FunctionCall',
          params: {
            methodName: 'deposit_and_stake',
            args: {},
            gas: '75000000000000',
            deposit: '3000000000000000000000000',
          },
        },
      ],
    });
    const p = stake.transaction.actions[0].params;
    const action = actionCreators.functionCall(
      p.methodName,
      p.args,
      BigInt(p.gas),
      BigInt(p.deposit),
    );
    const tx = createTransaction(
      stake.transaction.signerId,
      me.near.keyPair.getPublicKey(),
      stake.transaction.receiverId,
      1n,
      [action],
      new Uint8Array(32),
    );
    // The transaction's hash, as the node answers send_tx: base58 of sha256 of its Borsh encoding.
    await submit(stake.uuid, baseEncode(sha256(encodeTransaction(tx))));
    await refused(
      '/v1/transactions/NEAR/forge/withdraw',
      { delegatorAddress: me.near.accountId, validatorAddress: EXAMPLE.nearPool },
      'validatorAddress',
      /no unstaked NEAR in this pool that is unlocked yet/,
    );
    const unstake = await forge('/v1/transactions/NEAR/forge/unstake', { ...body, amount: '1.5' });
    expect(unstake.transaction.actions[0].params.args).toEqual({
      amount: '1500000000000000000000000',
    });
  });
});

/** The snapshot's own wallets (the test keys of the description's examples). */
function keysOfSnapshot() {
  const ledger = fixture.sandbox.state.chain.ledger.accounts;
  return {
    evm: Object.keys(ledger.POL!)[0]!,
    sol: Object.keys(ledger.SOL!)[0]!,
    egld: Object.keys(ledger.EGLD!)[0]!,
    dot: Object.keys(ledger.DOT!)[0]!,
  };
}
