// What the export offers integrators and their tools, as built and served: the published
// description under the linters, the open-in-assistant links of every page, the Postman files,
// the docs MCP server (the downloadable file, started by the MCP SDK's client over stdio, each
// tool called), the agent guide and its discovery index, and Elements reading the description
// without a warning.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCEPTED_REDOCLY_WARNINGS,
  formatProblem,
  lintWithRedocly,
  lintWithSpectral,
} from '../../lib/openapi/document/lint';
import { startSandbox } from '../../scripts/sandbox/sandbox.mjs';
import { SANDBOX_MASTER_KEY } from '../../scripts/sandbox/store.mjs';
import { freePort } from '../../scripts/support/local.mjs';
import type { ParsedJson } from '../../scripts/sandbox/test-support';
import { elementsTitle, ELEMENTS_SHOWN_TIMEOUT_MS, withPage } from './elements';
import { baseUrl, closeBrowser, openPage, outDir, sitemapRoutes } from './harness';

afterAll(closeBrowser);

const SITE_URL = 'https://docs.staking-api.example';
const read = (file: string) => fs.readFileSync(path.join(outDir, file), 'utf8');

describe('the published description, as built', () => {
  it.each(['openapi.json', 'openapi.yaml'])(
    "%s: no Redocly error, only the accepted warnings; nothing under Spectral's OpenAPI rules",
    async (file) => {
      const text = read(file);
      expect((await lintWithRedocly(text, file)).map(formatProblem)).toEqual(
        ACCEPTED_REDOCLY_WARNINGS,
      );
      expect((await lintWithSpectral(text, file)).map(formatProblem)).toEqual([]);
    },
  );
});

describe('the open-in-assistant links', () => {
  const pages = sitemapRoutes().filter((route) =>
    /^\/(docs\/.+|api\/operations\/[^/]+\/|changelog\/(?!page\/)[^/]+\/)$/.test(route),
  );

  it(
    'are on every docs, example, operation and changelog page, each handing over the Markdown ' +
      'copy the export holds',
    async () => {
      expect(pages.filter((route) => route.startsWith('/api/operations/'))).toHaveLength(60);
      expect(pages.filter((route) => route.startsWith('/changelog/')).length).toBeGreaterThan(0);
      expect(pages.filter((route) => route.startsWith('/docs/')).length).toBeGreaterThanOrEqual(14);
      for (const route of pages) {
        const html = read(path.join(route, 'index.html'));
        const copy = `${route.replace(/\/$/, '')}.md`;
        const prompts = [
          ...html.matchAll(
            /href="https:\/\/(chatgpt\.com\/\?hints=search&amp;q=|claude\.ai\/new\?q=)([^"]+)"/g,
          ),
        ].map((match) => decodeURIComponent(match[2]!));
        expect(prompts, route).toHaveLength(2);
        for (const prompt of prompts)
          expect(prompt, route).toContain(
            `Read ${SITE_URL}${copy} so I can ask questions about it.`,
          );
        // The button's long label, which names it (a short label beside it is aria-hidden).
        expect(html, route).toMatch(/<button [^>]*>(<span [^>]*>)?Copy MCP set-up</);
        expect((await fetch(`${baseUrl}${copy}`)).status, copy).toBe(200);
      }
    },
  );
});

describe('the Postman files', () => {
  it('are downloads: the collection of every operation and its two environments', async () => {
    const get = async (file: string) => {
      const response = await fetch(`${baseUrl}/downloads/postman/${file}`);
      expect(response.status, file).toBe(200);
      return response.json();
    };
    const collection = await get('staking-api.postman_collection.json');
    expect(collection.info.schema).toBe(
      'https://schema.getpostman.com/json/collection/v2.1.0/collection.json',
    );
    expect(collection.item.flatMap((folder: { item: unknown[] }) => folder.item)).toHaveLength(60);
    expect((await get('staking-api-sandbox.postman_environment.json')).values[0]).toMatchObject({
      key: 'baseUrl',
      value: 'http://127.0.0.1:4010',
    });
    expect((await get('staking-api-production.postman_environment.json')).values[1]).toMatchObject({
      key: 'apiKey',
      value: '',
      type: 'secret',
    });
  });
});

describe('the docs MCP server, downloaded', () => {
  const server = path.join(outDir, 'downloads', 'staking-docs-mcp.mjs');

  /** The SDK's client, starting the downloaded file with node over stdio, reading `where`. */
  async function connect(where: string) {
    const client = new Client({ name: 'e2e', version: '1' });
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args: [server, where],
        stderr: 'pipe',
      }),
    );
    const call = async (name: string, args: Record<string, unknown>) => {
      const result = (await client.callTool({ name, arguments: args })) as {
        content: { text: string }[];
        isError?: boolean;
      };
      expect(
        result.isError ?? false,
        `${name} ${JSON.stringify(args)}: ${result.content[0]?.text}`,
      ).toBe(false);
      return result.content[0]!.text;
    };
    return { client, call };
  }

  it('is set up by the copied mcpServers entry: node, the file, the site', async () => {
    const setup = JSON.parse(await (await fetch(`${baseUrl}/downloads/mcp-servers.json`)).text());
    expect(setup).toEqual({
      mcpServers: {
        'staking-api-docs': {
          command: 'node',
          args: ['/absolute/path/to/staking-docs-mcp.mjs', `${SITE_URL}/`],
        },
      },
    });
  });

  it.each([
    ['the served site, by URL', () => baseUrl],
    ['the export folder', () => outDir],
  ])('reads %s: each tool answers the call the guide shows', async (_, where) => {
    const { client, call } = await connect(where());
    try {
      expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual([
        'search_docs',
        'list_pages',
        'read_page',
        'read_operation',
        'list_chains',
        'check_forge_answer',
      ]);
      expect(
        (await call('search_docs', { query: 'solana withdraw after deactivation' })).split('\n')[0],
      ).toBe('1. Core concepts > Solana: withdraw only after deactivation (/docs/core-concepts)');
      expect(await call('list_pages', {})).toContain('- Welcome (/docs/welcome): ');
      expect(await call('read_page', { page: '/docs/core-concepts' })).toContain(
        `<!-- ${SITE_URL}/docs/core-concepts.md -->\n\n# Core concepts\n`,
      );
      const operation = await call('read_operation', { operation: 'forgeSolWithdraw' });
      expect(operation).toContain('# Withdraw SOL from a stake account');
      expect(operation).toContain("--header 'api-key: YOUR_API_KEY'");
      expect(
        JSON.parse(
          await call('read_operation', { operation: 'GET /v1/transaction', format: 'openapi' }),
        ).operationId,
      ).toBe('getTransaction');
      expect(JSON.parse(await call('list_chains', { identifier: 'INJ' }))[0]).toMatchObject({
        identifier: 'INJ',
        decimals: 18,
        baseUnit: 'inj',
        ethereumKeys: true,
      });
      const description = JSON.parse(read('openapi.json'));
      const stake = description.paths['/v1/transactions/{stakingIdentifier}/forge/stake'].post;
      const request = stake.requestBody.content['application/json'].examples.ATOM.value;
      const answer = stake.responses['200'].content['application/json'].examples.ATOM.value;
      expect(
        (
          await call('check_forge_answer', { answer, request, operationId: 'forgeTendermintStake' })
        ).split('\n')[0],
      ).toBe('Verdict: matches. Safe to sign as far as the request goes.');
      expect(
        (
          await call('check_forge_answer', {
            answer,
            request: {
              ...request,
              validatorAddress: 'cosmosvaloper1grgelyng2v6v3t8z87wu3sxgt9m5s03xfytvz7',
            },
          })
        ).split('\n')[0],
      ).toBe('Verdict: differs. Do not sign: the transaction is not what was asked for.');
      const guide = await client.readResource({ uri: 'staking-api-docs://skill.md' });
      expect((guide.contents[0] as { text: string }).text).toContain('name: staking-api');
    } finally {
      await client.close();
    }
  });

  it('says why it stops for an address that does not answer', async () => {
    const nowhere = `http://127.0.0.1:${await freePort()}/`;
    const run = spawnSync(process.execPath, [server, nowhere], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(
      new RegExp(
        `^Cannot reach ${nowhere.replaceAll('.', '\\.')}llms\\.txt: ECONNREFUSED\\. Give the ` +
          `address of the Staking API docs`,
      ),
    );
  });
});

describe('the agent guide', () => {
  it('is served at /skill.md and where the discovery index points, with the digest of the bytes served', async () => {
    const skill = await (await fetch(`${baseUrl}/skill.md`)).text();
    expect(skill.startsWith('---\nname: staking-api\ndescription: ')).toBe(true);
    const index = await (await fetch(`${baseUrl}/.well-known/agent-skills/index.json`)).json();
    const entry = index.skills[0];
    const served = Buffer.from(
      await (await fetch(new URL(entry.url, `${baseUrl}/.well-known/agent-skills/`))).arrayBuffer(),
    );
    expect(served.toString('utf8')).toBe(skill);
    expect(entry.digest).toBe(`sha256:${createHash('sha256').update(served).digest('hex')}`);
  });

  it('links only to addresses of the site that the export holds', async () => {
    const skill = await (await fetch(`${baseUrl}/skill.md`)).text();
    // Up to a space or a closing parenthesis, without a sentence's last stop; a pattern such as
    // api/operations/<operationId>.md names no file.
    const links = [
      ...skill.matchAll(
        new RegExp(`${SITE_URL.replaceAll('.', '\\.')}(/[^\\s)]*[^\\s).,;:])`, 'g'),
      ),
    ]
      .map((match) => match[1]!)
      .filter((link) => !link.includes('<'));
    expect(links.length).toBeGreaterThan(5);
    for (const link of links) expect((await fetch(`${baseUrl}${link}`)).status, link).toBe(200);
  });
});

describe('Stoplight Elements on the published description', () => {
  it('shows an operation with our samples: no console error, no warning but its own jotai notices', async () => {
    const { page, errors } = await openPage('about:blank');
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.goto(`${baseUrl}/api/?try#/operations/forgeSolStake`, { waitUntil: 'load' });
    await elementsTitle(page, 'Stake SOL with a validator').waitFor({
      timeout: ELEMENTS_SHOWN_TIMEOUT_MS,
    });
    await page
      .locator('.sl-elements .sl-code-viewer')
      .filter({ hasText: 'curl --request POST' })
      .first()
      .waitFor({ timeout: ELEMENTS_SHOWN_TIMEOUT_MS });
    // Elements' own calls of jotai print these deprecation notices whatever description it reads;
    // anything else (a warning about the description) fails.
    const ELEMENTS_OWN = new Set([
      '[DEPRECATED]: use `useSetAtom` from `jotai` instead.',
      '[DEPRECATED]: use `useAtomValue` from `jotai` instead.',
    ]);
    expect(warnings.filter((warning) => !ELEMENTS_OWN.has(warning))).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('Try It, against a fresh sandbox', () => {
  let sandbox: Awaited<ReturnType<typeof startSandbox>>;
  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0 });
  });
  afterAll(() => sandbox?.stop());

  const description = () => JSON.parse(read('openapi.json'));

  // The examples whose accounts a fresh sandbox holds for them, as Try It fills them in: the
  // first body example, each parameter's example, the master key typed into its api-key field.
  it.each([
    [
      'forgeSolUnstake',
      'Deactivate a stake account',
      'POST',
      '/v1/transactions/SOL/forge/unstake',
      200,
    ],
    [
      'forgeSolWithdraw',
      'Withdraw SOL from a stake account',
      'POST',
      '/v1/transactions/SOL/forge/withdraw',
      200,
    ],
    [
      'forgeSolRedelegate',
      'Delegate a stake account to another validator',
      'POST',
      '/v1/transactions/SOL/forge/redelegate',
      200,
    ],
    [
      'forgeDotPoolStake',
      'Join a nomination pool',
      'POST',
      '/v1/transactions/DOT/pool/forge/stake',
      200,
    ],
    [
      'deleteApiKey',
      'Delete a secondary API key',
      'DELETE',
      '/v1/account/delete/api-key?name=staging',
      204,
    ],
  ])(
    "%s (%s): Try It sends %s %s, the description's example, and the sandbox answers %i",
    async (operationId, title, method, target, status) => {
      await sandbox.sandbox.reset();
      const operation = Object.values<
        Record<string, { operationId: string; requestBody?: ParsedJson }>
      >(description().paths)
        .flatMap((item) => Object.values(item))
        .find((candidate) => candidate.operationId === operationId)!;
      const media = operation.requestBody?.content['application/json'];
      const example = media
        ? (media.example ?? (Object.values(media.examples)[0] as { value: unknown }).value)
        : undefined;

      await withPage(`/api/?try#/operations/${operationId}`, {}, async ({ page }) => {
        await elementsTitle(page, title).waitFor({ timeout: ELEMENTS_SHOWN_TIMEOUT_MS });
        const sent: { method: string; url: string; body: unknown; apiKey?: string }[] = [];
        const answered: number[] = [];
        // Try It calls the description's sandbox server; this sandbox listens on a port of its own.
        await page.route(/^http:\/\/127\.0\.0\.1:4010\//, async (route) => {
          const request = route.request();
          const body = request.postData();
          sent.push({
            method: request.method(),
            url: request.url(),
            body: body ? JSON.parse(body) : undefined,
            apiKey: request.headers()['api-key'],
          });
          const response = await route.fetch({
            url: request.url().replace('http://127.0.0.1:4010', sandbox.url),
          });
          answered.push(response.status());
          await route.fulfill({ response });
        });
        const panel = page.locator('.sl-elements .TryItPanel');
        await panel.getByLabel('api-key').fill(SANDBOX_MASTER_KEY);
        await panel.getByRole('button', { name: 'Send API Request' }).click();
        await expect.poll(() => answered, { timeout: 10_000 }).toEqual([status]);
        expect(sent).toEqual([
          {
            method,
            url: `http://127.0.0.1:4010${target}`,
            body: example,
            apiKey: SANDBOX_MASTER_KEY,
          },
        ]);
        await page
          .locator('.sl-elements')
          .getByText(new RegExp(`^${status}\\b`))
          .first()
          .waitFor();
        // The answer as the reader sees it, for a person to look at; outside the repository.
        await page.screenshot({ path: path.join(os.tmpdir(), `try-it-${operationId}.png`) });
      });
    },
  );
});
