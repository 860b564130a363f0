// The site's Postman collection, run by newman (Postman's own command-line runner) with the
// sandbox environment against a freshly started sandbox (`npm run sandbox` on a free port), in
// the collection's order: every request must be answered with a 2xx status.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import newman from 'newman';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import siteConfig from '@/content/site.config';
import { loadApiDocument } from '@/lib/openapi/document/load';
import { postmanCollection } from '@/lib/postman/collection';
import { postmanEnvironment } from '@/lib/postman/environments';
import { freePort, waitUntilUp } from '@/scripts/support/local.mjs';
import { SANDBOX_MASTER_KEY } from '@/scripts/sandbox/store.mjs';

interface Execution {
  item: { name: string };
  request: { method: string; url: { toString(): string } };
  response?: { code: number; stream?: Buffer };
  requestError?: Error;
}

let sandbox: ChildProcess;
let sandboxUrl: string;

beforeAll(async () => {
  const port = await freePort();
  // What `npm run sandbox` runs, on a port of its own.
  sandbox = spawn(
    process.execPath,
    ['--import', 'tsx', path.join('scripts', 'sandbox', 'sandbox.mjs')],
    {
      env: { ...process.env, SANDBOX_PORT: String(port) },
      stdio: 'ignore',
    },
  );
  sandboxUrl = `http://127.0.0.1:${port}`;
  await waitUntilUp(`${sandboxUrl}/status`, { timeoutMs: 60_000 });
});

afterAll(() => {
  sandbox?.kill();
});

function runCollection(): Promise<Execution[]> {
  const document = loadApiDocument();
  const environment = postmanEnvironment('sandbox', { sandboxKey: SANDBOX_MASTER_KEY, document });
  // The sandbox environment as a reader imports it, pointed at this run's port.
  environment.values.find((value) => value.key === 'baseUrl')!.value = sandboxUrl;
  return new Promise((resolve, reject) => {
    newman.run(
      {
        collection: postmanCollection({ document, siteUrl: siteConfig.url }),
        environment,
        reporters: [],
        // A guard against a request that never ends, not a latency target: the sandbox's first
        // request of a family loads that family's chain libraries, which takes seconds on a quiet
        // machine and tens of seconds on a busy one.
        timeoutRequest: 120_000,
      },
      (error: Error | null, summary: { run: { executions: Execution[] } }) =>
        error ? reject(error) : resolve(summary.run.executions),
    );
  });
}

describe('the Postman collection, run by newman against a fresh sandbox', () => {
  it('answers every request with 2xx, in the order of the collection', async () => {
    const executions = await runCollection();
    expect(executions).toHaveLength(60);
    const outcome = (execution: Execution) =>
      `${execution.item.name}: ${execution.request.method} ` +
      `${execution.request.url.toString()} → ` +
      `${execution.response?.code ?? execution.requestError?.message}`;
    const failed = executions.filter(
      (execution) =>
        !(execution.response && execution.response.code >= 200 && execution.response.code < 300),
    );
    expect(failed.map(outcome)).toEqual([]);
    // The story's requests, with what they answered.
    const answered = (name: string) =>
      executions.find((execution) => execution.item.name === name)!.response!.code;
    expect(answered('Check that the API is up')).toBe(204);
    expect(answered('Activate your account and get the master key')).toBe(200);
    expect(answered('Create a secondary API key')).toBe(200);
    expect(answered('Delete a secondary API key')).toBe(204);
    expect(answered('Delegate to a validator')).toBe(200);
    expect(answered('Broadcast a signed Cosmos transaction')).toBe(200);
    expect(answered('Look up a transaction')).toBe(200);
    // The requests whose accounts a fresh sandbox holds for them: the stake accounts in the state
    // each Solana operation needs, a wallet in no pool, a secondary key to delete.
    expect(answered('Deactivate a stake account')).toBe(200);
    expect(answered('Withdraw SOL from a stake account')).toBe(200);
    expect(answered('Delegate a stake account to another validator')).toBe(200);
    expect(answered('Join a nomination pool')).toBe(200);
  }, 600_000);
});
