// The integrators' tools in `npm run bench` (--only-integrations runs only these): the docs MCP
// server the site offers (its size, the time to bundle it, its start and each tool's answer
// time, its memory), and the Postman collection (its size, and newman's run of it against a
// freshly started sandbox). Reads the export in out/; no browser.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import newman from 'newman';
import { bundleMcpServer } from '../mcp/bundle.mjs';
import { freePort, waitUntilUp } from '../support/local.mjs';

const RUNS = 5;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const since = (started) => Math.round(performance.now() - started);

/** The largest resident size of a process so far, from /proc (Linux), in MB. */
function peakMB(pid) {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : undefined;
  } catch {
    return undefined;
  }
}

/** One start of the downloaded server on `outDir`: the time to its first answer, each call's time, its memory. */
async function mcpRun(server, outDir, calls) {
  const started = performance.now();
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [server, outDir],
    stderr: 'ignore',
  });
  const client = new Client({ name: 'bench', version: '1' });
  await client.connect(transport);
  await client.listTools();
  const firstAnswer = since(started);
  const times = {};
  for (const [name, args] of calls) {
    const at = performance.now();
    await client.callTool({ name, arguments: args });
    times[`${name} ${JSON.stringify(args).slice(0, 40)}`] = since(at);
  }
  const memory = peakMB(transport.pid);
  await client.close();
  return { firstAnswer, times, memory };
}

function mcpCalls(outDir) {
  const description = JSON.parse(fs.readFileSync(path.join(outDir, 'openapi.json'), 'utf8'));
  const stake = description.paths['/v1/transactions/{stakingIdentifier}/forge/stake'].post;
  const pool = description.paths['/v1/transactions/DOT/pool/forge/addToStake'].post;
  const pick = (operation, name) => {
    const value = (media) => (name ? media.examples[name].value : media.example);
    return {
      request: value(operation.requestBody.content['application/json']),
      answer: value(operation.responses['200'].content['application/json']),
    };
  };
  return [
    ['search_docs', { query: 'solana withdraw after deactivation' }],
    ['search_docs', { query: 'unbondNonce' }],
    ['read_page', { page: '/docs/core-concepts' }],
    ['read_operation', { operation: 'forgeTendermintStake' }],
    ['list_chains', {}],
    ['check_forge_answer', { ...pick(stake, 'ATOM'), operationId: 'forgeTendermintStake' }],
    ['check_forge_answer', { ...pick(pool), operationId: 'forgeDotPoolAddToStake' }],
  ];
}

/** newman's run of the collection with the sandbox environment against a sandbox started for it. */
async function newmanRun(outDir) {
  const port = await freePort();
  const sandbox = spawn(
    process.execPath,
    ['--import', 'tsx', path.join('scripts', 'sandbox', 'sandbox.mjs')],
    { env: { ...process.env, SANDBOX_PORT: String(port) }, stdio: 'ignore' },
  );
  try {
    await waitUntilUp(`http://127.0.0.1:${port}/status`, { timeoutMs: 60_000 });
    const collection = JSON.parse(
      fs.readFileSync(
        path.join(outDir, 'downloads', 'postman', 'staking-api.postman_collection.json'),
        'utf8',
      ),
    );
    const environment = JSON.parse(
      fs.readFileSync(
        path.join(outDir, 'downloads', 'postman', 'staking-api-sandbox.postman_environment.json'),
        'utf8',
      ),
    );
    environment.values.find((value) => value.key === 'baseUrl').value = `http://127.0.0.1:${port}`;
    const started = performance.now();
    const executions = await new Promise((resolve, reject) =>
      newman.run({ collection, environment, reporters: [] }, (error, summary) =>
        error ? reject(error) : resolve(summary.run.executions),
      ),
    );
    const answered2xx = executions.filter(
      (execution) =>
        execution.response && execution.response.code >= 200 && execution.response.code < 300,
    ).length;
    return { ms: since(started), requests: executions.length, answered2xx };
  } finally {
    sandbox.kill();
  }
}

export async function integrationsBench(outDir = 'out') {
  const server = path.join(outDir, 'downloads', 'staking-docs-mcp.mjs');
  const bundle = fs.readFileSync(server);
  const bundleTimes = [];
  for (let run = 0; run < 3; run += 1) {
    const started = performance.now();
    await bundleMcpServer();
    bundleTimes.push(since(started));
  }
  const calls = mcpCalls(outDir);
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await mcpRun(server, outDir, calls));
  const collection = fs.readFileSync(
    path.join(outDir, 'downloads', 'postman', 'staking-api.postman_collection.json'),
  );
  return {
    mcp: {
      bytes: bundle.length,
      gzip: gzipSync(bundle, { level: 9 }).length,
      bundleMs: { median: median(bundleTimes), runs: bundleTimes },
      firstAnswerMs: {
        median: median(runs.map((run) => run.firstAnswer)),
        runs: runs.map((run) => run.firstAnswer),
      },
      calls: Object.keys(runs[0].times).map((call) => ({
        call,
        medianMs: median(runs.map((run) => run.times[call])),
      })),
      peakMB: median(runs.map((run) => run.memory ?? 0)),
    },
    postman: {
      bytes: collection.length,
      gzip: gzipSync(collection, { level: 9 }).length,
      newman: await newmanRun(outDir),
    },
  };
}

export function printIntegrations(results, kB) {
  const { mcp, postman } = results;
  console.log(
    '\nThe docs MCP server (out/downloads/staking-docs-mcp.mjs) and the Postman collection\n',
  );
  console.log('| measure | result |');
  console.log('| --- | --- |');
  console.log(`| server file | ${kB(mcp.bytes)} (${kB(mcp.gzip)} gzip) |`);
  console.log(
    `| bundling it (esbuild) | median ${mcp.bundleMs.median} ms (${mcp.bundleMs.runs.join(', ')}) |`,
  );
  console.log(
    `| start on out/ to its first answer (list of tools) | median ` +
      `${mcp.firstAnswerMs.median} ms (${mcp.firstAnswerMs.runs.join(', ')}) |`,
  );
  for (const { call, medianMs } of mcp.calls) console.log(`| ${call}… | median ${medianMs} ms |`);
  console.log(`| server's peak memory (VmHWM) | ${mcp.peakMB} MB |`);
  console.log(`| Postman collection | ${kB(postman.bytes)} (${kB(postman.gzip)} gzip) |`);
  console.log(
    `| newman run against a fresh sandbox | ${postman.newman.requests} requests in ` +
      `${postman.newman.ms} ms, ${postman.newman.answered2xx} answered 2xx |`,
  );
}
