// @vitest-environment node
// The MCP server as an assistant meets it: the SDK's own client, over an in-memory transport,
// lists the tools and calls each, on the fixture site (fixture-site/) with the published
// description as its openapi.json.
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { loadApiDocument } from '../openapi/document/load';
import { publishedApiDocument } from '../openapi/pages/published';
import { DocsSite } from './docs-site';
import { createDocsServer } from './server';
import { openSite } from './site-source';

const folder = mkdtempSync(path.join(tmpdir(), 'mcp-docs-'));
cpSync(path.join(__dirname, 'fixture-site'), folder, { recursive: true });
writeFileSync(
  path.join(folder, 'skill.md'),
  '---\nname: staking-api\ndescription: The guide.\n---\n\n# Staking API integration\n',
);
const description = await publishedApiDocument(loadApiDocument());
writeFileSync(path.join(folder, 'openapi.json'), JSON.stringify(description));

const client = new Client({ name: 'test', version: '1' });
beforeAll(async () => {
  const server = createDocsServer(new DocsSite(await openSite(folder)), { version: '1.0.0' });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  await client.connect(clientSide);
});
afterAll(() => client.close());

async function call(
  name: string,
  args: Record<string, unknown> = {},
): Promise<{ text: string; isError: boolean }> {
  const result = (await client.callTool({ name, arguments: args })) as {
    content: { type: string; text: string }[];
    isError?: boolean;
  };
  return {
    text: result.content.map((part) => part.text).join('\n'),
    isError: result.isError ?? false,
  };
}

/** A media type of the description with its examples. */
interface ExampleMedia {
  example?: Record<string, unknown>;
  examples?: Record<string, { value: Record<string, unknown> }>;
}
type ExampleContent = { content: Record<string, ExampleMedia> };

/** A forge example of the description: its request, its answer. */
function forgeExample(route: string, name?: string) {
  type Forge = { requestBody: ExampleContent; responses: Record<string, ExampleContent> };
  const operation = (description.paths as Record<string, { post: Forge }>)[route]!.post;
  const pick = (media: ExampleMedia) => (name ? media.examples![name]!.value : media.example);
  return {
    request: pick(operation.requestBody.content['application/json']),
    answer: pick(operation.responses['200'].content['application/json']),
  };
}

describe('the docs MCP server', () => {
  it('introduces itself and offers the docs tools, each read-only', async () => {
    expect(client.getServerVersion()).toMatchObject({ name: 'staking-api-docs', version: '1.0.0' });
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual([
      'search_docs',
      'list_pages',
      'read_page',
      'read_operation',
      'list_chains',
      'check_forge_answer',
    ]);
    for (const tool of tools) expect(tool.annotations?.readOnlyHint, tool.name).toBe(true);
  });

  it('offers the agent guide (/skill.md) as a resource', async () => {
    const { resources } = await client.listResources();
    expect(resources.map(({ uri, mimeType }) => [uri, mimeType])).toEqual([
      ['staking-api-docs://skill.md', 'text/markdown'],
    ]);
    const { contents } = await client.readResource({ uri: 'staking-api-docs://skill.md' });
    expect((contents[0] as { text: string }).text).toContain('# Staking API integration');
  });

  it('search_docs: the best section of each page, with the path to read', async () => {
    const { text } = await call('search_docs', { query: 'withdraw after deactivation' });
    expect(text.split('\n')[0]).toBe(
      '1. Core concepts > Solana: withdraw only after deactivation (/docs/core-concepts)',
    );
    expect(text).toContain(
      '2. Withdraw SOL from a stake account (/api/operations/forgeSolWithdraw)',
    );
    await expect(call('search_docs', { query: 'kubernetes' })).resolves.toEqual({
      text: 'Nothing in the docs matches "kubernetes".',
      isError: false,
    });
  });

  it('list_pages: the pages of llms.txt by section', async () => {
    const { text } = await call('list_pages');
    expect(text).toContain(
      '## Guides\n- Core concepts (/docs/core-concepts): Staking identifiers, amounts and chain-specific rules.',
    );
    expect(text).toContain(
      '## API operations\n- Withdraw SOL from a stake account (/api/operations/forgeSolWithdraw)',
    );
  });

  it('read_page: the Markdown copy with its address; an unknown page names the closest', async () => {
    const { text } = await call('read_page', { page: '/docs/core-concepts/' });
    expect(
      text.startsWith(
        '<!-- https://docs.example.test/docs/core-concepts.md -->\n\n# Core concepts\n',
      ),
    ).toBe(true);
    const missing = await call('read_page', { page: '/docs/core-concept' });
    expect(missing.isError).toBe(true);
    expect(missing.text).toBe(
      'No page /docs/core-concept on https://docs.example.test/. Closest: ' +
        '/docs/core-concepts, /api/operations/getTransaction, ' +
        '/api/operations/forgeSolWithdraw. search_docs finds pages by their words.',
    );
  });

  it(
    'read_operation: its page with the code samples, or the description resolved, by id or by ' +
      'method and path',
    async () => {
      const page = await call('read_operation', { operation: 'forgeSolWithdraw' });
      expect(page.text).toContain('## Code samples');
      expect(page.text).toContain(
        'curl --request POST --url https://api.staking-api.example/v1/transactions/SOL/forge/withdraw',
      );
      const resolved = JSON.parse(
        (await call('read_operation', { operation: 'GET /v1/transaction', format: 'openapi' }))
          .text,
      );
      expect(resolved).toMatchObject({
        method: 'GET',
        path: '/v1/transaction',
        operationId: 'getTransaction',
      });
      expect(
        resolved.responses['200'].content['application/json'].schema.properties.txStatus.enum,
      ).toEqual(['DRAFT', 'PENDING', 'SUCCESS', 'ERROR']);
      expect(resolved['x-codeSamples'].map((sample: { label: string }) => sample.label)).toEqual([
        'curl',
        'JavaScript',
        'Python',
        'Go',
      ]);
      expect(JSON.stringify(resolved)).not.toContain('"$ref":"#/components');
      const unknown = await call('read_operation', { operation: 'forgeSolWithdrawl' });
      expect(unknown).toEqual({
        isError: true,
        text: expect.stringMatching(
          /^No operation forgeSolWithdrawl\. Closest operation ids: forgeSolWithdraw, /,
        ),
      });
    },
  );

  it('list_chains: a chain with its decimals, base unit, network and operations; a family', async () => {
    expect(JSON.parse((await call('list_chains', { identifier: 'sol' })).text)).toEqual([
      {
        identifier: 'SOL',
        name: 'Solana',
        family: 'solana',
        network: 'Solana mainnet-beta',
        chainId: 'mainnet-beta',
        token: 'SOL',
        decimals: 9,
        baseUnit: 'lamports',
        broadcastThroughApi: true,
        operations: {
          forge: ['forgeSolStake', 'forgeSolUnstake', 'forgeSolWithdraw', 'forgeSolRedelegate'],
          broadcast: 'broadcastSolTransaction',
        },
      },
    ]);
    const cosmos = JSON.parse((await call('list_chains', { family: 'tendermint' })).text) as {
      identifier: string;
      decimals: number;
      operations: { forge: string[] };
    }[];
    expect(cosmos).toHaveLength(33);
    expect(cosmos.find((chain) => chain.identifier === 'CRO')).toMatchObject({
      decimals: 8,
      validatorPrefix: 'crocncl',
      operations: { broadcast: 'broadcastTendermintTransaction' },
    });
    expect(JSON.parse((await call('list_chains', { identifier: 'POL' })).text)[0]).toMatchObject({
      decimals: 18,
      broadcastThroughApi: false,
      operations: { broadcast: null },
    });
    expect((await call('list_chains', { identifier: 'BTC' })).isError).toBe(true);
  });

  it(
    'check_forge_answer: matches for the forged request, differs for another amount, an error ' +
      'for what is not a forge answer',
    async () => {
      const { request, answer } = forgeExample(
        '/v1/transactions/{stakingIdentifier}/forge/stake',
        'ATOM',
      );
      const same = await call('check_forge_answer', {
        answer,
        request,
        operationId: 'forgeTendermintStake',
        stakingIdentifier: 'ATOM',
      });
      expect(same.text.split('\n')[0]).toBe(
        'Verdict: matches. Safe to sign as far as the request goes.',
      );
      expect(same.text).toContain('  Amount: matches (25 ATOM (25000000 uatom))');
      // As pasted: JSON text, and the operation read from the transaction.
      const other = await call('check_forge_answer', {
        answer: JSON.stringify(answer),
        request: JSON.stringify({ ...request, amount: '26' }),
      });
      expect(other.text.split('\n')[0]).toBe(
        'Verdict: differs. Do not sign: the transaction is not what was asked for.',
      );
      expect(other.text).toContain(
        '  Amount (signDirect): DIFFERS: expected 26 ATOM (26000000 uatom), the transaction has 25 ATOM (25000000 uatom)',
      );
      expect(JSON.parse(other.text.slice(other.text.indexOf('\n{'))).verdict).toBe('differs');
      const broken = await call('check_forge_answer', { answer: '{"transaction": 5}' });
      expect(broken.isError).toBe(true);
      expect(broken.text).toMatch(/^This is not a forge answer/);
      expect(await call('check_forge_answer', { answer: '{not json' })).toEqual({
        isError: true,
        text: 'answer is not JSON: give the object as JSON text or as an object.',
      });
    },
  );

  it(
    'check_forge_answer: an operation or identifier named by anything (every name of ' +
      'Object.prototype, random strings) is an error result, never a throw',
    async () => {
      const { request, answer } = forgeExample(
        '/v1/transactions/{stakingIdentifier}/forge/stake',
        'ATOM',
      );
      let state = 7;
      const next = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
      const random = Array.from({ length: 8 }, () =>
        Array.from({ length: 1 + Math.floor(next() * 16) }, () =>
          String.fromCharCode(33 + Math.floor(next() * 94)),
        ).join(''),
      );
      for (const name of [...Object.getOwnPropertyNames(Object.prototype), ...random]) {
        expect(
          await call('check_forge_answer', { answer, request, operationId: name }),
          name,
        ).toEqual({ isError: true, text: `${name} is not a forge operation of the API.` });
        expect(
          await call('check_forge_answer', {
            answer,
            request,
            operationId: 'forgeTendermintStake',
            stakingIdentifier: name,
          }),
          name,
        ).toEqual({
          isError: true,
          text: `${name} is not a staking identifier of the Cosmos SDK chains (ATOM, OSMO, …).`,
        });
      }
    },
  );
});
