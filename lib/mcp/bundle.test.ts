// @vitest-environment node
// The downloadable server: the bundle of scripts/mcp/bundle.mjs, saved in a folder without
// node_modules, runs with node alone over stdio (the SDK's client starts it), and a bad folder
// is refused with a message and exit code 1.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { bundleMcpServer } from '@/scripts/mcp/bundle.mjs';
import { loadApiDocument } from '../openapi/document/load';
import { publishedApiDocumentAsJson } from '../openapi/pages/published';

const work = mkdtempSync(path.join(tmpdir(), 'mcp-bundle-'));
const server = path.join(work, 'staking-docs-mcp.mjs');
const site = path.join(work, 'site');

beforeAll(async () => {
  writeFileSync(server, await bundleMcpServer());
  cpSync(path.join(__dirname, 'fixture-site'), site, { recursive: true });
  writeFileSync(
    path.join(site, 'openapi.json'),
    await publishedApiDocumentAsJson(loadApiDocument()),
  );
});

describe('the bundled docs MCP server', () => {
  it('runs with node alone over stdio, from a folder without node_modules', async () => {
    const client = new Client({ name: 'test', version: '1' });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [server, site],
        cwd: work,
        stderr: 'pipe',
      }),
    );
    try {
      expect(client.getServerVersion()?.name).toBe('staking-api-docs');
      const result = (await client.callTool({
        name: 'search_docs',
        arguments: { query: 'stakeAccountAddress' },
      })) as { content: { text: string }[] };
      expect(result.content[0]!.text.split('\n')[0]).toBe(
        '1. Withdraw SOL from a stake account > Request body (/api/operations/forgeSolWithdraw)',
      );
    } finally {
      await client.close();
    }
  });

  it('refuses a folder that is not the docs, on stderr, with exit code 1', () => {
    const run = spawnSync(process.execPath, [server, work], { cwd: work, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      `${work} is not the Staking API docs: it has no llms.txt, llms-full.txt, openapi.json. ` +
        `Give the address of the Staking API docs (https://…) or the folder of their static ` +
        `export (the out/ folder that \`npm run build\` writes).\n`,
    );
  });
});
