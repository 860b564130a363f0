// @vitest-environment node
/**
 * The sandbox starts without any chain: `npm run sandbox` answers GET /status before a family of
 * chains is loaded, and each family joins the chain on the first request that needs it. Whichever
 * family joins first, every answer is the one a sandbox with every family from the start gives:
 * the reports' order, the description's example transactions, yield, a forge.
 */
import { spawn } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, waitUntilUp } from '../support/local.mjs';
import { tendermint } from '../examples/test-keys.mjs';
import { EXAMPLE } from './snapshot.mjs';
import { document, sandboxFixture, type Answer } from './test-support';
import { postExamples } from './description.mjs';

describe('npm run sandbox', () => {
  it('answers GET /status with 204 once it listens, and says where it listens', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/sandbox/sandbox.mjs'], {
      env: { ...process.env, SANDBOX_HOST: '127.0.0.1', SANDBOX_PORT: String(port) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    const exited = new Promise((resolve) => child.once('exit', resolve));
    try {
      // Nothing answers until the sandbox listens: each failed attempt is retried, without limit
      // but the test's own.
      await waitUntilUp(`http://127.0.0.1:${port}/status`, {
        timeoutMs: Number.POSITIVE_INFINITY,
        intervalMs: 50,
      });
      expect((await fetch(`http://127.0.0.1:${port}/status`)).status).toBe(204);
      expect(output).toContain(`Sandbox on http://127.0.0.1:${port}`);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  });
});

describe('a family joins on its first use, with the answers of a sandbox that has every family', () => {
  let lazy: Awaited<ReturnType<typeof sandboxFixture>>;
  let every: Awaited<ReturnType<typeof sandboxFixture>>;
  beforeAll(async () => {
    lazy = await sandboxFixture();
    every = await sandboxFixture({ everyFamily: true });
  });
  afterAll(async () => {
    await lazy?.sandbox.close();
    await every?.sandbox.close();
  });

  /** The same call to both sandboxes; the answers, with the uuid of a new transaction left out. */
  async function both(method: string, url: string, body?: unknown): Promise<[Answer, Answer]> {
    const answers = [
      await lazy.call(method, url, { body }),
      await every.call(method, url, { body }),
    ];
    return answers.map((answer) => ({
      ...answer,
      body: answer.body?.uuid ? { ...answer.body, uuid: '(new)' } : answer.body,
    })) as [Answer, Answer];
  }

  it('starts with no family in the chain', () => {
    expect(lazy.sandbox.state.chain.state).toEqual({});
    expect(Object.keys(every.sandbox.state.chain.state).sort()).toEqual([
      'evm',
      'multiversx',
      'near',
      'polkadot',
      'solana',
      'tendermint',
    ]);
  });

  it('a Tendermint forge first, then every report in the order of the snapshot', async () => {
    const [lazyForge, everyForge] = await both('post', '/v1/transactions/ATOM/forge/stake', {
      delegatorAddress: tendermint.ATOM!.address,
      validatorAddress: EXAMPLE.atomValidator,
      amount: '1',
    });
    expect(lazyForge.status).toBe(200);
    expect(lazyForge.body).toEqual(everyForge.body);
    expect(Object.keys(lazy.sandbox.state.chain.state)).toEqual(['tendermint']);
    for (const report of [
      '/v1/reporting/staking-amount/total',
      '/v1/reporting/staking-amount/total/by-wallet',
      '/v1/reporting/earnings/total?begDate=2025-12-01&endDate=2025-12-14',
      '/v1/reporting/earnings/total/by-wallet?begDate=2025-12-01&endDate=2025-12-14',
      '/v1/reporting/earnings/by-day?begDate=2025-12-01&endDate=2025-12-03',
      '/v1/reporting/earnings/by-day/by-wallet?begDate=2025-12-01&endDate=2025-12-03',
      '/v1/reporting/staking-amount/total?wallet=not-a-wallet!',
    ]) {
      const [fromLazy, fromEvery] = await both('get', report);
      expect(fromLazy, report).toEqual(fromEvery);
    }
    expect(
      (await both('get', '/v1/reporting/staking-amount/total'))[0].body.totals.map(
        (total: { stakingIdentifier: string }) => total.stakingIdentifier,
      ),
    ).toEqual(['CHILIZ', 'CXT', 'POL', 'STAKEWISE', 'NEAR', 'EGLD', 'DOT', 'SOL', 'ATOM']);
  });

  it("yield, each family's own figure", async () => {
    await lazy.sandbox.reset();
    for (const identifier of ['SOL', 'NEAR', 'CHILIZ', 'OSMO', 'BTC', 'DOT', 'EGLD']) {
      const [fromLazy, fromEvery] = await both(
        'get',
        `/v1/yield/current?stakingIdentifier=${identifier}`,
      );
      expect(fromLazy, identifier).toEqual(fromEvery);
    }
  });

  it("the description's example transactions, looked up by uuid on a fresh sandbox", async () => {
    await lazy.sandbox.reset();
    const uuids = postExamples(document)
      .map(({ response }) => response?.uuid)
      .filter((uuid): uuid is string => typeof uuid === 'string');
    expect(uuids.length).toBeGreaterThan(40);
    for (const uuid of uuids) {
      const [fromLazy, fromEvery] = await both('get', `/v1/transaction?uuid=${uuid}`);
      expect(fromLazy.status, uuid).toBe(200);
      expect(fromLazy, uuid).toEqual(fromEvery);
    }
  });
});
