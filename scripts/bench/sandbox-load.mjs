// Load on the sandbox (`npm run bench -- --sandbox`, or `--only-sandbox`): `npm run sandbox` in a
// process of its own on a free loopback port, and concurrent clients in this one, each with its
// own wallets, that forge, sign, send (broadcast, or submitHash) and look up, for a fixed time and
// at most a fixed number of requests. Reports requests per second, p50/p99 latency per call and
// overall, errors (any answer that is not 2xx, or a failed request), and whether state was lost:
// after the run every sent transaction must reach SUCCESS. Before the load, the start: from the
// process's start to its first answer to GET /status (the median of five fresh processes), and
// how long its first report takes, which brings every chain family into the sandbox.
//
// Options: --sandbox-seconds (default 20), --sandbox-clients (default 8), --sandbox-max-requests
// (default 50000), --sandbox-starts (default 5).
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitUntilUp } from '../support/local.mjs';
import { accountKeys } from '../examples/test-keys.mjs';
import { signEgld, signEvm, signTendermintDirect } from '../examples/sign.mjs';
import { SANDBOX_MASTER_KEY } from '../sandbox/store.mjs';
import { EXAMPLE } from '../sandbox/snapshot.mjs';
import { median } from './api.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SETTLE_MS = 500;

function option(name, fallback) {
  const index = process.argv.indexOf(name);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
}

function percentile(sorted, p) {
  return sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Starts `npm run sandbox`'s script on a free loopback port; resolves to { url, startMs, stop() },
 * `startMs` from the process's start to its first answer to GET /status (asked every 10 ms).
 */
async function startServer() {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/sandbox/sandbox.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env,
      SANDBOX_HOST: '127.0.0.1',
      SANDBOX_PORT: String(port),
      SANDBOX_SETTLE_MS: String(SETTLE_MS),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${url}/status`, { timeoutMs: 120_000, intervalMs: 10 });
  const startMs = performance.now() - started;
  return {
    url,
    startMs,
    stop: () => new Promise((resolve) => (child.once('exit', resolve), child.kill('SIGTERM'))),
  };
}

/** The start, `starts` times: each fresh process's time to its first GET /status, and to its first report. */
async function sandboxStart(starts) {
  const startMs = [];
  const firstReportMs = [];
  for (let i = 0; i < starts; i += 1) {
    const server = await startServer();
    try {
      startMs.push(server.startMs);
      const asked = performance.now();
      const report = await fetch(`${server.url}/v1/reporting/staking-amount/total`, {
        headers: { 'api-key': SANDBOX_MASTER_KEY },
      });
      if (!report.ok) throw new Error(`the first report answered ${report.status}`);
      firstReportMs.push(performance.now() - asked);
    } finally {
      await server.stop();
    }
  }
  return { startMs, firstReportMs, loadAverage: os.loadavg()[0] };
}

/** One client: its wallets, and one round of each chain's flow in turn. */
async function client(index, url, record) {
  const keys = await accountKeys(100 + index);
  const cosmos = await keys.cosmos('ATOM');
  const [{ address: atom }] = await cosmos.getAccounts();
  const call = async (kind, method, route, body) => {
    const started = performance.now();
    let status = 0;
    let answer;
    try {
      const response = await fetch(url + route, {
        method,
        headers: {
          'api-key': SANDBOX_MASTER_KEY,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      status = response.status;
      answer = response.status === 204 ? null : await response.json();
    } finally {
      record(kind, performance.now() - started, status);
    }
    if (status < 200 || status >= 300)
      throw new Error(`${method} ${route} answered ${status}: ${JSON.stringify(answer)}`);
    return answer;
  };
  const rounds = [
    async () => {
      const forged = await call('forge', 'POST', '/v1/transactions/ATOM/forge/stake', {
        delegatorAddress: atom,
        validatorAddress: EXAMPLE.atomValidator,
        amount: '0.001',
      });
      const signed = await signTendermintDirect(forged.transaction, 'ATOM', cosmos);
      await call('broadcast', 'POST', '/v1/transactions/ATOM/broadcast', {
        encodedTransaction: signed.encodedTransaction,
        uuid: forged.uuid,
      });
      return forged.uuid;
    },
    async () => {
      const forged = await call('forge', 'POST', '/v1/transactions/POL/forge/stake', {
        delegatorAddress: keys.evm.address,
        validatorAddress: EXAMPLE.polValidator,
        amount: '0.001',
      });
      const { txHash } = signEvm(forged.transaction.serializedUnsignedTx, keys.evm);
      await call('submitHash', 'POST', '/v1/transaction/submitHash', { uuid: forged.uuid, txHash });
      return forged.uuid;
    },
    async () => {
      const forged = await call('forge', 'POST', '/v1/transactions/EGLD/forge/stake', {
        delegatorAddress: keys.egld.address,
        validatorAddress: EXAMPLE.egldProvider,
        amount: '1',
      });
      const signed = signEgld(forged.transaction, keys.egld.secretKey);
      await call('broadcast', 'POST', '/v1/transactions/EGLD/broadcast', {
        encodedTransaction: signed.encodedTransaction,
        uuid: forged.uuid,
      });
      return forged.uuid;
    },
  ];
  return { call, rounds };
}

/** Runs the load; resolves to the figures the README reports. */
export async function sandboxLoad({
  seconds = option('--sandbox-seconds', 20),
  clients = option('--sandbox-clients', 8),
  maxRequests = option('--sandbox-max-requests', 50_000),
  starts = option('--sandbox-starts', 5),
} = {}) {
  const start = await sandboxStart(starts);
  const load = os.loadavg()[0];
  const server = await startServer();
  const latencies = {};
  let requests = 0;
  const errors = [];
  const record = (kind, ms, status) => {
    requests += 1;
    (latencies[kind] ??= []).push(ms);
    if (status < 200 || status >= 300) errors.push(`${kind} ${status}`);
  };
  try {
    const users = await Promise.all(
      Array.from({ length: clients }, (_, i) => client(i, server.url, record)),
    );
    const sent = [];
    const started = performance.now();
    const deadline = started + seconds * 1000;
    await Promise.all(
      users.map(async (user, i) => {
        for (let round = i; performance.now() < deadline && requests < maxRequests; round += 1) {
          try {
            const uuid = await user.rounds[round % user.rounds.length]();
            sent.push(uuid);
            await user.call('lookup', 'GET', `/v1/transaction?uuid=${uuid}`);
          } catch (error) {
            if (!errors.length || !String(errors.at(-1)).startsWith('client'))
              errors.push(`client: ${error.message}`);
          }
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    // Every sent transaction must reach SUCCESS once the settle time has passed: no state lost.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS + 500));
    let success = 0;
    const statuses = {};
    for (const uuid of sent) {
      const found = await fetch(`${server.url}/v1/transaction?uuid=${uuid}`, {
        headers: { 'api-key': SANDBOX_MASTER_KEY },
      }).then((r) => r.json());
      statuses[found.txStatus] = (statuses[found.txStatus] ?? 0) + 1;
      if (found.txStatus === 'SUCCESS' && found.verified) success += 1;
    }
    const all = Object.values(latencies)
      .flat()
      .sort((a, b) => a - b);
    const perCall = Object.fromEntries(
      Object.entries(latencies).map(([kind, list]) => {
        const sorted = [...list].sort((a, b) => a - b);
        return [
          kind,
          {
            count: sorted.length,
            p50: percentile(sorted, 50),
            p99: percentile(sorted, 99),
            median: median(sorted),
          },
        ];
      }),
    );
    return {
      clients,
      seconds: elapsed,
      requests,
      requestsPerSecond: requests / elapsed,
      p50: percentile(all, 50),
      p99: percentile(all, 99),
      perCall,
      errors: errors.length,
      errorSamples: errors.slice(0, 5),
      sent: sent.length,
      reachedSuccess: success,
      statuses,
      loadAverageAtStart: load,
      start,
    };
  } finally {
    await server.stop();
  }
}

/** Prints the figures as the README's table. */
export function printSandboxLoad(r) {
  const ms = (v) => `${v.toFixed(1)} ms`;
  const { start } = r;
  const sorted = (list) => [...list].sort((a, b) => a - b);
  console.log(
    `\nSandbox start (${start.startMs.length} fresh processes; load average after them ` +
      `${start.loadAverage.toFixed(1)})\n`,
  );
  console.log(
    `First GET /status answered: median ${ms(median(sorted(start.startMs)))} after the process started (${sorted(
      start.startMs,
    )
      .map((v) => v.toFixed(0))
      .join(', ')} ms)`,
  );
  console.log(
    `First report (every family joins): median ${ms(median(sorted(start.firstReportMs)))} (${sorted(
      start.firstReportMs,
    )
      .map((v) => v.toFixed(0))
      .join(', ')} ms)`,
  );
  console.log(
    `\nSandbox under load (${r.clients} clients on loopback for ${r.seconds.toFixed(1)} s; ` +
      `load average at start ${r.loadAverageAtStart.toFixed(1)})\n`,
  );
  console.log('| call | requests | p50 | p99 |');
  console.log('| --- | --- | --- | --- |');
  for (const [kind, c] of Object.entries(r.perCall))
    console.log(`| ${kind} | ${c.count} | ${ms(c.p50)} | ${ms(c.p99)} |`);
  console.log(`| all | ${r.requests} | ${ms(r.p50)} | ${ms(r.p99)} |`);
  console.log(
    `\n${r.requestsPerSecond.toFixed(0)} requests per second; errors: ` +
      `${r.errors}${r.errors ? ` (${r.errorSamples.join('; ')})` : ''}`,
  );
  console.log(
    `Transactions sent: ${r.sent}; reached SUCCESS: ${r.reachedSuccess} (${JSON.stringify(r.statuses)})`,
  );
}
