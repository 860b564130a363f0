// @vitest-environment node
/**
 * The EIP-712 variants of the Tendermint forge, on every chain and operation that has them, checked
 * with the chain libraries rather than with the forge's own code: the body and auth info decode
 * with cosmjs-types to the request in SIGN_MODE_LEGACY_AMINO_JSON; the typed data's message is the
 * amino sign doc (what the chain rebuilds it from); MetaMask's eth_signTypedData_v4
 * (@metamask/eth-sig-util) signs it as given and the signature recovers the delegator, with
 * eth-sig-util and with ethers.
 */
import { describe, expect, it } from 'vitest';
import {
  recoverTypedSignature,
  signTypedData,
  SignTypedDataVersion,
  type MessageTypes,
  type TypedMessage,
} from '@metamask/eth-sig-util';
import { concat, keccak256, recoverAddress, TypedDataEncoder, Wallet } from 'ethers';
import { fromBech32, fromHex, toBech32, toHex } from '@cosmjs/encoding';
import { serializeSignDoc } from '@cosmjs/amino';
import { AuthInfo, TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import {
  MsgBeginRedelegate,
  MsgDelegate,
  MsgUndelegate,
} from 'cosmjs-types/cosmos/staking/v1beta1/tx';
import { MsgWithdrawDelegatorReward } from 'cosmjs-types/cosmos/distribution/v1beta1/tx';
import { MsgGrant, MsgRevoke } from 'cosmjs-types/cosmos/authz/v1beta1/tx';
import { StakeAuthorization } from 'cosmjs-types/cosmos/staking/v1beta1/authz';
import { CHAINS, forge, valoperPrefix } from '../../lib/chains/tendermint/forge';
import { evm, tendermint } from './test-keys.mjs';

const EIP712_CHAINS = {
  EVMOS: { chainId: '0x2329', keyType: '/ethermint.crypto.v1.ethsecp256k1.PubKey' },
  DYM: { chainId: '0x44c', keyType: '/ethermint.crypto.v1.ethsecp256k1.PubKey' },
  HEART: { chainId: '0x441', keyType: '/ethermint.crypto.v1.ethsecp256k1.PubKey' },
  XPLA: { chainId: '0x25', keyType: '/cosmos.evm.crypto.v1.ethsecp256k1.PubKey' },
} as const;
type Chain = keyof typeof EIP712_CHAINS;
type ForgeAnswer = ReturnType<typeof forge>;
/** An EIP-712 variant of the answer (the legacy one adds its extension). */
type Eip712Variant = NonNullable<ForgeAnswer['signEIP712']>;
type TypedData = Eip712Variant['typedData'];
/** A message of the transactions forged here, decoded. */
type DecodedFields =
  | MsgDelegate
  | MsgUndelegate
  | MsgBeginRedelegate
  | MsgWithdrawDelegatorReward
  | MsgGrant
  | MsgRevoke;

const OPERATIONS = [
  'forgeTendermintStake',
  'forgeTendermintUnstake',
  'forgeTendermintRedelegate',
  'forgeTendermintClaimRewards',
  'forgeTendermintAutoRestakeEnable',
  'forgeTendermintAutoRestakeDisable',
];
const valoper = (chain: string, n: number) =>
  toBech32(valoperPrefix(chain), new Uint8Array(20).fill(n));

function forgeFor(chain: string, operationId: string) {
  const delegatorAddress = tendermint[chain as Chain].address;
  const request = {
    delegatorAddress,
    validatorAddress: valoper(chain, 1),
    fromValidatorAddress: valoper(chain, 1),
    toValidatorAddress: valoper(chain, 2),
    amount: '1.5',
    expirationDate: '2027-01-08T09:30:00Z',
  };
  const state = {
    accountNumber: 4242n,
    sequence: 9n,
    publicKey: tendermint[chain as Chain].publicKey,
    grant: { validators: [valoper(chain, 1)], expiration: new Date('2026-06-01T00:00:00Z') },
    grantee: toBech32(CHAINS[chain].prefix, new Uint8Array(20).fill(7)),
    now: new Date('2026-01-08T09:30:00Z'),
  };
  return { request, transaction: forge(operationId, chain, request, state) };
}

/** The message of a TxBody decoded with cosmjs-types, as { typeUrl, fields }. */
function decodedMessage(bodyBytes: string) {
  const body = TxBody.decode(Buffer.from(bodyBytes, 'base64'));
  expect(body.messages).toHaveLength(1);
  expect(body.extensionOptions).toEqual([]);
  const [{ typeUrl, value }] = body.messages;
  const codec = {
    '/cosmos.staking.v1beta1.MsgDelegate': MsgDelegate,
    '/cosmos.staking.v1beta1.MsgUndelegate': MsgUndelegate,
    '/cosmos.staking.v1beta1.MsgBeginRedelegate': MsgBeginRedelegate,
    '/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward': MsgWithdrawDelegatorReward,
    '/cosmos.authz.v1beta1.MsgGrant': MsgGrant,
    '/cosmos.authz.v1beta1.MsgRevoke': MsgRevoke,
  }[typeUrl]!;
  return { typeUrl, fields: codec.decode(value) as DecodedFields };
}

/** What the request asks for, as the message's own fields. */
function expectMatchesRequest(
  operationId: string,
  msg: { typeUrl: string; fields: DecodedFields },
  request: Record<string, string>,
  denom: string,
) {
  const coin = { denom, amount: '1500000000000000000' }; // 1.5 at 18 decimals
  switch (operationId) {
    case 'forgeTendermintStake':
    case 'forgeTendermintUnstake':
      expect(msg.fields).toEqual({
        delegatorAddress: request.delegatorAddress,
        validatorAddress: request.validatorAddress,
        amount: coin,
      });
      break;
    case 'forgeTendermintRedelegate':
      expect(msg.fields).toEqual({
        delegatorAddress: request.delegatorAddress,
        validatorSrcAddress: request.fromValidatorAddress,
        validatorDstAddress: request.toValidatorAddress,
        amount: coin,
      });
      break;
    case 'forgeTendermintClaimRewards':
      expect(msg.fields).toEqual({
        delegatorAddress: request.delegatorAddress,
        validatorAddress: request.validatorAddress,
      });
      break;
    case 'forgeTendermintAutoRestakeEnable': {
      const fields = msg.fields as MsgGrant;
      expect(fields.granter).toBe(request.delegatorAddress);
      expect(
        StakeAuthorization.decode(fields.grant.authorization!.value).allowList?.address,
      ).toEqual([request.validatorAddress]);
      expect(Number(fields.grant.expiration!.seconds) * 1000).toBe(
        Date.parse(request.expirationDate),
      );
      break;
    }
    case 'forgeTendermintAutoRestakeDisable': {
      const fields = msg.fields as MsgRevoke;
      expect(fields.granter).toBe(request.delegatorAddress);
      expect(fields.msgTypeUrl).toBe('/cosmos.staking.v1beta1.MsgDelegate');
      break;
    }
  }
}

/** The body and auth info of an EIP-712 variant: signAmino's, in LEGACY_AMINO_JSON, of the request. */
function expectSignsTheRequest(
  chain: Chain,
  operationId: string,
  variant: Eip712Variant,
  transaction: ForgeAnswer,
  request: Record<string, string>,
) {
  expect(variant.bodyBytes).toBe(transaction.signAmino.bodyBytes);
  expect(variant.authInfoBytes).toBe(transaction.signAmino.authInfoBytes);
  expectMatchesRequest(
    operationId,
    decodedMessage(variant.bodyBytes),
    request,
    CHAINS[chain].denom,
  );
  const info = AuthInfo.decode(Buffer.from(variant.authInfoBytes, 'base64'));
  const signer = info.signerInfos[0];
  expect(signer.modeInfo?.single?.mode).toBe(SignMode.SIGN_MODE_LEGACY_AMINO_JSON);
  expect(signer.sequence).toBe(9n);
  expect(signer.publicKey?.typeUrl).toBe(EIP712_CHAINS[chain].keyType);
  expect(toHex(PubKey.decode(signer.publicKey!.value).key)).toBe(evm.publicKey.slice(2));
}

/** The 0x address of a bech32 account address. */
const hexAddress = (bech32: string) => '0x' + toHex(fromBech32(bech32, 90).data);

/** Signs as MetaMask's eth_signTypedData_v4 does and recovers the signer with eth-sig-util and ethers. */
function signAndRecover(typedData: TypedData) {
  const privateKey = Buffer.from(fromHex(evm.privateKey.slice(2)));
  // eth-sig-util's types want a numeric chainId and salt bytes; it takes the strings too.
  const data = typedData as unknown as TypedMessage<MessageTypes>;
  const signature = signTypedData({ privateKey, data, version: SignTypedDataVersion.V4 });
  const bySigUtil = recoverTypedSignature({ data, signature, version: SignTypedDataVersion.V4 });
  // ethers, with the domain hashed as a struct of its own EIP712Domain type.
  const { EIP712Domain, ...rest } = typedData.types;
  const digest = keccak256(
    concat([
      '0x1901',
      TypedDataEncoder.from({ EIP712Domain }).hashStruct('EIP712Domain', typedData.domain),
      TypedDataEncoder.from(rest).hashStruct(typedData.primaryType, typedData.message),
    ]),
  );
  const byEthers = recoverAddress(digest, signature);
  return { signature, bySigUtil: bySigUtil.toLowerCase(), byEthers: byEthers.toLowerCase() };
}

describe('signEIP712 (the current Ethermint encoding)', () => {
  for (const chain of Object.keys(EIP712_CHAINS) as Chain[]) {
    it.each(OPERATIONS)(
      `${chain} %s: signs the request; its message is the amino sign doc; MetaMask's signature recovers the delegator`,
      (operationId) => {
        const { request, transaction } = forgeFor(chain, operationId);
        const v = transaction.signEIP712!;
        expectSignsTheRequest(chain, operationId, v, transaction, request);
        // The chain rebuilds the typed data from the amino sign bytes: the message is that document
        // with msgs flattened into msg0.
        const { msg0, ...rest } = v.typedData.message;
        expect({ ...rest, msgs: [msg0] }).toEqual(
          JSON.parse(new TextDecoder().decode(serializeSignDoc(transaction.signAmino.signDoc))),
        );
        expect(v.typedData.types.Tx.map((x) => x.name)).toEqual([
          'account_number',
          'chain_id',
          'fee',
          'memo',
          'sequence',
          'msg0',
        ]);
        expect(v.typedData.domain).toEqual({
          name: 'Cosmos Web3',
          version: '1.0.0',
          chainId: EIP712_CHAINS[chain].chainId,
          verifyingContract: 'cosmos',
          salt: '0',
        });
        const { bySigUtil, byEthers } = signAndRecover(v.typedData);
        expect(bySigUtil).toBe(hexAddress(request.delegatorAddress));
        expect(byEthers).toBe(hexAddress(request.delegatorAddress));
      },
    );
  }
});

describe('signEIP712CosmosTxV0 on EVMOS (Ethermint legacy encoding with the fee payer)', () => {
  it.each(OPERATIONS.filter((op) => op !== 'forgeTendermintAutoRestakeEnable'))(
    '%s: signs the request; its fee payer is the delegator; no extension; the signature recovers the delegator',
    (operationId) => {
      const { request, transaction } = forgeFor('EVMOS', operationId);
      const v = transaction.signEIP712CosmosTxV0!;
      expectSignsTheRequest('EVMOS', operationId, v, transaction, request);
      expect(v.web3Extension).toBeNull();
      const doc = transaction.signAmino.signDoc;
      expect(v.typedData.message).toEqual({
        ...doc,
        fee: { feePayer: request.delegatorAddress, ...doc.fee },
      });
      expect(v.typedData.types.Fee).toEqual([
        { name: 'feePayer', type: 'string' },
        { name: 'amount', type: 'Coin[]' },
        { name: 'gas', type: 'string' },
      ]);
      expect(v.typedData.types.Tx.map((x) => x.name)).toEqual([
        'account_number',
        'chain_id',
        'fee',
        'memo',
        'msgs',
        'sequence',
      ]);
      expect(v.typedData.types.MsgValue.map((x) => x.name).sort()).toEqual(
        Object.keys(doc.msgs[0].value).sort(),
      );
      expect(v.typedData.domain).toEqual({
        name: 'Cosmos Web3',
        version: '1.0.0',
        chainId: '0x2329',
        verifyingContract: 'cosmos',
        salt: '0',
      });
      const { bySigUtil, byEthers } = signAndRecover(v.typedData);
      expect([bySigUtil, byEthers]).toEqual([
        hexAddress(request.delegatorAddress),
        hexAddress(request.delegatorAddress),
      ]);
    },
  );

  it('is null for auto-restake enable, on EVMOS and INJ (the grant has no legacy type)', () => {
    expect(
      forgeFor('EVMOS', 'forgeTendermintAutoRestakeEnable').transaction.signEIP712CosmosTxV0,
    ).toBeNull();
    const injKey = tendermint.INJ;
    const inj = forge(
      'forgeTendermintAutoRestakeEnable',
      'INJ',
      { delegatorAddress: injKey.address, validatorAddress: valoper('INJ', 1) },
      {
        accountNumber: 1n,
        sequence: 0n,
        publicKey: injKey.publicKey,
        grant: null,
        grantee: toBech32('inj', new Uint8Array(20).fill(7)),
        now: new Date('2026-01-08T09:30:00Z'),
      },
    );
    expect(inj.signEIP712CosmosTxV0).toBeNull();
  });
});

describe('the chains without EIP-712', () => {
  it('answer null for both variants on secp256k1 chains, and INJ has only its legacy variant', () => {
    for (const chain of Object.keys(CHAINS).filter((c) => !(c in EIP712_CHAINS))) {
      const key = tendermint[chain];
      const t = forge(
        'forgeTendermintStake',
        chain,
        { delegatorAddress: key.address, validatorAddress: valoper(chain, 1), amount: '1' },
        { accountNumber: 1n, sequence: 0n, publicKey: key.publicKey },
      );
      expect(t.signEIP712, chain).toBeNull();
      expect(t.signEIP712CosmosTxV0 === null, chain).toBe(chain !== 'INJ');
    }
  });
});

describe("ethers' Wallet.signTypedData", () => {
  it('cannot take the domain as the description warns: it reads verifyingContract "cosmos" as an address', async () => {
    const { typedData } = forgeFor('EVMOS', 'forgeTendermintStake').transaction.signEIP712!;
    const { EIP712Domain: _domain, ...types } = typedData.types;
    await expect(
      new Wallet(evm.privateKey).signTypedData(typedData.domain, types, typedData.message),
    ).rejects.toThrow();
  });
});
