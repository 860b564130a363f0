// Generates the forge, broadcast and transaction examples of the API description from the
// request examples, with each chain's own library and the public test keys (test-keys.mjs).
// Offline and deterministic: every example is forged as a fresh sandbox forges it, from the chain
// state of the sandbox's snapshot (each family's part in scripts/sandbox/chains/: nonces, account numbers,
// blockhashes, share prices, validator ids), so the sandbox answers each request example of the
// description with the description's own response example.
//
//   npm run generate:examples            rewrites openapi/paths/*.yaml where they differ
//   npm run generate:examples -- --check exits 1 if a committed example differs
//
// The generator owns: every forge response example (`uuid` and `transaction`); the request
// fields that tie the examples to the snapshot's accounts (`delegatorAddress`, SOL
// `stakeAccountAddress`: see snapshotFields) and those fields' schema property examples; the
// broadcast examples; the submitHash
// and transaction lookup examples; and the schema property examples in openapi/components that
// show transaction bytes, hashes or uuids. Everything else in the YAML (descriptions, request amounts,
// validators) is written by hand and read as input.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import YAML from 'yaml';
import { sol, accountKeys } from './test-keys.mjs';
import * as SOL from '../../lib/chains/solana/forge';
import { SandboxChain, sandboxModule } from '../sandbox/chain.mjs';
import {
  IDENTIFIERS,
  PATH_PARAMETER_IDENTIFIERS,
  STAKING_IDENTIFIERS,
} from '../../lib/chains/facts';
import {
  describeForgeOperation,
  FORGE_FAMILIES,
  FORGE_OPERATIONS,
} from '../../lib/chains/operations';
import { SNAPSHOT_DATE } from '../sandbox/snapshot.mjs';
import { SOL_ACTIVE_SEED, SOL_INACTIVE_SEED } from '../sandbox/chains/solana.mjs';
/** @import { Document } from 'yaml' */
/** @import { ForgeRequest } from '../../lib/chains/base/forge-request' */
/** @import { TendermintForgeAnswer } from '../../lib/chains/tendermint/forge' */
/** @import { ForgeAnswer, ForgeFamily } from '../sandbox/chains/plan.mjs' */
/** @import { Signed, SignedEvm } from './sign.mjs' */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PATHS_DIR = path.join(ROOT, 'openapi/paths');
export const COMPONENTS_DIR = path.join(ROOT, 'openapi/components');

/**
 * Ids of the forged transactions, per operationId or operationId/example name.
 * @type {Readonly<Record<string, string>>}
 */
export const UUIDS = Object.freeze({
  forgeChilizStake: 'd53e1974-c14b-41b0-8e00-961d37c9bb8d',
  forgeChilizUnstake: '9580e395-d9ea-43d3-a33d-0855c81e529c',
  forgeChilizWithdraw: '06492a47-8cb1-4082-bc93-24574c537627',
  forgeCxtApprove: 'a1588636-5564-4b1a-b868-ad4d3c8fa3b7',
  forgeCxtStake: 'bca62beb-cffe-486a-b877-58b583530d4f',
  forgeCxtUnstake: '801331a9-a24d-49ae-a848-243faa45c51d',
  forgeCxtUnstakeAll: '04a69379-3936-4fd7-91b4-cfcf9f10113a',
  forgeCxtWithdraw: '4910d0a7-30a4-4c4c-8aee-3a9116205eec',
  forgeCxtClaimRewards: '947bdba2-9cbe-4647-8ced-d680532a2376',
  forgePolApprove: 'ba745b6b-5df2-49e1-ac18-014dc6a6fdc1',
  forgePolStake: '490f3668-f63a-4ae1-a5dd-fb554a18eb36',
  forgePolUnstake: '482b3a45-0c5d-41d6-8ec7-788391c6b94c',
  forgePolWithdraw: '8043df0c-41c6-4e67-887d-6a8b15792dea',
  forgePolClaimRewards: 'e26e0146-e477-4bc9-8a5d-451c9c5d9bbc',
  forgePolRestakeRewards: 'c183b107-5364-47d7-bbfa-342afe687467',
  forgePolRedelegate: '5ba6fa31-f934-451c-86c9-55fb1e864243',
  forgeStakeWiseStake: '70eeef3f-90a1-4c79-b850-b56b4858ce7b',
  forgeStakeWiseUnstake: 'd64fd0c9-e704-4800-9204-10441b00438d',
  forgeStakeWiseWithdraw: '23c50a30-3606-40a1-ae68-f357885c785d',
  'forgeTendermintStake/ATOM': '9e0614ea-a73c-47bc-aae6-7faf06a252c4',
  'forgeTendermintStake/INJ': '6df3cc3b-aa99-4ff7-9f8f-ac4a8658c4c4',
  'forgeTendermintStake/EVMOS': '095afe48-75be-4a4e-bc60-2c98643d1674',
  forgeTendermintUnstake: 'bb126870-fcc4-40b0-bec4-b6863ba37f9b',
  forgeTendermintRedelegate: 'e188d086-8659-4a0a-b100-0c0e18b52f02',
  forgeTendermintClaimRewards: '11df366d-4c45-47e6-a39b-e8dc017faa98',
  forgeTendermintAutoRestakeEnable: '69661657-605f-4593-9fdd-ed0d46dacae3',
  forgeTendermintAutoRestakeDisable: '2089aaa9-9bc8-4070-91c4-b1dd81dfb45b',
  forgeSolStake: '206b9c3f-9c86-4845-b5da-f48600a8b968',
  'forgeSolUnstake/whole': '4a9fec0f-cb3d-483d-a4c5-21785895048c',
  'forgeSolUnstake/partial': '7c31d0a2-5b8e-4f19-9d46-2e8a0c5f1b73',
  forgeSolWithdraw: 'c2cd6606-4a0c-44ab-b7d2-a27ada2199c1',
  forgeSolRedelegate: 'b8d00ae9-9568-444f-86e6-f2b71b4b9c3d',
  forgeNearStake: '4d69cb4b-b2b9-46cd-bfa8-3283349cf327',
  forgeNearUnstake: '726cbc7e-737e-4ce8-8333-85cb1915cf78',
  'forgeNearWithdraw/partial': '68e7afe9-b227-4e2e-8735-cd3ed45fa4ae',
  'forgeNearWithdraw/everything': 'c5babe5f-553d-4eb1-a2e1-df747665e8ea',
  forgeDotPoolStake: 'd4de2f12-7ac9-4045-85e6-183230db19ed',
  forgeDotPoolAddToStake: '881c7dbb-afb7-4199-9c49-343b66724223',
  forgeDotPoolRestakeRewards: 'a1a246c9-2d03-4ff5-ab97-7460caf02d58',
  forgeDotPoolUnstake: 'fe8f007a-2669-4593-8c80-cac970b66999',
  forgeDotPoolWithdraw: '8d620d51-6196-454c-ad40-63b50b2a7535',
  forgeDotPoolClaimRewards: 'dfcee2d7-4365-40f1-8ab5-43ce7b0fb321',
  forgeEgldStake: 'fbaf62a6-c262-4c62-bf5c-00be652edbb2',
  forgeEgldUnstake: '60671f7e-8280-4a1f-8cdb-315ae49c72f3',
  forgeEgldWithdraw: 'ecfbc23c-ba46-4a01-81c6-97f940ffb20a',
  forgeEgldClaimRewards: '18c4ffbf-9b51-418c-909b-2a99ee60bc86',
  forgeEgldRestakeRewards: '578eb494-81d3-4b14-b6d6-986f006e9c4f',
});

/**
 * The id of the forged transaction of an example: its entry in UUIDS, or for an example not listed
 * there (a new operation's), one made from its key, so that it stays the same from run to run.
 * @param {string} key operationId or operationId/example name
 * @returns {string}
 */
export function uuidOf(key) {
  if (Object.hasOwn(UUIDS, key)) return UUIDS[key];
  const hex = createHash('sha256').update(`example ${key}`).digest('hex');
  // The form of a random (version 4, variant 1) UUID, as the API's ids have.
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Which forge example each broadcast example signs, and the explorer link its hash is appended to.
 * @type {Readonly<Record<string, { from: string, explorer: string | undefined }>>}
 */
export const BROADCASTS = Object.freeze({
  broadcastSolTransaction: {
    from: 'forgeSolStake',
    explorer: IDENTIFIERS.SOL.explorer?.transactionUrl,
  },
  broadcastEgldTransaction: {
    from: 'forgeEgldStake',
    explorer: IDENTIFIERS.EGLD.explorer?.transactionUrl,
  },
  broadcastDotTransaction: {
    from: 'forgeDotPoolAddToStake',
    explorer: IDENTIFIERS.DOT.explorer?.transactionUrl,
  },
  broadcastTendermintTransaction: {
    from: 'forgeTendermintStake/ATOM',
    explorer: IDENTIFIERS.ATOM.explorer?.transactionUrl,
  },
});

/**
 * The chain a forge example acts on: its family and, for a route that takes the identifier as
 * `{stakingIdentifier}` (the Cosmos SDK chains'), the chain: the example's name when it names one,
 * the family's first identifier (ATOM) otherwise.
 * @typedef {{ family: ForgeFamily, chain?: string }} ExampleChain
 */

/**
 * A forge example as generated: its uuid, the request and the forge answer's transaction.
 * @typedef {{ uuid: string, request: ForgeRequest, transaction: ForgeAnswer }} ForgedExample
 */

/**
 * What the generator reads of a forge operation in openapi/paths: its request examples (one, or
 * named ones) and its success answer's.
 * @typedef {object} ForgeOperationYaml
 * @property {string} operationId
 * @property {{ content: Record<string, { example?: ForgeRequest, examples: Record<string, { value: ForgeRequest }> }> }} requestBody
 * @property {Record<string, { content: Record<string, { examples?: Record<string, unknown> }> }>} responses
 */

/**
 * A request example of a forge operation: its name among the operation's examples (none when it
 * has one example), its key (operationId, or operationId/name), the request, and where its
 * response example is held (missing when the response has no example of that name).
 * @typedef {{ name: string | undefined, key: string, request: ForgeRequest, responseHolder: unknown, field: 'example' | 'value' }} ExamplePair
 */

/**
 * The generator's output: the new text of each file it writes, and the values it generated by
 * example key (for the tests).
 * @typedef {object} GeneratedExamples
 * @property {Map<string, string>} files Absolute path → YAML text.
 * @property {Record<string, ForgedExample>} forged
 * @property {Record<string, Signed | SignedEvm>} signed
 * @property {Record<string, ForgeRequest>} requests
 */

/**
 * The chain family of a forge operation and, for a route that takes the identifier, the chain of an
 * example; null for an operation that is not a forge.
 * @param {string} operationId
 * @param {string} [exampleName]
 * @returns {ExampleChain | null}
 */
export function chainOf(operationId, exampleName) {
  const operation = describeForgeOperation(operationId);
  if (!operation) return null;
  if (FORGE_OPERATIONS[operationId].identifier !== undefined) return { family: operation.family };
  const first = STAKING_IDENTIFIERS.find(
    (identifier) => IDENTIFIERS[identifier].family === operation.family,
  );
  return {
    family: operation.family,
    chain: exampleName && PATH_PARAMETER_IDENTIFIERS.includes(exampleName) ? exampleName : first,
  };
}

/**
 * The test key address that signs for a chain family (its sandbox module names it).
 * @param {ExampleChain} example
 * @returns {Promise<string>}
 */
export async function signerAddress({ family, chain }) {
  return (await sandboxModule(family)).exampleSigner.address(chain);
}

/**
 * The forge answer's transaction for an example: what a fresh sandbox forges for it from its
 * snapshot, at the snapshot's day.
 * @param {string} operationId
 * @param {string | undefined} exampleName
 * @param {ForgeRequest} request
 * @returns {Promise<ForgeAnswer>}
 */
async function forgeFor(operationId, exampleName, request) {
  const c = chainOf(operationId, exampleName);
  if (!c) throw new Error(`unknown chain of ${operationId}`);
  const chain = await SandboxChain.create({ now: () => new Date(`${SNAPSHOT_DATE}T09:30:00Z`) });
  return (await chain.forge(operationId, { stakingIdentifier: c.chain }, request)).transaction;
}

/**
 * The request fields that tie an example to the snapshot's accounts. The signer is the test key,
 * but for the pool join: the test key is a member of pool 42 already (the other pool examples act
 * on that membership), so the join is made by the test mnemonic's second account, which the
 * snapshot does not list and which is therefore in no pool. A Solana example acts on the test
 * wallet's stake account in the state its operation needs: deactivating takes the active one,
 * withdrawing and delegating again take the one deactivated before the snapshot's epoch.
 * @param {string} operationId
 * @param {string | undefined} exampleName
 * @returns {Promise<{ delegatorAddress: string, stakeAccountAddress?: string }>}
 */
async function snapshotFields(operationId, exampleName) {
  const c = chainOf(operationId, exampleName);
  if (!c) throw new Error(`no forge rule for ${operationId}`);
  if (operationId === 'forgeDotPoolStake')
    return { delegatorAddress: (await accountKeys(1)).dot.address };
  /** @type {{ delegatorAddress: string, stakeAccountAddress?: string }} */
  const fields = { delegatorAddress: await signerAddress(c) };
  /** @type {Record<string, string>} */
  const seeds = {
    forgeSolUnstake: SOL_ACTIVE_SEED,
    forgeSolWithdraw: SOL_INACTIVE_SEED,
    forgeSolRedelegate: SOL_INACTIVE_SEED,
  };
  const seed = seeds[operationId];
  if (seed) fields.stakeAccountAddress = (await SOL.seedAddress(sol.address, seed)).toBase58();
  return fields;
}

/**
 * The forge example of `key` (operationId or operationId/example name) forged again and signed
 * with the test key, as a client signs it before it sends it.
 * @param {string} key
 * @param {ForgeRequest} request
 * @returns {Promise<Signed | SignedEvm>}
 */
async function signFor(key, request) {
  const [operationId, exampleName] = key.split('/');
  const c = chainOf(operationId, exampleName);
  const forged = await forgeFor(operationId, exampleName, request);
  const sign = c ? (await sandboxModule(c.family)).exampleSigner.sign : undefined;
  if (!sign) throw new Error(`${key} is not signed in the examples`);
  return sign(forged, c?.chain);
}

const JSON_CONTENT = 'application/json';

/**
 * Each (request, response) example pair of a forge operation, by example name.
 * @param {ForgeOperationYaml} op
 * @returns {ExamplePair[]}
 */
function examplePairs(op) {
  const req = op.requestBody.content[JSON_CONTENT];
  const res = op.responses['200'].content[JSON_CONTENT];
  if (req.example !== undefined)
    return [
      {
        name: undefined,
        key: op.operationId,
        request: req.example,
        responseHolder: res,
        field: 'example',
      },
    ];
  return Object.entries(req.examples).map(([name, ex]) => ({
    name,
    key: `${op.operationId}/${name}`,
    request: ex.value,
    responseHolder: res.examples?.[name],
    field: 'value',
  }));
}

/**
 * @param {unknown} a
 * @param {unknown} b
 */
function sameValue(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Sets a value in the YAML document only when it differs, so untouched nodes keep their form.
 * @param {Document} doc
 * @param {unknown[]} keys
 * @param {unknown} value
 */
function setIn(doc, keys, value) {
  const current = doc.getIn(keys);
  const plain =
    current &&
    typeof current === 'object' &&
    'toJSON' in current &&
    typeof current.toJSON === 'function'
      ? current.toJSON()
      : current;
  if (sameValue(plain, value)) return;
  doc.setIn(keys, doc.createNode(value, { aliasDuplicateObjects: false }));
}

/**
 * Runs the generator in memory. Returns { files: Map(file → new YAML text), forged, signed }
 * where forged/signed map example keys to the generated values (for tests and reports).
 * @returns {Promise<GeneratedExamples>}
 */
export async function generateExamples() {
  // Each family's forge calls (openapi/paths/forge-<family>.yaml), then the calls that follow them.
  const names = [
    ...Object.keys(FORGE_FAMILIES).map((family) => `forge-${family}`),
    'broadcast',
    'transactions',
  ];
  /** @type {Record<string, { file: string, text: string, doc: Document }>} */
  const docs = {};
  for (const n of names) {
    const file = path.join(PATHS_DIR, `${n}.yaml`);
    const text = await readFile(file, 'utf8');
    docs[n] = { file, text, doc: YAML.parseDocument(text) };
  }

  // 1. Requests, with the fields that tie them to the snapshot.
  /** @type {Record<string, ForgeRequest>} */
  const requests = {};
  /** @type {Record<string, ForgedExample>} */
  const forged = {};
  /** @type {{ doc: Document, p: string, op: ForgeOperationYaml, pair: ExamplePair, request: ForgeRequest }[]} */
  const pending = [];
  for (const n of names.filter((x) => x.startsWith('forge-'))) {
    const { doc } = docs[n];
    /** @type {Record<string, { post: ForgeOperationYaml }>} */
    const paths = doc.toJS().paths;
    for (const [p, item] of Object.entries(paths)) {
      const op = item.post;
      for (const pair of examplePairs(op)) {
        const request = { ...pair.request, ...(await snapshotFields(op.operationId, pair.name)) };
        requests[pair.key] = request;
        pending.push({ doc, p, op, pair, request });
      }
    }
  }

  // 2. Forge responses.
  for (const { doc, p, op, pair, request } of pending) {
    const reqKeys = ['paths', p, 'post', 'requestBody', 'content', JSON_CONTENT];
    const resKeys = ['paths', p, 'post', 'responses', '200', 'content', JSON_CONTENT];
    const uuid = uuidOf(pair.key);
    if (!uuid) throw new Error(`no uuid for ${pair.key}`);
    const transaction = await forgeFor(op.operationId, pair.name, request);
    forged[pair.key] = { uuid, request, transaction };
    if (pair.name === undefined) {
      setIn(doc, [...reqKeys, 'example'], request);
      setIn(doc, [...resKeys, 'example'], { uuid, transaction });
    } else {
      setIn(doc, [...reqKeys, 'examples', pair.name, 'value'], request);
      if (!pair.responseHolder) throw new Error(`${pair.key}: no response example of that name`);
      setIn(doc, [...resKeys, 'examples', pair.name, 'value'], { uuid, transaction });
    }
  }

  // 3. Broadcasts: the forge example signed with the test key.
  /** @type {Record<string, Signed | SignedEvm>} */
  const signed = {};
  const bdoc = docs.broadcast.doc;
  /** @type {Record<string, { post: { operationId: string } }>} */
  const broadcastPaths = bdoc.toJS().paths;
  for (const [p, item] of Object.entries(broadcastPaths)) {
    const op = item.post;
    const rule = BROADCASTS[op.operationId];
    if (!rule) throw new Error(`no broadcast rule for ${op.operationId}`);
    // A broadcast example signs a family whose signer returns the encoded transaction (not EVM).
    const s = /** @type {Signed} */ (await signFor(rule.from, requests[rule.from]));
    signed[rule.from] = s;
    setIn(bdoc, ['paths', p, 'post', 'requestBody', 'content', JSON_CONTENT, 'example'], {
      encodedTransaction: s.encodedTransaction,
      uuid: uuidOf(rule.from),
    });
    setIn(bdoc, ['paths', p, 'post', 'responses', '200', 'content', JSON_CONTENT, 'example'], {
      result: { txHash: s.txHash, explorerUrl: rule.explorer + s.txHash },
      boundToUUID: true,
    });
  }

  // 4. submitHash (an EVM transaction sent by the client) and the transaction lookup.
  const tdoc = docs.transactions.doc;
  const polStake = /** @type {SignedEvm} */ (
    await signFor('forgePolStake', requests.forgePolStake)
  );
  signed.forgePolStake = polStake;
  setIn(
    tdoc,
    [
      'paths',
      '/v1/transaction/submitHash',
      'post',
      'requestBody',
      'content',
      JSON_CONTENT,
      'example',
    ],
    {
      uuid: UUIDS.forgePolStake,
      txHash: polStake.txHash,
    },
  );
  const atom = signed['forgeTendermintStake/ATOM'];
  const get = ['paths', '/v1/transaction', 'get'];
  const params = /** @type {{ toJSON(): { name: string }[] }} */ (
    tdoc.getIn([...get, 'parameters'])
  ).toJSON();
  // Only uuid: the API refuses a look-up that gives both, and tools send every example given.
  setIn(
    tdoc,
    [...get, 'parameters', params.findIndex((parameter) => parameter.name === 'uuid'), 'example'],
    UUIDS['forgeTendermintStake/ATOM'],
  );
  const lookup = [...get, 'responses', '200', 'content', JSON_CONTENT, 'examples'];
  setIn(tdoc, [...lookup, 'included', 'value', 'uuid'], UUIDS['forgeTendermintStake/ATOM']);
  setIn(
    tdoc,
    [...lookup, 'included', 'value', 'requestBody'],
    requests['forgeTendermintStake/ATOM'],
  );
  setIn(tdoc, [...lookup, 'included', 'value', 'txHash'], atom.txHash);
  setIn(tdoc, [...lookup, 'draft', 'value', 'uuid'], UUIDS.forgeTendermintAutoRestakeEnable);
  setIn(
    tdoc,
    [...lookup, 'draft', 'value', 'requestBody'],
    requests.forgeTendermintAutoRestakeEnable,
  );

  // 5. Property examples of the schemas (openapi/components), taken from the examples above.
  /** @param {string} key */
  const f = (key) => forged[key];
  /**
   * The keys of a schema property's example: components.schemas.<schema>.properties.<…>.example.
   * @param {string} schema
   * @param {...string} props
   */
  const sch = (schema, ...props) => [
    'components',
    'schemas',
    schema,
    ...props.flatMap((p) => ['properties', p]),
    'example',
  ];
  const polTx = /** @type {{ serializedUnsignedTx: string }} */ (forged.forgePolStake.transaction)
    .serializedUnsignedTx;
  const atomTx = /** @type {TendermintForgeAnswer} */ (f('forgeTendermintStake/ATOM').transaction);
  // INJ answers the legacy EIP-712 variant (signEIP712CosmosTxV0) and EVMOS signEIP712: each is present for its chain.
  const injTx =
    /** @type {{ [K in keyof TendermintForgeAnswer]-?: NonNullable<TendermintForgeAnswer[K]> }} */ (
      f('forgeTendermintStake/INJ').transaction
    );
  const evmosTx =
    /** @type {{ [K in keyof TendermintForgeAnswer]-?: NonNullable<TendermintForgeAnswer[K]> }} */ (
      f('forgeTendermintStake/EVMOS').transaction
    );
  const solSigned = /** @type {Signed} */ (signed.forgeSolStake);
  const dotSigned = /** @type {Signed} */ (signed.forgeDotPoolAddToStake);
  /** @type {Record<string, [keys: unknown[], value: unknown][]>} */
  const componentExamples = {
    broadcast: [
      [sch('BroadcastRequest', 'encodedTransaction'), solSigned.encodedTransaction],
      [sch('BroadcastRequest', 'uuid'), UUIDS.forgeSolStake],
      [sch('DotBroadcastRequest', 'encodedTransaction'), dotSigned.encodedTransaction],
      [sch('DotBroadcastRequest', 'uuid'), UUIDS.forgeDotPoolAddToStake],
      [sch('BroadcastResult', 'txHash'), solSigned.txHash],
      [
        sch('BroadcastResult', 'explorerUrl'),
        BROADCASTS.broadcastSolTransaction.explorer + solSigned.txHash,
      ],
    ],
    'forge-evm': [
      [sch('EvmForgeResponse', 'uuid'), UUIDS.forgePolStake],
      [sch('EvmUnsignedTransaction', 'serializedUnsignedTx'), polTx],
      [
        sch('StakeWiseWithdrawRequest', 'unstakeTxHash'),
        requests.forgeStakeWiseWithdraw.unstakeTxHash,
      ],
    ],
    'forge-multiversx': [[sch('MultiversXForgeResponse', 'uuid'), UUIDS.forgeEgldStake]],
    'forge-near': [[sch('NearForgeResponse', 'uuid'), UUIDS.forgeNearStake]],
    'forge-polkadot': [
      [sch('PolkadotForgeResponse', 'uuid'), UUIDS.forgeDotPoolStake],
      [
        sch('PolkadotUnsignedTransaction', 'extrinsicHex'),
        /** @type {{ extrinsicHex: string }} */ (f('forgeDotPoolStake').transaction).extrinsicHex,
      ],
      [sch('DotPoolJoinRequest', 'delegatorAddress'), requests.forgeDotPoolStake.delegatorAddress],
    ],
    'forge-solana': [
      [sch('SolanaForgeResponse', 'uuid'), UUIDS.forgeSolStake],
      [
        sch('SolanaUnsignedTransaction', 'hash'),
        /** @type {{ hash: string }} */ (f('forgeSolStake').transaction).hash,
      ],
      [
        sch('SolUnstakeRequest', 'stakeAccountAddress'),
        requests['forgeSolUnstake/whole'].stakeAccountAddress,
      ],
      [
        sch('SolWithdrawRequest', 'stakeAccountAddress'),
        requests.forgeSolWithdraw.stakeAccountAddress,
      ],
      [
        sch('SolRedelegateRequest', 'stakeAccountAddress'),
        requests.forgeSolRedelegate.stakeAccountAddress,
      ],
    ],
    'forge-tendermint': [
      [sch('TendermintForgeResponse', 'uuid'), UUIDS['forgeTendermintStake/ATOM']],
      [sch('CosmosSignDirect', 'bodyBytes'), atomTx.signDirect.bodyBytes],
      [sch('CosmosSignDirect', 'authInfoBytes'), atomTx.signDirect.authInfoBytes],
      [sch('CosmosSignAmino', 'bodyBytes'), atomTx.signAmino.bodyBytes],
      [sch('CosmosSignAmino', 'authInfoBytes'), atomTx.signAmino.authInfoBytes],
      [
        sch('TendermintUnsignedTransaction', 'signEIP712', 'bodyBytes'),
        evmosTx.signEIP712.bodyBytes,
      ],
      [
        sch('TendermintUnsignedTransaction', 'signEIP712', 'authInfoBytes'),
        evmosTx.signEIP712.authInfoBytes,
      ],
      [
        sch('TendermintUnsignedTransaction', 'signEIP712CosmosTxV0', 'bodyBytes'),
        injTx.signEIP712CosmosTxV0.bodyBytes,
      ],
      [
        sch('TendermintUnsignedTransaction', 'signEIP712CosmosTxV0', 'authInfoBytes'),
        injTx.signEIP712CosmosTxV0.authInfoBytes,
      ],
    ],
    transactions: [
      [sch('Transaction', 'uuid'), UUIDS['forgeTendermintStake/ATOM']],
      [sch('Transaction', 'txHash'), atom.txHash],
      [sch('SubmitHashRequest', 'uuid'), UUIDS.forgePolStake],
      [sch('SubmitHashRequest', 'txHash'), polStake.txHash],
    ],
  };
  for (const [name, entries] of Object.entries(componentExamples)) {
    const file = path.join(COMPONENTS_DIR, `${name}.yaml`);
    const text = await readFile(file, 'utf8');
    const doc = YAML.parseDocument(text);
    for (const [keys, value] of entries) {
      if (!doc.hasIn(keys)) throw new Error(`${name}.yaml has no ${keys.join('.')}`);
      setIn(doc, keys, value);
    }
    docs[`components/${name}`] = { file, text, doc };
  }

  /** @type {Map<string, string>} */
  const files = new Map();
  for (const { file, doc } of Object.values(docs))
    files.set(file, doc.toString({ lineWidth: 0, singleQuote: true }));
  return { files, forged, signed, requests };
}

/**
 * Files (paths relative to the repository) whose text differs from the generated one.
 * @param {Map<string, string>} files
 * @param {(file: string) => Promise<string> | string} [readText]
 * @returns {Promise<string[]>}
 */
export async function differingFiles(files, readText = (file) => readFile(file, 'utf8')) {
  /** @type {string[]} */
  const out = [];
  for (const [file, text] of files)
    if ((await readText(file)) !== text) out.push(path.relative(ROOT, file));
  return out;
}

async function main() {
  const check = process.argv.includes('--check');
  const { files } = await generateExamples();
  const differing = await differingFiles(files);
  if (check) {
    for (const f of differing) console.error(`differs from the generator's output: ${f}`);
    if (differing.length) process.exit(1);
    console.log("examples are the generator's output");
    return;
  }
  for (const f of differing)
    await writeFile(path.join(ROOT, f), /** @type {string} */ (files.get(path.join(ROOT, f))));
  console.log(`examples written (${differing.length} file(s) changed)`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  await main();
