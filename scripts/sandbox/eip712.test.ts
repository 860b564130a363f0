// @vitest-environment node
/**
 * Broadcasting a Tendermint transaction signed through an EIP-712 variant, as MetaMask signs it
 * (eth_signTypedData_v4 with @metamask/eth-sig-util), for a wallet the sandbox's snapshot does not
 * know: the sandbox checks the signature against the typed data the chain would rebuild, answers
 * the TxRaw's real hash, and the transaction settles. A planted bad signature, another signer, a
 * signature over other typed data, and the Ethermint fee-payer extension Evmos refuses from v19 on are
 * refused with the chain's reason.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  signTypedData,
  SignTypedDataVersion,
  type MessageTypes,
  type TypedMessage,
} from '@metamask/eth-sig-util';
import { sha256 } from '@cosmjs/crypto';
import { fromBase64, toBase64, toHex } from '@cosmjs/encoding';
import { BinaryWriter } from 'cosmjs-types/binary';
import { Any } from 'cosmjs-types/google/protobuf/any';
import { TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { signTendermintEip712 } from '../examples/sign.mjs';
import { accountKeys } from '../examples/test-keys.mjs';
import { sandboxFixture, type ParsedJson } from './test-support';

let fixture: Awaited<ReturnType<typeof sandboxFixture>>;
let me: Awaited<ReturnType<typeof accountKeys>>;
let other: Awaited<ReturnType<typeof accountKeys>>;
beforeAll(async () => {
  fixture = await sandboxFixture({ settleMs: 1_000, everyFamily: true });
  me = await accountKeys(1);
  other = await accountKeys(2);
});

const PREFIX = { EVMOS: 'evmos', DYM: 'dym', HEART: 'human', XPLA: 'xpla' } as const;
const key = (who: typeof me) => who.evm.privateKey.slice(2);

async function forgeStake(chain: keyof typeof PREFIX, amount = '2') {
  const validator = fixture.sandbox.state.chain.state.tendermint.validators[chain][0];
  const answer = await fixture.call('post', `/v1/transactions/${chain}/forge/stake`, {
    body: { delegatorAddress: me.ethBech32(PREFIX[chain]), validatorAddress: validator, amount },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as { uuid: string; transaction: ParsedJson };
}
function raw(bodyBytes: Uint8Array, authInfoBytes: Uint8Array, signatures: Uint8Array[]) {
  const bytes = TxRaw.encode(TxRaw.fromPartial({ bodyBytes, authInfoBytes, signatures })).finish();
  return { encodedTransaction: toBase64(bytes), txHash: toHex(sha256(bytes)).toUpperCase() };
}
const broadcast = (chain: string, uuid: string, encodedTransaction: string) =>
  fixture.call('post', `/v1/transactions/${chain}/broadcast`, {
    body: { encodedTransaction, uuid },
  });
async function sentAndSettled(
  chain: string,
  uuid: string,
  signed: { encodedTransaction: string; txHash: string },
) {
  const sent = await broadcast(chain, uuid, signed.encodedTransaction);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  expect(sent.body.result.txHash).toBe(signed.txHash);
  fixture.clock.advance(1_000);
  const found = await fixture.call('get', `/v1/transaction?uuid=${uuid}`);
  expect([found.body.txStatus, found.body.verified]).toEqual(['SUCCESS', true]);
}
async function refusedWith(
  chain: string,
  uuid: string,
  encodedTransaction: string,
  message: string,
) {
  const answer = await broadcast(chain, uuid, encodedTransaction);
  expect(answer.status, JSON.stringify(answer.body)).toBe(422);
  expect([answer.body.field, answer.body.message]).toEqual(['encodedTransaction', message]);
}

describe('EVMOS through its EIP-712 variants', () => {
  it(
    'signEIP712, then the legacy variant, each signed as MetaMask signs, are accepted and ' +
      'settle; the stake moves',
    async () => {
      await fixture.sandbox.reset();
      const address = me.ethBech32('evmos');
      const first = await forgeStake('EVMOS', '2');
      await sentAndSettled(
        'EVMOS',
        first.uuid,
        signTendermintEip712(first.transaction, key(me), 'signEIP712'),
      );
      // The chain now knows the key; the next forge carries it at sequence 1.
      const second = await forgeStake('EVMOS', '0.5');
      expect(second.transaction.signEIP712CosmosTxV0.typedData.message.sequence).toBe('1');
      expect(second.transaction.signEIP712CosmosTxV0.web3Extension).toBeNull();
      await sentAndSettled(
        'EVMOS',
        second.uuid,
        signTendermintEip712(second.transaction, key(me), 'signEIP712CosmosTxV0'),
      );
      const validator = fixture.sandbox.state.chain.state.tendermint.validators.EVMOS[0];
      expect(fixture.sandbox.state.chain.ledger.staked('EVMOS', address, validator)).toBe(
        2_500_000_000_000_000_000n,
      );
    },
  );

  it(
    'refuses a bad signature, another signer, a signature over other typed data, and the ' +
      'fee-payer extension',
    async () => {
      await fixture.sandbox.reset();
      const { uuid, transaction } = await forgeStake('EVMOS');
      const v = transaction.signEIP712;
      const body = fromBase64(v.bodyBytes);
      const auth = fromBase64(v.authInfoBytes);
      const sign = (data: TypedMessage<MessageTypes>, who = me) =>
        Uint8Array.from(
          Buffer.from(
            signTypedData({
              privateKey: Buffer.from(key(who), 'hex'),
              data,
              version: SignTypedDataVersion.V4,
            }).slice(2),
            'hex',
          ),
        );
      const good = sign(v.typedData);

      // One byte of s flipped.
      const flipped = Uint8Array.from(good);
      flipped[40] ^= 0x01;
      await refusedWith(
        'EVMOS',
        uuid,
        raw(body, auth, [flipped]).encodedTransaction,
        `Transaction rejected by the node: signature verification failed (not signed by ${me.ethBech32('evmos')})`,
      );
      // The same typed data signed by another key.
      await refusedWith(
        'EVMOS',
        uuid,
        raw(body, auth, [sign(v.typedData, other)]).encodedTransaction,
        `Transaction rejected by the node: signature verification failed (not signed by ${me.ethBech32('evmos')})`,
      );
      // Typed data with another amount than the transaction's: the chain rebuilds it from the transaction.
      const tampered = structuredClone(v.typedData);
      tampered.message.msg0.value.amount.amount = '20000000000000000000';
      await refusedWith(
        'EVMOS',
        uuid,
        raw(body, auth, [sign(tampered)]).encodedTransaction,
        `Transaction rejected by the node: signature verification failed (not signed by ${me.ethBech32('evmos')})`,
      );

      // Ethermint's old fee-payer shape: ExtensionOptionsWeb3Tx { typed_data_chain_id, fee_payer,
      // fee_payer_sig } and no signature in TxRaw. Evmos v19 and later refuse the extension.
      const legacy = transaction.signEIP712CosmosTxV0;
      const w = new BinaryWriter();
      w.uint32(8).uint64(9001n);
      w.uint32(18).string(me.ethBech32('evmos'));
      w.uint32(26).bytes(sign(legacy.typedData));
      const withExtension = TxBody.decode(fromBase64(legacy.bodyBytes));
      withExtension.extensionOptions = [
        Any.fromPartial({
          typeUrl: '/ethermint.types.v1.ExtensionOptionsWeb3Tx',
          value: w.finish(),
        }),
      ];
      await refusedWith(
        'EVMOS',
        uuid,
        raw(TxBody.encode(withExtension).finish(), fromBase64(legacy.authInfoBytes), [])
          .encodedTransaction,
        'Transaction rejected by the node: rejecting tx with unsupported extension option: ' +
          '/ethermint.types.v1.ExtensionOptionsWeb3Tx',
      );

      // And the good signature still goes through.
      await sentAndSettled('EVMOS', uuid, raw(body, auth, [good]));
    },
  );
});

describe('DYM, HEART and XPLA through signEIP712', () => {
  it.each(['DYM', 'HEART', 'XPLA'] as const)(
    '%s: signed as MetaMask signs, accepted with its real hash and settled',
    async (chain) => {
      await fixture.sandbox.reset();
      const { uuid, transaction } = await forgeStake(chain);
      expect(transaction.signEIP712CosmosTxV0).toBeNull();
      await sentAndSettled(chain, uuid, signTendermintEip712(transaction, key(me), 'signEIP712'));
    },
  );
});

describe('INJ through its legacy variant', () => {
  it('takes only the 65-byte signature and the extension with its typed-data chain id', async () => {
    await fixture.sandbox.reset();
    const validator = fixture.sandbox.state.chain.state.tendermint.validators.INJ[0];
    const answer = await fixture.call('post', '/v1/transactions/INJ/forge/stake', {
      body: { delegatorAddress: me.ethBech32('inj'), validatorAddress: validator, amount: '1' },
    });
    const { uuid, transaction } = answer.body;
    const signed = TxRaw.decode(
      fromBase64(
        signTendermintEip712(transaction, key(me), 'signEIP712CosmosTxV0').encodedTransaction,
      ),
    );
    await refusedWith(
      'INJ',
      uuid,
      raw(signed.bodyBytes, signed.authInfoBytes, [signed.signatures[0].slice(0, 64)])
        .encodedTransaction,
      'Transaction rejected by the node: the EIP-712 signature must be 65 bytes [R||S||V]',
    );
    const body = TxBody.decode(signed.bodyBytes);
    const w = new BinaryWriter();
    w.uint32(8).uint64(5n);
    body.extensionOptions = [
      Any.fromPartial({
        typeUrl: '/injective.types.v1beta1.ExtensionOptionsWeb3Tx',
        value: w.finish(),
      }),
    ];
    await refusedWith(
      'INJ',
      uuid,
      raw(TxBody.encode(body).finish(), signed.authInfoBytes, signed.signatures).encodedTransaction,
      "Transaction rejected by the node: the web3 extension's typedDataChainID is 5, the typed data's is 1",
    );
    await sentAndSettled(
      'INJ',
      uuid,
      raw(signed.bodyBytes, signed.authInfoBytes, signed.signatures),
    );
  });
});
