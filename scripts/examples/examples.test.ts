// @vitest-environment node
// The transaction examples of openapi/paths are the generator's output, pass the shared checker
// (lib/chains/check: each chain's own library decodes the answer and every field is compared with
// the request), are signed by the public test keys, and the signed ones verify against their
// signer's address. Each check can fail: the planted-fault tests at the end show it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import YAML from 'yaml';
import {
  Transaction as EvmTransaction,
  TypedDataEncoder,
  Wallet,
  concat,
  keccak256,
  recoverAddress,
} from 'ethers';
import { decodeTxRaw, makeSignBytes } from '@cosmjs/proto-signing';
import { pubkeyToAddress, encodeSecp256k1Pubkey } from '@cosmjs/amino';
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto';
import { fromBase64, toBech32, toHex } from '@cosmjs/encoding';
import { AuthInfo, TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx';
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys';
import { SystemInstruction, Transaction as SolTransaction } from '@solana/web3.js';
import { getBase58Decoder } from '@solana/kit';
import {
  Address,
  Transaction as EgldTransaction,
  TransactionComputer,
  UserPublicKey,
} from '@multiversx/sdk-core';
import { blake2AsHex, blake2AsU8a, signatureVerify } from '@polkadot/util-crypto';
import * as keys from './test-keys.mjs';
import { differingFiles, generateExamples, PATHS_DIR, UUIDS, uuidOf } from './generate.mjs';
import { sandboxModule } from '../sandbox/chain.mjs';
import { assetHub, RUNTIME, STATE as DOT_STATE } from '../../lib/chains/polkadot/forge';
import { detectShape, inspectForge } from '../../lib/chains/check';
import { forgeExamples } from '../../lib/chains/check/examples';
import { loadApiDocument } from '../../lib/openapi/document/load';
import { FORGE_FAMILIES } from '../../lib/chains/operations';
import { stakeStatus } from '../../lib/chains/solana/forge';
import { snapshot as polkadotSnapshot } from '../sandbox/chains/polkadot.mjs';
import { snapshot as solanaSnapshot } from '../sandbox/chains/solana.mjs';
import type { ParsedJson } from '../sandbox/test-support';

type Problems = string[];
const load = (name: string) =>
  YAML.parse(readFileSync(path.join(PATHS_DIR, `${name}.yaml`), 'utf8'));
const J = 'application/json';

interface Pair {
  operationId: string;
  name?: string;
  request: ParsedJson;
  response: ParsedJson;
}
function forgePairs(doc: ParsedJson): Pair[] {
  const out: Pair[] = [];
  for (const item of Object.values<ParsedJson>(doc.paths)) {
    const op = item.post;
    const req = op.requestBody.content[J];
    const res = op.responses['200'].content[J];
    if (req.example)
      out.push({ operationId: op.operationId, request: req.example, response: res.example });
    else
      for (const [name, ex] of Object.entries<ParsedJson>(req.examples))
        out.push({
          operationId: op.operationId,
          name,
          request: ex.value,
          response: res.examples[name].value,
        });
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

/**
 * The shared checker's verdict on an example, with each check that differs. An example whose
 * transaction carries a value only the chain can confirm (a validator id, a share count) is open.
 */
async function checkWithInspector(p: Pair): Promise<Problems> {
  const inspection = await inspectForge({
    operationId: p.operationId,
    request: p.request,
    answer: p.response,
  });
  const problems = inspection.checks
    .filter((c) => c.status === 'differs')
    .map((c) => `${c.label}: differs, expected ${c.expected}, got ${c.actual}`);
  if (inspection.verdict !== 'matches' && inspection.verdict !== 'open')
    problems.push(`verdict ${inspection.verdict}`);
  return problems;
}

/** Address of the signer of a Cosmos AuthInfo, derived from its public key. */
function signerOf(authInfoBytes: Uint8Array, prefix: string) {
  const info = AuthInfo.decode(authInfoBytes);
  const key = PubKey.decode(info.signerInfos[0]!.publicKey!.value).key;
  return { key, address: pubkeyToAddress(encodeSecp256k1Pubkey(key), prefix) };
}

// ------------------------------------------------------------------ broadcasts
async function checkBroadcasts(
  broadcast: ParsedJson,
  forged: Record<string, Pair>,
): Promise<Problems> {
  const problems: Problems = [];
  const ex = (p: string) => {
    const op = broadcast.paths[p].post;
    return { req: op.requestBody.content[J].example, res: op.responses['200'].content[J].example };
  };
  const byUuid = (uuid: string) => Object.values(forged).find((f) => f.response.uuid === uuid);

  {
    // Cosmos: sha256 of TxRaw, signature over the SignDoc by the delegator's key
    const { req, res } = ex('/v1/transactions/{stakingIdentifier}/broadcast');
    const f = byUuid(req.uuid);
    if (!f) problems.push('Tendermint broadcast: uuid of no forge example');
    else {
      const raw = fromBase64(req.encodedTransaction);
      check(problems, 'Cosmos txHash', res.result.txHash, toHex(sha256(raw)).toUpperCase());
      const tx = decodeTxRaw(raw);
      const d = f.response.transaction.signDirect;
      check(
        problems,
        'Cosmos body',
        Buffer.from(TxBody.encode(tx.body).finish()).toString('base64'),
        d.bodyBytes,
      );
      const signBytes = makeSignBytes({
        bodyBytes: fromBase64(d.bodyBytes),
        authInfoBytes: fromBase64(d.authInfoBytes),
        chainId: d.chainId,
        accountNumber: BigInt(d.accountNumber),
      });
      const { key, address } = signerOf(fromBase64(d.authInfoBytes), 'cosmos');
      const ok = await Secp256k1.verifySignature(
        Secp256k1Signature.fromFixedLength(tx.signatures[0]),
        sha256(signBytes),
        key,
      );
      check(problems, 'Cosmos signature verifies', ok, true);
      check(problems, 'Cosmos signer', address, f.request.delegatorAddress);
    }
  }
  {
    // Solana: the first signature, base58, by the fee payer
    const { req, res } = ex('/v1/transactions/SOL/broadcast');
    const f = byUuid(req.uuid);
    if (!f) problems.push('SOL broadcast: uuid of no forge example');
    else {
      const tx = SolTransaction.from(Buffer.from(req.encodedTransaction, 'base64'));
      check(problems, 'SOL signatures verify', tx.verifySignatures(), true);
      check(
        problems,
        'SOL signer',
        tx.signatures[0].publicKey.toBase58(),
        f.request.delegatorAddress,
      );
      check(
        problems,
        'SOL txHash',
        res.result.txHash,
        getBase58Decoder().decode(tx.signatures[0].signature!),
      );
      const unsigned = SolTransaction.from(Buffer.from(f.response.transaction.hash, 'base64'));
      check(
        problems,
        'SOL message',
        tx.serializeMessage().toString('base64'),
        unsigned.serializeMessage().toString('base64'),
      );
    }
  }
  {
    // MultiversX: ed25519 over the signing bytes, hash per sdk-core
    const { req, res } = ex('/v1/transactions/EGLD/broadcast');
    const f = byUuid(req.uuid);
    if (!f) problems.push('EGLD broadcast: uuid of no forge example');
    else {
      const tx = EgldTransaction.newFromPlainObject(
        JSON.parse(Buffer.from(req.encodedTransaction, 'base64').toString()),
      );
      const computer = new TransactionComputer();
      const pk = new UserPublicKey(new Address(f.request.delegatorAddress).getPublicKey());
      check(
        problems,
        'EGLD signature verifies',
        await pk.verify(computer.computeBytesForSigning(tx), tx.signature),
        true,
      );
      check(problems, 'EGLD txHash', res.result.txHash, computer.computeTransactionHash(tx));
      const unsigned = EgldTransaction.newFromPlainObject(f.response.transaction);
      check(
        problems,
        'EGLD same transaction',
        Buffer.from(computer.computeBytesForSigning(tx)).toString('hex'),
        Buffer.from(computer.computeBytesForSigning(unsigned)).toString('hex'),
      );
    }
  }
  {
    // Polkadot: blake2-256 of the signed extrinsic; ed25519 over the signing payload
    const { req, res } = ex('/v1/transactions/DOT/broadcast');
    const f = byUuid(req.uuid);
    if (!f) problems.push('DOT broadcast: uuid of no forge example');
    else {
      const { registry: reg } = assetHub();
      const ext = reg.createType('Extrinsic', req.encodedTransaction);
      check(problems, 'DOT txHash', res.result.txHash, blake2AsHex(req.encodedTransaction, 256));
      check(problems, 'DOT signer', ext.signer.toString(), f.request.delegatorAddress);
      check(
        problems,
        'DOT call',
        ext.method.toHex(),
        reg.createType('Extrinsic', f.response.transaction.extrinsicHex).method.toHex(),
      );
      const payload = reg.createType(
        'ExtrinsicPayload',
        {
          method: ext.method.toHex(),
          era: ext.era,
          nonce: ext.nonce,
          tip: ext.tip,
          specVersion: RUNTIME.specVersion,
          transactionVersion: RUNTIME.transactionVersion,
          genesisHash: RUNTIME.genesisHash,
          blockHash: DOT_STATE.blockHash,
          mode: 0,
        },
        { version: 4 },
      );
      let bytes = payload.toU8a({ method: true });
      if (bytes.length > 256) bytes = blake2AsU8a(bytes);
      check(
        problems,
        'DOT signature verifies',
        signatureVerify(bytes, ext.signature.toU8a(), f.request.delegatorAddress).isValid,
        true,
      );
    }
  }
  return problems;
}

// ------------------------------------------------------------------ the tests
const docs = Object.fromEntries(
  [
    ...Object.keys(FORGE_FAMILIES).map((family) => `forge-${family}`),
    'broadcast',
    'transactions',
  ].map((n) => [n, load(n)]),
);
const pairs = (n: string) => forgePairs(docs[n]);
const solStakeAccount = () => {
  const stake = pairs('forge-solana').find((p) => p.operationId === 'forgeSolStake')!;
  const tx = SolTransaction.from(Buffer.from(stake.response.transaction.hash, 'base64'));
  return SystemInstruction.decodeCreateWithSeed(tx.instructions[0]).newAccountPubkey.toBase58();
};

describe('examples of the API description', () => {
  it("are the generator's output: regenerating changes nothing", async () => {
    const { files } = await generateExamples();
    expect(await differingFiles(files)).toEqual([]);
  });

  it.each(
    forgeExamples(loadApiDocument()).map((e) => [`${e.operationId} ${e.name ?? ''}`, e] as const),
  )('%s passes every check of the shared checker', async (_, e) => {
    expect(
      await checkWithInspector({
        operationId: e.operationId,
        name: e.name,
        request: e.request,
        response: e.answer,
      }),
    ).toEqual([]);
  });

  it(
    'every forge request is signed by the public test key of its chain; the pool join by the ' +
      "test mnemonic's second account, in no pool",
    async () => {
      const joiner = (await keys.accountKeys(1)).dot.address;
      expect(Object.keys(polkadotSnapshot().ledger.DOT!)).not.toContain(joiner);
      for (const e of forgeExamples(loadApiDocument())) {
        const { family } = detectShape(e.answer);
        // The key of the chain the answer is for, as the check reads it from the transaction.
        const { stakingIdentifier } = await inspectForge({ answer: e.answer });
        const key = (await sandboxModule(family)).exampleSigner.address(stakingIdentifier);
        expect(e.request.delegatorAddress, `${e.operationId} ${e.name ?? ''}`).toBe(
          e.operationId === 'forgeDotPoolStake' ? joiner : key,
        );
      }
    },
  );

  it(
    "the SOL examples act on the test wallet's stake accounts of the snapshot, each in the " +
      'state its operation needs, never on the one the stake example creates',
    async () => {
      const { state: solana } = await solanaSnapshot();
      const status = (address: string) => stakeStatus(solana.stakeAccounts[address]!, solana.epoch);
      const named = pairs('forge-solana').filter((p) => p.request.stakeAccountAddress);
      expect(
        named.map(
          (p) => `${p.operationId} ${p.name ?? ''}: ${status(p.request.stakeAccountAddress)}`,
        ),
      ).toEqual([
        'forgeSolUnstake whole: active',
        'forgeSolUnstake partial: active',
        'forgeSolWithdraw : inactive',
        'forgeSolRedelegate : inactive',
      ]);
      for (const p of named)
        expect(solana.stakeAccounts[p.request.stakeAccountAddress]!.staker).toBe(keys.sol.address);
      expect(named.map((p) => p.request.stakeAccountAddress)).not.toContain(solStakeAccount());
    },
  );

  it("the NEAR examples attach 75 Tgas, what NEAR's own lockup contract attaches to staking-pool calls", () => {
    for (const p of pairs('forge-near'))
      expect(p.response.transaction.actions[0].params.gas).toBe('75000000000000');
  });

  it('INJ legacy EIP-712 typed data hashes with ethers and its signature recovers the delegator', () => {
    const inj = pairs('forge-tendermint').find((p) => p.name === 'INJ')!;
    const { types, domain, message, primaryType } =
      inj.response.transaction.signEIP712CosmosTxV0.typedData;
    // Injective's domain has string verifyingContract and salt, so it is hashed as a struct of its
    // own EIP712Domain type, as eth_signTypedData_v4 does.
    const { EIP712Domain, ...rest } = types;
    const digest = keccak256(
      concat([
        '0x1901',
        TypedDataEncoder.from({ EIP712Domain }).hashStruct('EIP712Domain', domain),
        TypedDataEncoder.from(rest).hashStruct(primaryType, message),
      ]),
    );
    const signature = new Wallet(keys.evm.privateKey).signingKey.sign(digest);
    const recovered = recoverAddress(digest, signature);
    expect(toBech32('inj', Uint8Array.from(Buffer.from(recovered.slice(2), 'hex')))).toBe(
      inj.request.delegatorAddress,
    );
  });

  it("an example's uuid: its own in the list; for one not listed, a random-form uuid of its key", () => {
    expect(uuidOf('forgeSolStake')).toBe(UUIDS.forgeSolStake);
    const made = uuidOf('forgeNewStake/EXAMPLE');
    expect(made).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(uuidOf('forgeNewStake/EXAMPLE')).toBe(made);
    expect(uuidOf('forgeNewUnstake/EXAMPLE')).not.toBe(made);
    expect(Object.values(UUIDS)).not.toContain(made);
    expect(uuidOf('constructor')).toMatch(/^[0-9a-f]{8}-/);
  });

  it('every forge example has its own uuid', () => {
    const all = Object.keys(docs)
      .filter((n) => n.startsWith('forge-'))
      .flatMap((n) => pairs(n).map((p) => p.response.uuid));
    expect(new Set(all).size).toBe(all.length);
  });

  const allForged = () =>
    Object.fromEntries(
      Object.keys(docs)
        .filter((n) => n.startsWith('forge-'))
        .flatMap((n) => pairs(n).map((p) => [`${p.operationId}/${p.name ?? ''}`, p])),
    );

  it('each broadcast example is its forge example signed by the delegator, with the real hash', async () => {
    expect(await checkBroadcasts(docs.broadcast, allForged())).toEqual([]);
  });

  it('submitHash and the transaction lookup refer to real examples', () => {
    const submit =
      docs.transactions.paths['/v1/transaction/submitHash'].post.requestBody.content[J].example;
    const pol = pairs('forge-evm').find((p) => p.operationId === 'forgePolStake')!;
    expect(submit.uuid).toBe(pol.response.uuid);
    // The POL stake transaction signed with the delegator's key has exactly this hash.
    const tx = EvmTransaction.from(pol.response.transaction.serializedUnsignedTx);
    tx.signature = new Wallet(keys.evm.privateKey).signingKey.sign(tx.unsignedHash);
    expect(tx.from).toBe(pol.request.delegatorAddress);
    expect(submit.txHash).toBe(keccak256(tx.serialized));

    const included =
      docs.transactions.paths['/v1/transaction'].get.responses['200'].content[J].examples.included
        .value;
    const cosmosBroadcast =
      docs.broadcast.paths['/v1/transactions/{stakingIdentifier}/broadcast'].post;
    const atom = pairs('forge-tendermint').find((p) => p.name === 'ATOM')!;
    expect(included.uuid).toBe(atom.response.uuid);
    expect(included.requestBody).toEqual(atom.request);
    expect(included.txHash).toBe(cosmosBroadcast.responses['200'].content[J].example.result.txHash);
  });

  // ---- the checks can fail: planted faults
  it("a hand-edited example is reported as not the generator's output", async () => {
    const { files } = await generateExamples();
    // The committed files, with one hex digit of one EVM example changed by hand.
    const readEdited = async (file: string) => {
      const text = readFileSync(file, 'utf8');
      if (!file.endsWith(path.join('paths', 'forge-evm.yaml'))) return text;
      const edited = text.replace(
        /(serializedUnsignedTx: '0x02f8[0-9a-f]{20})([0-9a-f])/,
        (_m: string, a: string, b: string) => a + (b === '0' ? '1' : '0'),
      );
      expect(edited).not.toBe(text);
      return edited;
    };
    expect(await differingFiles(files, readEdited)).toEqual(['openapi/paths/forge-evm.yaml']);
  });

  it('a forge example whose request no longer matches its answer fails the shared checker', async () => {
    const p = structuredClone(pairs('forge-evm').find((x) => x.operationId === 'forgePolStake')!);
    p.request.amount = '999';
    expect((await checkWithInspector(p)).join('\n')).toMatch(/^Amount: differs/m);
    const c = structuredClone(pairs('forge-tendermint').find((x) => x.name === 'ATOM')!);
    c.request.validatorAddress = 'cosmosvaloper1vyku6rgj9ftg6tjgx766qktlfvh3thg6ks8cmn';
    expect((await checkWithInspector(c)).join('\n')).toMatch(/^Validator: differs/m);
    const s = structuredClone(pairs('forge-solana').find((x) => x.name === 'partial')!);
    s.request.amount = '5';
    expect((await checkWithInspector(s)).join('\n')).toMatch(/^Amount: differs/m);
  });

  it('a broadcast example signed by another key or with a wrong hash fails the check', async () => {
    const b = structuredClone(docs.broadcast);
    const sol = b.paths['/v1/transactions/SOL/broadcast'].post;
    // Flip a byte of the signature: it no longer verifies and the hash no longer matches.
    const raw = Buffer.from(sol.requestBody.content[J].example.encodedTransaction, 'base64');
    raw[5] ^= 1;
    sol.requestBody.content[J].example.encodedTransaction = raw.toString('base64');
    b.paths['/v1/transactions/DOT/broadcast'].post.responses['200'].content[
      J
    ].example.result.txHash = '0x' + '00'.repeat(32);
    const problems = (await checkBroadcasts(b, allForged())).join('\n');
    expect(problems).toMatch(/SOL signatures verify/);
    expect(problems).toMatch(/DOT txHash/);
  });
});
