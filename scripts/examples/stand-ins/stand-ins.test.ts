// @vitest-environment node
/**
 * The Asset Hub and MultiversX parts of the RPC stand-in, read by the chains' own clients as the
 * example programs read them (@polkadot/api over HTTP, sdk-core's ProxyNetworkProvider): the
 * values are the sandbox's state, in the chains' encodings, and move when its transactions settle.
 */
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import '@polkadot/api-augment';
import { ApiPromise, HttpProvider } from '@polkadot/api';
import { Keyring } from '@polkadot/keyring';
import { Address, ProxyNetworkProvider, SmartContractQuery } from '@multiversx/sdk-core';
import { NETWORK } from '../../../lib/chains/polkadot/facts';
import { forge as forgeDot } from '../../../lib/chains/polkadot/forge';
import { SandboxChain } from '../../sandbox/chain.mjs';
import { EXAMPLE } from '../../sandbox/snapshot.mjs';
import { checkBroadcast, finalizedHead } from '../../sandbox/chains/polkadot.mjs';
import { MULTIVERSX_GATEWAY_PATH, createRpcStandIn } from '../rpc-stand-in.mjs';
import { TEST_MNEMONIC, accountKeys, dot, egld } from '../test-keys.mjs';

const DOT = 10_000_000_000n;
const EGLD = 10n ** 18n;

let chain: SandboxChain;
let rpc: ReturnType<typeof createRpcStandIn>;
let url: string;
let api: ApiPromise;
beforeAll(async () => {
  chain = await SandboxChain.create();
  rpc = createRpcStandIn({ chain: () => chain });
  url = await rpc.listen();
  api = await ApiPromise.create({ provider: new HttpProvider(url), noInitWarn: true });
});
afterAll(async () => {
  await api?.disconnect();
  await rpc?.close();
});

describe('Polkadot Asset Hub, through @polkadot/api over HTTP', () => {
  it('is Asset Hub by its genesis hash, runtime and chain name', () => {
    expect(api.genesisHash.toHex()).toBe(NETWORK.chainId);
    expect([
      api.runtimeChain.toString(),
      api.runtimeVersion.specName.toString(),
      api.runtimeVersion.specVersion.toNumber(),
    ]).toEqual(['Polkadot Asset Hub', 'statemint', 2_000_000]);
    expect(api.consts.balances.existentialDeposit.toBigInt()).toBe(100_000_000n); // 0.01 DOT
  });

  it(
    "reads the test key's membership, rewards, nonce and balance, and the pools, era and " +
      'MinJoinBond of the snapshot',
    async () => {
      const member = (await api.query.nominationPools.poolMembers(dot.address)).unwrap();
      expect([
        member.poolId.toNumber(),
        member.points.toBigInt(),
        [...member.unbondingEras.entries()].map(([era, points]) => [
          era.toNumber(),
          points.toBigInt(),
        ]),
      ]).toEqual([42, 100n * DOT, [[2039, 20n * DOT]]]);
      expect((await api.call.nominationPoolsApi.pendingRewards(dot.address)).toBigInt()).toBe(
        8_421_356_217n,
      );
      expect((await api.call.accountNonceApi.accountNonce(dot.address)).toNumber()).toBe(3);
      const account = await api.query.system.account(dot.address);
      expect([account.nonce.toNumber(), account.data.free.toBigInt()]).toEqual([3, 500n * DOT]);
      expect((await api.query.staking.currentEra()).unwrap().toNumber()).toBe(2041);
      expect((await api.query.nominationPools.minJoinBond()).toBigInt()).toBe(DOT);
      const pool = (await api.query.nominationPools.bondedPools(42)).unwrap();
      expect([pool.state.type, pool.memberCounter.toNumber(), pool.points.toBigInt()]).toEqual([
        'Open',
        1,
        100n * DOT,
      ]);
      expect((await api.query.nominationPools.bondedPools(9)).unwrap().state.type).toBe('Blocked');
      expect((await api.query.nominationPools.bondedPools(1000)).isNone).toBe(true);
    },
  );

  it('an account the snapshot does not know is in no pool and holds the default balance', async () => {
    const { dot: pair } = await accountKeys(1);
    expect((await api.query.nominationPools.poolMembers(pair.address)).isNone).toBe(true);
    expect((await api.query.system.account(pair.address)).data.free.toBigInt()).toBe(10_000n * DOT);
  });

  it('an unbond that settled shows as a chunk withdrawable 28 eras after the current one', async () => {
    const { plan } = await chain.forge(
      'forgeDotPoolUnstake',
      {},
      { delegatorAddress: dot.address, amount: '10' },
    );
    expect(plan.apply()).toBe(true);
    const member = (await api.query.nominationPools.poolMembers(dot.address)).unwrap();
    expect(
      [...member.unbondingEras.entries()].map(([era, points]) => [
        era.toNumber(),
        points.toBigInt(),
      ]),
    ).toEqual([
      [2039, 20n * DOT],
      [2069, 10n * DOT],
    ]);
    chain = await SandboxChain.create();
  });

  it(
    "signAsync signs at the finalized head, which the sandbox's node knows; an era born at " +
      'another block is refused',
    async () => {
      const pair = new Keyring({ type: 'ed25519', ss58Format: 0 }).addFromUri(TEST_MNEMONIC);
      const { extrinsicHex } = forgeDot('forgeDotPoolClaimRewards', {
        delegatorAddress: dot.address,
      });
      const extrinsic = api.tx(extrinsicHex);
      await extrinsic.signAsync(pair, { nonce: -1 });
      const head = finalizedHead();
      expect([
        extrinsic.nonce.toNumber(),
        extrinsic.era.asMortalEra.birth(head.header.number),
      ]).toEqual([3, 9_800_001]);
      expect(checkBroadcast(chain, extrinsic.toHex()).txHash).toBe(extrinsic.hash.toHex());

      const later = api.tx(extrinsicHex);
      await later.signAsync(pair, {
        nonce: 3,
        blockHash: head.hash,
        era: api.createType('ExtrinsicEra', { current: 9_800_005, period: 64 }),
      });
      expect(() => checkBroadcast(chain, later.toHex())).toThrow(
        /^Transaction rejected by the node: its mortal era starts at block \d+, which is not the head this chain knows/,
      );
    },
  );

  it('does not take extrinsics: the programs broadcast through the API', async () => {
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'author_submitExtrinsic',
        params: ['0x00'],
      }),
    }).then((r) => r.json());
    expect(answer.error.code).toBe(-32601);
  });
});

describe('the MultiversX gateway, through sdk-core', () => {
  const gateway = () =>
    new ProxyNetworkProvider(`${url}${MULTIVERSX_GATEWAY_PATH}`, { clientName: 'stand-in test' });
  const provider = Address.newFromBech32(EXAMPLE.egldProvider);
  const query = (name: string, wallet: string) =>
    gateway().queryContract(
      new SmartContractQuery({
        contract: provider,
        function: name,
        arguments: [Address.newFromBech32(wallet).getPublicKey()],
      }),
    );
  const integers = (parts: Uint8Array[]) =>
    parts.map((bytes) => (bytes.length ? BigInt(`0x${Buffer.from(bytes).toString('hex')}`) : 0n));

  it(
    "answers the test key's account, delegation, rewards and undelegations as the delegation " +
      'contract does',
    async () => {
      const account = await gateway().getAccount(Address.newFromBech32(egld.address));
      expect([account.nonce, account.balance]).toEqual([42n, 100n * EGLD]);
      expect(integers((await query('getUserActiveStake', egld.address)).returnDataParts)).toEqual([
        50n * EGLD,
      ]);
      expect(integers((await query('getClaimableRewards', egld.address)).returnDataParts)).toEqual([
        412_557n * 10n ** 12n,
      ]);
      // Amount, then the epochs left: 0 for the snapshot's undelegation, 10 for one made in this test.
      expect(
        integers((await query('getUserUnDelegatedList', egld.address)).returnDataParts),
      ).toEqual([5n * EGLD, 0n]);
      const { plan } = await chain.forge(
        'forgeEgldUnstake',
        {},
        { delegatorAddress: egld.address, validatorAddress: EXAMPLE.egldProvider, amount: '10' },
      );
      expect(plan.apply()).toBe(true);
      expect(
        integers((await query('getUserUnDelegatedList', egld.address)).returnDataParts),
      ).toEqual([5n * EGLD, 0n, 10n * EGLD, 10n]);
      chain = await SandboxChain.create();
    },
  );

  it(
    "answers a wallet that never delegated with the contract's user error, and refuses what it " +
      'does not answer',
    async () => {
      const { egld: own } = await accountKeys(1);
      const answer = await query('getUserActiveStake', own.address);
      expect([answer.returnCode, answer.returnMessage]).toEqual([
        'user error',
        'view function works only for existing delegators',
      ]);
      await expect(query('getTotalActiveStake', egld.address)).rejects.toThrow(
        /answers getUserActiveStake, getClaimableRewards, getUserUnDelegatedList only/,
      );
      const send = await fetch(`${url}${MULTIVERSX_GATEWAY_PATH}/transaction/send`, {
        method: 'POST',
        body: '{}',
      });
      expect(send.status).toBe(404);
    },
  );
});

describe('the connections the programs keep open', () => {
  it(
    'stay open while idle past the 5 s after which a Node server closes them, for the client ' +
      'to close, and carry the next request',
    async () => {
      const { hostname, port } = new URL(url);
      const socket = net.connect(Number(port), hostname);
      let received = '';
      socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
      let closedByServer = false;
      socket.on('end', () => (closedByServer = true));
      const body = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'system_chain', params: [] });
      const request =
        `POST / HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${body.length}\r\n\r\n${body}`;
      const answers = () => received.split('HTTP/1.1 200').length - 1;
      const until = async (done: () => boolean) => {
        while (!done()) await new Promise((resolve) => setTimeout(resolve, 50));
      };

      socket.write(request);
      await until(() => answers() === 1);
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect(closedByServer).toBe(false);
      socket.write(request);
      await until(() => answers() === 2 || closedByServer);
      expect(received).toContain('"result":"Polkadot Asset Hub"');
      expect(answers()).toBe(2);
      socket.destroy();
    },
    20_000,
  );
});
