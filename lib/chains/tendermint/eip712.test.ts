// @vitest-environment node
// The EIP-712 encodings against what the chains' Go code builds: the expected types below are
// written from reading Ethermint's WrapTxToTypedData (evmos/evmos v19.1.0 ethereum/eip712) and its
// own test suite (eip712_test.go TestTypedDataEdgeCases, TestTypedDataGeneration), and the digest
// is held to MetaMask's eth_signTypedData_v4 implementation (@metamask/eth-sig-util).
import { describe, expect, it } from 'vitest';
import {
  SignTypedDataVersion,
  TypedDataUtils,
  type MessageTypes,
  type TypedMessage,
} from '@metamask/eth-sig-util';
import { eip712Digest, ethermintChainId, ethermintTypedData, legacyTypedData } from './eip712';

const f = (name: string, type: string) => ({ name, type });
const doc = <Msg>(msgs: Msg[]) => ({
  account_number: '12',
  chain_id: 'evmos_9001-2',
  fee: { amount: [{ amount: '5000', denom: 'aevmos' }], gas: '200000' },
  memo: '',
  msgs,
  sequence: '3',
});
const delegate = {
  type: 'cosmos-sdk/MsgDelegate',
  value: {
    amount: { amount: '1000000000000000000', denom: 'aevmos' },
    delegator_address: 'evmos1npvwllfr9dqr8erajqqr6s0vxnk2ak55t3r99j',
    validator_address: 'evmosvaloper1utdtn4rmk6xycxsdsg07tmuvmljqeea0fnz6dr',
  },
};
/** The types of one message's value (TypeValue0), as WrapTxToTypedData builds them. */
const valueTypes = (value: unknown) =>
  ethermintTypedData(doc([{ type: 'MsgSend', value }]), 0n).types.TypeValue0;

describe('the current Ethermint encoding (WrapTxToTypedData)', () => {
  it('MsgDelegate: msgs flattened into msg0; keys in descending order; nested objects typed by their path', () => {
    const typed = ethermintTypedData(doc([delegate]), 9001n);
    expect(typed.primaryType).toBe('Tx');
    expect(typed.domain).toEqual({
      name: 'Cosmos Web3',
      version: '1.0.0',
      chainId: '0x2329',
      verifyingContract: 'cosmos',
      salt: '0',
    });
    expect(typed.types).toEqual({
      EIP712Domain: [
        f('name', 'string'),
        f('version', 'string'),
        f('chainId', 'uint256'),
        f('verifyingContract', 'string'),
        f('salt', 'string'),
      ],
      Tx: [
        f('account_number', 'string'),
        f('chain_id', 'string'),
        f('fee', 'Fee'),
        f('memo', 'string'),
        f('sequence', 'string'),
        f('msg0', 'TypeMsgDelegate0'),
      ],
      Fee: [f('amount', 'Coin[]'), f('gas', 'string')],
      Coin: [f('denom', 'string'), f('amount', 'string')],
      TypeMsgDelegate0: [f('value', 'TypeValue0'), f('type', 'string')],
      TypeValue0: [
        f('validator_address', 'string'),
        f('delegator_address', 'string'),
        f('amount', 'TypeValueAmount0'),
      ],
      TypeValueAmount0: [f('denom', 'string'), f('amount', 'string')],
    });
    const { msgs, ...rest } = doc([delegate]);
    expect(typed.message).toEqual({ ...rest, msg0: msgs[0] });
  });

  it("behaves as Ethermint's own edge-case tests say", () => {
    // Type without a '/' separator
    expect(
      ethermintTypedData(doc([{ type: 'MsgSend', value: { field: 10 } }]), 0n).types.TypeMsgSend0
        .length,
    ).toBeGreaterThan(0);
    // null gets no type; a boolean is bool; an empty array string[]; numbers int64; nested arrays none
    expect(valueTypes({ field: null })).toEqual([]);
    expect(valueTypes({ field: true })).toEqual([f('field', 'bool')]);
    expect(valueTypes({ field: [] })).toEqual([f('field', 'string[]')]);
    expect(valueTypes({ array: [1, 2, 3] })).toEqual([f('array', 'int64[]')]);
    expect(
      valueTypes({
        array: [
          [1, 2, 3],
          [1, 2],
        ],
      }),
    ).toEqual([]);
    // The message type is not capitalised: msgType → TypemsgType
    const same = ethermintTypedData(
      doc([
        { type: 'msgType', value: { field1: 10 } },
        { type: 'msgType', value: { field1: 20 } },
      ]),
      0n,
    );
    expect(same.types.TypemsgType1).toBeUndefined();
    expect(same.types.Tx.slice(5)).toEqual([f('msg0', 'TypemsgType0'), f('msg1', 'TypemsgType0')]);
    const different = ethermintTypedData(
      doc([
        { type: 'msgType', value: { field1: 10 } },
        { type: 'msgType', value: { field2: 20 } },
      ]),
      0n,
    );
    expect(different.types.TypemsgType1).toEqual([f('value', 'TypeValue1'), f('type', 'string')]);
    expect(different.types.TypeValue1).toEqual([f('field2', 'int64')]);
  });

  it('names a nested path by its words, snake case and capitals kept as Ethermint does', () => {
    const grant = {
      type: 'cosmos-sdk/MsgGrant',
      value: {
        grant: {
          authorization: {
            type: 'cosmos-sdk/StakeAuthorization',
            value: {
              Validators: { type: 'x', value: { allow_list: { address: ['v'] } } },
              authorization_type: 1,
            },
          },
        },
      },
    };
    const { types } = ethermintTypedData(doc([grant]), 9001n);
    expect(types.TypeValueGrantAuthorizationValue0).toEqual([
      f('authorization_type', 'int64'),
      f('Validators', 'TypeValueGrantAuthorizationValueValidators0'),
    ]);
    expect(types.TypeValueGrantAuthorizationValueValidatorsValueAllowList0).toEqual([
      f('address', 'string[]'),
    ]);
  });

  it('refuses a sign doc without messages or with a message without a type', () => {
    expect(() => ethermintTypedData(doc([]), 1n)).toThrow('no messages');
    expect(() => ethermintTypedData(doc([{ type: 10, value: {} }]), 1n)).toThrow('amino type');
  });
});

describe('the EIP-155 number of a chain id (Ethermint ParseChainID)', () => {
  it('is the number between _ and -', () => {
    expect(
      ['evmos_9001-2', 'dymension_1100-1', 'humans_1089-1', 'dimension_37-1'].map(ethermintChainId),
    ).toEqual([9001n, 1100n, 1089n, 37n]);
  });
  it('is refused for a chain id of another form', () => {
    expect(() => ethermintChainId('cosmoshub-4')).toThrow('not an Ethermint chain id');
    expect(() => ethermintChainId('evmos_0-1')).toThrow();
  });
});

describe('the legacy encoding', () => {
  it(
    "Ethermint's: Fee { feePayer, amount, gas }, MsgValue from the Go struct in field order, " +
      'no timeout_height',
    () => {
      const typed = legacyTypedData(doc([delegate]), {
        name: 'Cosmos Web3',
        evmChainId: 9001n,
        feePayer: delegate.value.delegator_address,
      })!;
      expect(typed.types).toEqual({
        EIP712Domain: [
          f('name', 'string'),
          f('version', 'string'),
          f('chainId', 'uint256'),
          f('verifyingContract', 'string'),
          f('salt', 'string'),
        ],
        Tx: [
          f('account_number', 'string'),
          f('chain_id', 'string'),
          f('fee', 'Fee'),
          f('memo', 'string'),
          f('msgs', 'Msg[]'),
          f('sequence', 'string'),
        ],
        Fee: [f('feePayer', 'string'), f('amount', 'Coin[]'), f('gas', 'string')],
        Coin: [f('denom', 'string'), f('amount', 'string')],
        Msg: [f('type', 'string'), f('value', 'MsgValue')],
        MsgValue: [
          f('delegator_address', 'string'),
          f('validator_address', 'string'),
          f('amount', 'TypeAmount'),
        ],
        TypeAmount: [f('denom', 'string'), f('amount', 'string')],
      });
      expect(typed.message.fee).toEqual({
        feePayer: 'evmos1npvwllfr9dqr8erajqqr6s0vxnk2ak55t3r99j',
        amount: [{ amount: '5000', denom: 'aevmos' }],
        gas: '200000',
      });
      expect(typed.message.msgs).toEqual([delegate]);
    },
  );

  it('Injective\'s: no fee payer, timeout_height "0", its own domain name', () => {
    const typed = legacyTypedData(doc([delegate]), {
      name: 'Injective Web3',
      evmChainId: 1n,
      timeoutHeight: true,
    })!;
    expect(typed.types.Fee).toEqual([f('amount', 'Coin[]'), f('gas', 'string')]);
    expect(typed.types.Tx.at(-1)).toEqual(f('timeout_height', 'string'));
    expect(typed.message.timeout_height).toBe('0');
    expect(typed.domain).toEqual({
      name: 'Injective Web3',
      version: '1.0.0',
      chainId: '0x1',
      verifyingContract: 'cosmos',
      salt: '0',
    });
  });

  it('has no typed data for a grant (its StakeAuthorization has no legacy type)', () => {
    expect(
      legacyTypedData(doc([{ type: 'cosmos-sdk/MsgGrant', value: {} }]), {
        name: 'Cosmos Web3',
        evmChainId: 9001n,
      }),
    ).toBeNull();
  });
});

describe('the digest', () => {
  it("is MetaMask's eth_signTypedData_v4 hash of the typed data as given, current and legacy", () => {
    const current = ethermintTypedData(doc([delegate]), 9001n);
    const legacy = legacyTypedData(doc([delegate]), {
      name: 'Cosmos Web3',
      evmChainId: 9001n,
      feePayer: delegate.value.delegator_address,
    })!;
    for (const typed of [current, legacy]) {
      // eth-sig-util's types want a numeric chainId and salt bytes; it takes the strings too.
      const data = typed as unknown as TypedMessage<MessageTypes>;
      const metamask =
        '0x' +
        Buffer.from(TypedDataUtils.eip712Hash(data, SignTypedDataVersion.V4)).toString('hex');
      expect(eip712Digest(typed)).toBe(metamask);
    }
    // A planted change to one value changes it.
    const changed = structuredClone(current);
    (changed.message.msg0 as typeof delegate).value.amount.amount = '2000000000000000000';
    expect(eip712Digest(changed)).not.toBe(eip712Digest(current));
  });
});
