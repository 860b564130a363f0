// Checks the forge answer of a Tendermint-type chain: one Cosmos transaction in four signing
// formats. Each format's bodyBytes and authInfoBytes are decoded with cosmjs-types, the signer's
// address derived from its public key with CosmJS, and the signed documents (amino JSON,
// EIP-712 typed data) read next to them. signDirect is checked against the request; every other
// format must say the same as signDirect.
import { CheckList } from '../../inspect/checks';
import { InspectError, reason } from '../../inspect/errors';
import type { FamilyInput, FamilyResult } from '../../inspect/family';
import type * as Libraries from './libraries';
import type { Action, Detail, ForgeRequest } from '../../inspect/types';
import { amountDetail, type Unit } from '../../inspect/units';
import { networkByAddress, networkByChainId, networkByIdentifier, type TendermintNetwork } from './networks';

const T = {
  delegate: '/cosmos.staking.v1beta1.MsgDelegate',
  undelegate: '/cosmos.staking.v1beta1.MsgUndelegate',
  redelegate: '/cosmos.staking.v1beta1.MsgBeginRedelegate',
  withdrawReward: '/cosmos.distribution.v1beta1.MsgWithdrawDelegatorReward',
  grant: '/cosmos.authz.v1beta1.MsgGrant',
  revoke: '/cosmos.authz.v1beta1.MsgRevoke',
  stakeAuthorization: '/cosmos.staking.v1beta1.StakeAuthorization',
  genericAuthorization: '/cosmos.authz.v1beta1.GenericAuthorization',
};

/** Amino JSON names of the messages (the Cosmos SDK's legacy amino registrations). */
const AMINO_TYPES: Record<string, string> = {
  'cosmos-sdk/MsgDelegate': T.delegate,
  'cosmos-sdk/MsgUndelegate': T.undelegate,
  'cosmos-sdk/MsgBeginRedelegate': T.redelegate,
  'cosmos-sdk/MsgWithdrawDelegationReward': T.withdrawReward,
  'cosmos-sdk/MsgGrant': T.grant,
  'cosmos-sdk/MsgRevoke': T.revoke,
};

/** The message each operation forges. */
const OPERATION_MESSAGES: Record<string, string> = {
  forgeTendermintStake: T.delegate,
  forgeTendermintUnstake: T.undelegate,
  forgeTendermintRedelegate: T.redelegate,
  forgeTendermintClaimRewards: T.withdrawReward,
  forgeTendermintAutoRestakeEnable: T.grant,
  forgeTendermintAutoRestakeDisable: T.revoke,
};

interface Coin {
  denom: string;
  amount: string;
}

/** A message in plain fields, the same whether it was read from protobuf, amino JSON or typed data. */
interface Message {
  typeUrl: string;
  known: boolean;
  delegator?: string;
  validator?: string;
  validatorSrc?: string;
  validatorDst?: string;
  amount?: Coin;
  granter?: string;
  grantee?: string;
  authorization?: string;
  allowList?: string[];
  /** Grant expiration, seconds since 1970. */
  expiration?: string;
  revokedType?: string;
}

interface Auth {
  signer: string | undefined;
  publicKeyType: string | undefined;
  mode: string | undefined;
  sequence: string | undefined;
  fee: Coin[];
  gasLimit: string;
  payer: string;
  granter: string;
}

interface Variant {
  name: string;
  messages: Message[];
  memo: string;
  timeoutHeight: string;
  auth: Auth;
  /** What the signed document of this format says (signDirect: its own fields). */
  doc: { chainId?: string; accountNumber?: string; sequence?: string; fee?: Coin[]; gas?: string; messages?: Message[]; feePayer?: string };
  /** EIP-712 formats: the Ethereum chain id of the domain, and the one the web3 extension carries. */
  typedDataChainId?: { domain: string; extension?: string };
  /** Legacy EIP-712 on Evmos: the fee payer its web3 extension names. */
  extensionFeePayer?: string;
}

type Libs = typeof Libraries;

// ----------------------------------------------------------------- decoding
function protoMessage(L: Libs, typeUrl: string, value: Uint8Array): Message {
  switch (typeUrl) {
    case T.delegate:
    case T.undelegate: {
      const m = (typeUrl === T.delegate ? L.MsgDelegate : L.MsgUndelegate).decode(value);
      return { typeUrl, known: true, delegator: m.delegatorAddress, validator: m.validatorAddress, amount: m.amount };
    }
    case T.redelegate: {
      const m = L.MsgBeginRedelegate.decode(value);
      return { typeUrl, known: true, delegator: m.delegatorAddress, validatorSrc: m.validatorSrcAddress, validatorDst: m.validatorDstAddress, amount: m.amount };
    }
    case T.withdrawReward: {
      const m = L.MsgWithdrawDelegatorReward.decode(value);
      return { typeUrl, known: true, delegator: m.delegatorAddress, validator: m.validatorAddress };
    }
    case T.grant: {
      const m = L.MsgGrant.decode(value);
      const auth = m.grant?.authorization;
      const message: Message = { typeUrl, known: true, granter: m.granter, grantee: m.grantee, authorization: auth?.typeUrl };
      if (auth?.typeUrl === T.stakeAuthorization) {
        const s = L.StakeAuthorization.decode(auth.value);
        message.allowList = s.allowList?.address ?? [];
        message.authorization = `${auth.typeUrl} (${L.authorizationTypeToJSON(s.authorizationType)})`;
      } else if (auth?.typeUrl === T.genericAuthorization) {
        message.authorization = `${auth.typeUrl} (${L.GenericAuthorization.decode(auth.value).msg})`;
      }
      if (m.grant?.expiration) message.expiration = m.grant.expiration.seconds.toString();
      return message;
    }
    case T.revoke: {
      const m = L.MsgRevoke.decode(value);
      return { typeUrl, known: true, granter: m.granter, grantee: m.grantee, revokedType: m.msgTypeUrl };
    }
    default:
      return { typeUrl, known: false };
  }
}

const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
const obj = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {});
const coin = (value: unknown): Coin | undefined => {
  const v = obj(value);
  return typeof v.denom === 'string' && typeof v.amount === 'string' ? { denom: v.denom, amount: v.amount } : undefined;
};

/** A message of amino JSON (signAmino's signDoc, the legacy EIP-712 msgs) in plain fields. */
function aminoMessage(raw: unknown): Message {
  const { type, value } = obj(raw);
  const v = obj(value);
  const typeUrl = AMINO_TYPES[String(type)];
  if (!typeUrl) return { typeUrl: `amino ${String(type)}`, known: false };
  const message: Message = { typeUrl, known: true };
  const set = <K extends keyof Message>(key: K, val: Message[K] | undefined) => {
    if (val !== undefined) message[key] = val;
  };
  set('delegator', str(v.delegator_address));
  set('validator', str(v.validator_address));
  set('validatorSrc', str(v.validator_src_address));
  set('validatorDst', str(v.validator_dst_address));
  set('amount', coin(v.amount));
  set('granter', str(v.granter));
  set('grantee', str(v.grantee));
  set('revokedType', str(v.msg_type_url));
  if (typeUrl === T.grant) {
    const grant = obj(v.grant);
    const auth = obj(grant.authorization);
    const authValue = obj(auth.value);
    if (auth.type === 'cosmos-sdk/StakeAuthorization') {
      const list = obj(obj(obj(authValue.Validators).value).allow_list).address;
      message.allowList = Array.isArray(list) ? list.map(String) : [];
      const kind = Number(authValue.authorization_type);
      message.authorization = `${T.stakeAuthorization} (${['AUTHORIZATION_TYPE_UNSPECIFIED', 'AUTHORIZATION_TYPE_DELEGATE', 'AUTHORIZATION_TYPE_UNDELEGATE', 'AUTHORIZATION_TYPE_REDELEGATE', 'AUTHORIZATION_TYPE_CANCEL_UNBONDING_DELEGATION'][kind] ?? kind})`;
    } else if (auth.type === 'cosmos-sdk/GenericAuthorization') {
      message.authorization = `${T.genericAuthorization} (${String(authValue.msg)})`;
    } else {
      message.authorization = `amino ${String(auth.type)}`;
    }
    const expiration = str(grant.expiration);
    if (expiration && !Number.isNaN(Date.parse(expiration))) message.expiration = String(Math.floor(Date.parse(expiration) / 1000));
  }
  return message;
}

function signerAddress(L: Libs, typeUrl: string, key: Uint8Array, network: TendermintNetwork | undefined): string {
  if (!network) return `public key ${L.toHex(key)} (${typeUrl})`;
  if (typeUrl.includes('ethsecp256k1')) {
    // The Ethereum address of the key (keccak-256 of the uncompressed key, last 20 bytes), in bech32.
    const uncompressed = L.Secp256k1.uncompressPubkey(key);
    return L.toBech32(network.prefix, L.keccak256(uncompressed.slice(1)).slice(-20));
  }
  return L.pubkeyToAddress(L.encodeSecp256k1Pubkey(key), network.prefix);
}

function decodeBytes(L: Libs, label: string, value: unknown, network: TendermintNetwork | undefined) {
  const bytes = (field: string) => {
    try {
      return L.fromBase64(String(obj(value)[field]));
    } catch (error) {
      throw new InspectError('malformed', `${label}.${field} is not base64 (${reason(error)}).`);
    }
  };
  const bodyBytes = bytes('bodyBytes');
  const authInfoBytes = bytes('authInfoBytes');
  let body: ReturnType<typeof L.TxBody.decode>;
  let authInfo: ReturnType<typeof L.AuthInfo.decode>;
  try {
    body = L.TxBody.decode(bodyBytes);
    // Re-encoding must give the same bytes: a cut-off or padded body does not.
    if (L.toBase64(L.TxBody.encode(body).finish()) !== L.toBase64(bodyBytes)) throw new Error('bytes left over or missing');
  } catch (error) {
    throw new InspectError('malformed', `${label}.bodyBytes does not decode as a Cosmos TxBody (${reason(error)}). It may have been cut off.`);
  }
  try {
    authInfo = L.AuthInfo.decode(authInfoBytes);
    if (L.toBase64(L.AuthInfo.encode(authInfo).finish()) !== L.toBase64(authInfoBytes)) throw new Error('bytes left over or missing');
  } catch (error) {
    throw new InspectError('malformed', `${label}.authInfoBytes does not decode as a Cosmos AuthInfo (${reason(error)}). It may have been cut off.`);
  }
  const messages = body.messages.map((any) => {
    try {
      return protoMessage(L, any.typeUrl, any.value);
    } catch (error) {
      throw new InspectError('malformed', `${label}: the ${any.typeUrl} message does not decode (${reason(error)}).`);
    }
  });
  const info = authInfo.signerInfos[0];
  const publicKey = info?.publicKey;
  const key = publicKey ? L.PubKey.decode(publicKey.value).key : undefined;
  const mode = info?.modeInfo?.single?.mode;
  const auth: Auth = {
    signer: publicKey && key ? signerAddress(L, publicKey.typeUrl, key, network) : undefined,
    publicKeyType: publicKey?.typeUrl,
    mode: mode === undefined ? undefined : L.signModeToJSON(mode),
    sequence: info?.sequence.toString(),
    fee: authInfo.fee?.amount ?? [],
    gasLimit: authInfo.fee?.gasLimit.toString() ?? '0',
    payer: authInfo.fee?.payer ?? '',
    granter: authInfo.fee?.granter ?? '',
  };
  return { messages, memo: body.memo, timeoutHeight: body.timeoutHeight.toString(), auth, signers: authInfo.signerInfos.length };
}

/** The messages of EIP-712 typed data: `msgs` (legacy encoding) or `msg0`, `msg1`, … (current Ethermint encoding). */
function typedDataMessages(message: Record<string, unknown>): Message[] {
  if (Array.isArray(message.msgs)) return message.msgs.map(aminoMessage);
  return Object.keys(message)
    .filter((k) => /^msg\d+$/.test(k))
    .sort((a, b) => Number(a.slice(3)) - Number(b.slice(3)))
    .map((k) => aminoMessage(message[k]));
}

function decodeVariant(L: Libs, name: string, value: unknown, network: TendermintNetwork | undefined): Variant {
  const decoded = decodeBytes(L, name, value, network);
  const v = obj(value);
  const variant: Variant = { name, messages: decoded.messages, memo: decoded.memo, timeoutHeight: decoded.timeoutHeight, auth: decoded.auth, doc: {} };
  if (name === 'signDirect') {
    variant.doc = { chainId: str(v.chainId), accountNumber: str(v.accountNumber) };
  } else if (name === 'signAmino') {
    const doc = obj(v.signDoc);
    const fee = obj(doc.fee);
    variant.doc = {
      chainId: str(doc.chain_id),
      accountNumber: str(doc.account_number),
      sequence: str(doc.sequence),
      fee: Array.isArray(fee.amount) ? fee.amount.map(coin).filter((c): c is Coin => c !== undefined) : [],
      gas: str(fee.gas),
      messages: Array.isArray(doc.msgs) ? doc.msgs.map(aminoMessage) : [],
    };
  } else {
    const typed = obj(v.typedData);
    const message = obj(typed.message);
    const fee = obj(message.fee);
    variant.doc = {
      chainId: str(message.chain_id),
      accountNumber: str(message.account_number),
      sequence: str(message.sequence),
      fee: Array.isArray(fee.amount) ? fee.amount.map(coin).filter((c): c is Coin => c !== undefined) : [],
      gas: str(fee.gas),
      messages: typedDataMessages(message),
      ...(str(fee.feePayer) ? { feePayer: str(fee.feePayer) } : {}),
    };
    const domainChainId = obj(typed.domain).chainId;
    const extension = obj(v.web3Extension);
    variant.typedDataChainId = {
      domain: domainChainId === undefined ? '' : BigInt(domainChainId as string).toString(),
      ...(extension.typedDataChainId !== undefined ? { extension: String(extension.typedDataChainId) } : {}),
    };
    const extensionFeePayer = str(extension.feePayer);
    if (extensionFeePayer) variant.extensionFeePayer = extensionFeePayer;
  }
  return variant;
}

// ----------------------------------------------------------------- comparing
const canonical = (value: unknown) => JSON.stringify(value, (_k, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1))) : v));
const coinsText = (coins: Coin[]) => coins.map((c) => `${c.amount} ${c.denom}`).join(' + ') || 'none';

/** How a signing format departs from signDirect: a list of plain-word differences (empty when it says the same). */
function departures(variant: Variant, direct: Variant): string[] {
  const out: string[] = [];
  const differs = (what: string, a: unknown, b: unknown) => {
    if (a !== undefined && canonical(a) !== canonical(b)) out.push(what);
  };
  differs('the messages of its bodyBytes', variant.messages, direct.messages);
  differs('the messages of its signed document', variant.doc.messages, direct.messages);
  differs('the memo', variant.memo, direct.memo);
  differs('the chain id', variant.doc.chainId, direct.doc.chainId);
  differs('the account number', variant.doc.accountNumber, direct.doc.accountNumber);
  differs('the signer', variant.auth.signer, direct.auth.signer);
  differs('the sequence of its authInfoBytes', variant.auth.sequence, direct.auth.sequence);
  differs('the sequence of its signed document', variant.doc.sequence, direct.auth.sequence);
  differs('the fee of its authInfoBytes', variant.auth.fee, direct.auth.fee);
  differs('the fee payer of its authInfoBytes', variant.auth.payer, direct.auth.payer);
  differs('the gas limit of its authInfoBytes', variant.auth.gasLimit, direct.auth.gasLimit);
  differs('the fee of its signed document', variant.doc.fee, direct.auth.fee);
  differs('the gas limit of its signed document', variant.doc.gas, direct.auth.gasLimit);
  if (variant.auth.mode !== 'SIGN_MODE_LEGACY_AMINO_JSON') out.push(`the sign mode (${variant.auth.mode ?? 'none'}, not SIGN_MODE_LEGACY_AMINO_JSON)`);
  if (variant.typedDataChainId?.extension !== undefined && variant.typedDataChainId.domain !== variant.typedDataChainId.extension) {
    out.push('the chain id of the typed data domain and of web3Extension');
  }
  if (variant.doc.feePayer !== undefined && variant.doc.feePayer !== direct.auth.signer) out.push(`the fee payer of the typed data (${variant.doc.feePayer})`);
  if (variant.extensionFeePayer !== undefined && variant.extensionFeePayer !== direct.auth.signer) out.push(`the fee payer of web3Extension (${variant.extensionFeePayer})`);
  return out;
}

/** What the checker says of an answer whose authInfoBytes carry no public key. */
const FIRST_TRANSACTION =
  "No public key in authInfoBytes: this is how the API forges an account's first transaction, as the chain has no key for it yet. " +
  'Put your public key in signerInfos[0] before signing (Core concepts, "an account\'s first transaction"); the chain then checks that it is the delegator\'s.';

function checkDirect(c: CheckList, direct: Variant, operationId: string, network: TendermintNetwork | undefined, unit: Unit | undefined) {
  const expectedType = OPERATION_MESSAGES[operationId]!;
  const m = direct.messages[0];
  c.compare('chain', 'Chain id', network?.chainId, direct.doc.chainId, { note: network ? undefined : 'The staking identifier is not known: give it, or the request with its delegator address.' });
  c.compare('operation', 'Message type', expectedType, m ? m.typeUrl : '(no message)');
  c.compare('messages', 'Number of messages', '1', String(direct.messages.length));
  const delegator = c.value('delegatorAddress');
  if (direct.auth.publicKeyType === undefined) {
    // How the API forges an account's first transaction: the chain has no public key for it yet.
    c.absent('delegatorAddress', 'Signer (from the public key in authInfoBytes)', FIRST_TRANSACTION);
  } else {
    c.compare('delegatorAddress', 'Signer (from the public key in authInfoBytes)', delegator, direct.auth.signer);
  }
  if (direct.auth.payer) c.compare('delegatorAddress', 'Fee payer', delegator, direct.auth.payer);
  if (direct.auth.granter) c.compare('delegatorAddress', 'Fee granter', delegator, direct.auth.granter);
  // The other rows read the message's fields where this operation's message has them.
  if (m?.typeUrl !== expectedType) return;
  const amount = (field = 'amount') => {
    if (!unit || !network) return undefined;
    const base = c.baseAmount(unit, field);
    return base === undefined ? undefined : `${base} ${network.denom}`;
  };
  const coinText = (x: Coin | undefined) => (x ? `${x.amount} ${x.denom}` : undefined);
  switch (expectedType) {
    case T.redelegate:
      c.compare('delegatorAddress', 'Delegator', delegator, m?.delegator);
      c.compare('fromValidatorAddress', 'From validator', c.value('fromValidatorAddress'), m?.validatorSrc);
      c.compare('toValidatorAddress', 'To validator', c.value('toValidatorAddress'), m?.validatorDst);
      c.compare('amount', 'Amount (base units)', amount(), coinText(m?.amount));
      break;
    case T.grant:
      c.compare('delegatorAddress', 'Granter', delegator, m?.granter);
      c.compare('validatorAddress', 'Validator the grant allows', c.value('validatorAddress'), m?.allowList?.join(', '), {
        note: 'The grant lets the restake bot delegate to this validator only.',
      });
      c.compare('expirationDate', 'Grant expires', isoOf(c.value('expirationDate')), m?.expiration ? isoOfSeconds(m.expiration) : undefined, { required: false });
      break;
    case T.revoke:
      c.compare('delegatorAddress', 'Granter', delegator, m?.granter);
      c.absent('validatorAddress', 'Validator', 'A revoke names no validator: it ends the grant of the restake bot.', m?.revokedType ? `revokes ${m.revokedType}` : undefined);
      break;
    default:
      c.compare('delegatorAddress', 'Delegator', delegator, m?.delegator);
      c.compare('validatorAddress', 'Validator', c.value('validatorAddress'), m?.validator);
      if (expectedType !== T.withdrawReward) c.compare('amount', 'Amount (base units)', amount(), coinText(m?.amount));
  }
}

function isoOf(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? value : isoOfSeconds(String(Math.floor(ms / 1000)));
}
function isoOfSeconds(seconds: string): string {
  return new Date(Number(seconds) * 1000).toISOString().replace('.000Z', 'Z');
}

function detectOperation(direct: Variant): string | undefined {
  const typeUrl = direct.messages.length === 1 ? direct.messages[0]!.typeUrl : undefined;
  return Object.keys(OPERATION_MESSAGES).find((id) => OPERATION_MESSAGES[id] === typeUrl);
}

function messageDetails(m: Message, unit: Unit | undefined, network: TendermintNetwork | undefined): Detail[] {
  const details: Detail[] = [];
  const add = (label: string, value: string | undefined) => value !== undefined && details.push({ label, value });
  add('Delegator', m.delegator);
  add('Validator', m.validator);
  add('From validator', m.validatorSrc);
  add('To validator', m.validatorDst);
  if (m.amount) details.push(coinDetail('Amount', m.amount, unit, network));
  add('Granter', m.granter);
  add('Grantee', m.grantee);
  add('Authorization', m.authorization);
  add('Validators allowed', m.allowList?.join(', '));
  add('Expires', m.expiration ? isoOfSeconds(m.expiration) : undefined);
  add('Revokes', m.revokedType);
  return details;
}

function coinDetail(label: string, c: Coin, unit: Unit | undefined, network: TendermintNetwork | undefined): Detail {
  if (unit && network && c.denom === network.denom && /^\d+$/.test(c.amount)) return amountDetail(label, BigInt(c.amount), unit);
  return { label, value: `${c.amount} ${c.denom}` };
}

export async function inspect({ transaction, operationId, stakingIdentifier, request }: FamilyInput): Promise<FamilyResult> {
  const L = await import('./libraries');
  const directRaw = obj(transaction.signDirect);
  const requestDelegator = typeof request?.delegatorAddress === 'string' ? request.delegatorAddress : undefined;
  const network =
    (stakingIdentifier ? networkByIdentifier(stakingIdentifier) : undefined) ??
    (requestDelegator ? networkByAddress(requestDelegator) : undefined) ??
    networkByChainId(String(directRaw.chainId));
  if (stakingIdentifier && !networkByIdentifier(stakingIdentifier)) {
    throw new InspectError('unknown-operation', `${stakingIdentifier} is not a staking identifier of the Tendermint routes.`);
  }
  const unit: Unit | undefined = network ? { symbol: network.identifier, decimals: network.decimals, base: network.denom } : undefined;

  const direct = decodeVariant(L, 'signDirect', directRaw, network);
  const others = ['signAmino', 'signEIP712', 'signEIP712CosmosTxV0']
    .filter((name) => transaction[name] !== null && transaction[name] !== undefined)
    .map((name) => decodeVariant(L, name, transaction[name], network));

  const id = operationId ?? detectOperation(direct);
  const c = new CheckList(request as ForgeRequest | undefined);
  if (id) checkDirect(c, direct, id, network, unit);
  else c.compare('operation', 'Message type', 'a message a forge call of the API builds', direct.messages.map((m) => m.typeUrl).join(', ') || '(no message)');
  for (const variant of others) {
    const off = departures(variant, direct);
    c.compare('variant', `${variant.name} says the same as signDirect`, 'the same messages, chain, signer, fee and sequence', off.length ? `differs in ${off.join('; ')}` : 'the same messages, chain, signer, fee and sequence');
  }
  const checks = c.checks;

  const fee = direct.auth;
  const feeDetails: Detail[] = [
    ...fee.fee.map((coin) => coinDetail('Fee', coin, unit, network)),
    { label: 'Gas limit', value: fee.gasLimit },
    ...(fee.payer ? [{ label: 'Fee paid by', value: fee.payer }] : []),
    ...(fee.granter ? [{ label: 'Fee granted by', value: fee.granter }] : []),
  ];
  const m = direct.messages[0];
  const actions: Action[] = direct.messages.map((message) => ({
    kind: 'message',
    name: message.typeUrl,
    known: message.known,
    details: messageDetails(message, unit, network),
  }));
  const validator = m?.validator ?? m?.validatorDst ?? m?.allowList?.join(', ');
  const grantExpiry = m?.expiration ? [{ label: 'Grant expires', value: isoOfSeconds(m.expiration) }] : [];
  return {
    operationId: id,
    stakingIdentifier: network?.identifier,
    checks,
    decoded: {
      family: 'tendermint',
      shape: ['signDirect', ...others.map((o) => o.name)].join(', '),
      decodedWith: 'cosmjs-types (TxBody, AuthInfo and the messages), CosmJS (the signer address)',
      network: [
        { label: 'Chain id', value: `${direct.doc.chainId ?? '(none)'}${network && network.chainId === direct.doc.chainId ? ` (${network.name}, ${network.identifier})` : ' (not the network of the staking identifier)'}` },
        { label: 'Account number', value: direct.doc.accountNumber ?? '(none)' },
        { label: 'Signing formats', value: ['signDirect', ...others.map((o) => o.name)].join(', ') },
      ],
      signer: { label: 'Signer', value: fee.signer ? `${fee.signer} (public key in authInfoBytes, ${fee.publicKeyType})` : 'No public key in authInfoBytes (an account\'s first transaction: add yours before signing)' },
      feePayer: { label: 'Fee payer', value: fee.payer || `${fee.signer ?? 'the signer'} (the signer: no other payer is set)` },
      actions,
      ...(validator ? { validator: { label: m?.allowList ? 'Validator the grant allows' : m?.validatorDst ? 'To validator' : 'Validator', value: validator } } : {}),
      ...(m?.amount ? { amount: coinDetail('Amount', m.amount, unit, network) } : {}),
      fee: feeDetails,
      staleness: [
        { label: 'Sequence', value: `${fee.sequence ?? '(none)'}: the signer's account must still be at this sequence when the transaction is included; any other transaction from the account first makes this one fail.` },
        ...(direct.timeoutHeight !== '0' ? [{ label: 'Timeout height', value: `${direct.timeoutHeight}: not valid after this block` }] : []),
        ...grantExpiry,
      ],
    },
  };
}

