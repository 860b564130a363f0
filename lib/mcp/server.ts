/**
 * The docs MCP server: the Staking API docs as tools an assistant calls, read from the published
 * site or a local export (DocsSite). Read-only: no tool changes anything or calls the API.
 */
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { FORGE_FAMILIES } from '../chains/operations';
import type { ForgeFamily } from '../chains/registry';
import { chainFactsOf, type ChainFacts } from './chain-facts';
import { formatInspection, inspectForge, InspectError } from './checker';
import { DocsSite, NotFound, type OperationSummary } from './docs-site';
import { MCP_SERVER_NAME } from './setup';

/** The families of the chains list_chains gives (those the API forges for), in the registry's order. */
const CHAIN_FAMILIES = Object.keys(FORGE_FAMILIES) as [ForgeFamily, ...ForgeFamily[]];

/** The agent guide as a resource. */
export const AGENT_GUIDE_URI = `${MCP_SERVER_NAME}://skill.md`;

const text = (value: string): CallToolResult => ({ content: [{ type: 'text', text: value }] });
const failure = (message: string): CallToolResult => ({
  content: [{ type: 'text', text: message }],
  isError: true,
});
const json = (value: unknown) => JSON.stringify(value, null, 2);

/** A tool's handler, with the site's own errors (a page or operation it does not have, bad input) as tool errors. */
function answering<Args>(handler: (args: Args) => Promise<CallToolResult>) {
  return async (args: Args): Promise<CallToolResult> => {
    try {
      return await handler(args);
    } catch (error) {
      if (
        error instanceof NotFound ||
        error instanceof InspectError ||
        error instanceof SyntaxError
      )
        return failure(error.message);
      throw error;
    }
  };
}

/** A JSON value given as text (as pasted) or as a value. */
const parsed = (value: unknown, what: string): unknown => {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    throw new SyntaxError(`${what} is not JSON: give the object as JSON text or as an object.`);
  }
};

/**
 * The forge and broadcast operations of a chain: its own routes, or the {stakingIdentifier} routes
 * it shares with its family's chains (`shared`).
 */
function operationsOf(chain: ChainFacts, operations: OperationSummary[], shared: boolean) {
  const own = (operation: OperationSummary) =>
    operation.path.startsWith(`/v1/transactions/${chain.identifier}/`) ||
    (shared && operation.path.startsWith('/v1/transactions/{stakingIdentifier}/'));
  const mine = operations.filter(own);
  return {
    forge: mine
      .filter((operation) => operation.path.includes('/forge/'))
      .map((operation) => operation.operationId),
    broadcast: mine.find((operation) => operation.path.endsWith('/broadcast'))?.operationId ?? null,
  };
}

export function createDocsServer(site: DocsSite, { version }: { version: string }): McpServer {
  const server = new McpServer(
    { name: MCP_SERVER_NAME, title: 'Staking API docs', version },
    {
      instructions: [
        'The documentation of the Staking API: an HTTP API that forges unsigned staking ' +
          'transactions for many chains, broadcasts signed ones, and reports earnings.',
        'Search it with search_docs, then read what you found with read_page or ' +
          "read_operation; list_chains gives each chain's decimals and routes.",
        'Before any forged transaction is signed, check it against its request with check_forge_answer.',
      ].join(' '),
    },
  );
  const readOnly = { readOnlyHint: true, openWorldHint: false } as const;

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description:
        'Full-text search of the Staking API docs (guides, examples, changelog and every API ' +
        'operation). Returns the best matching section of each page, with the page path to ' +
        'pass to read_page.',
      inputSchema: {
        query: z
          .string()
          .min(1)
          .describe(
            'Words to find, e.g. "solana withdraw after deactivation" or a field name such as "unbondNonce".',
          ),
        limit: z.number().int().min(1).max(20).default(8),
      },
      annotations: readOnly,
    },
    answering(async ({ query, limit }: { query: string; limit: number }) => {
      const hits = await site.search(query, limit);
      if (!hits.length) return text(`Nothing in the docs matches "${query}".`);
      return text(
        hits
          .map(
            (hit, at) =>
              `${at + 1}. ${hit.pageTitle}${hit.heading === hit.pageTitle ? '' : ` > ${hit.heading}`} (${hit.pagePath.replace(/\.md$/, '')})\n   ${hit.excerpt}`,
          )
          .join('\n'),
      );
    }),
  );

  server.registerTool(
    'list_pages',
    {
      title: 'List the docs pages',
      description:
        'Every guide, example, changelog post and API operation page of the docs, with its ' +
        "path for read_page and a one-line description (the site's llms.txt).",
      annotations: readOnly,
    },
    answering(async () => {
      const pages = await site.pages();
      const sections = [...new Set(pages.map((page) => page.section))];
      return text(
        sections
          .map((section) =>
            [
              `## ${section}`,
              ...pages
                .filter((page) => page.section === section)
                .map(
                  (page) =>
                    `- ${page.title} ` +
                    `(${page.path.replace(/\.md$/, '')})${page.description ? `: ${page.description}` : ''}`,
                ),
            ].join('\n'),
          )
          .join('\n\n'),
      );
    }),
  );

  server.registerTool(
    'read_page',
    {
      title: 'Read a docs page',
      description:
        'The Markdown of one page of the docs: a guide, an example with its whole program, a ' +
        'changelog post or an API operation. Give its path ("/docs/core-concepts") or its ' +
        'address.',
      inputSchema: {
        page: z
          .string()
          .min(1)
          .describe('The page\'s path, e.g. "/docs/examples/sol-withdraw-example", or its URL.'),
      },
      annotations: readOnly,
    },
    answering(async ({ page }: { page: string }) => {
      const { url, markdown } = await site.readPage(page);
      return text(`<!-- ${url} -->\n\n${markdown}`);
    }),
  );

  server.registerTool(
    'read_operation',
    {
      title: 'Read an API operation',
      description:
        'One operation of the API by its operation id ("forgeSolWithdraw") or its method and ' +
        'path ("GET /v1/transaction"): its parameters, request and answer fields with ' +
        'examples, and code samples in curl, JavaScript, Python and Go. format "openapi" ' +
        'gives the operation object of the OpenAPI description instead, every $ref resolved.',
      inputSchema: {
        operation: z.string().min(1).describe('An operation id, or "METHOD /path".'),
        format: z.enum(['markdown', 'openapi']).default('markdown'),
      },
      annotations: readOnly,
    },
    answering(
      async ({ operation, format }: { operation: string; format: 'markdown' | 'openapi' }) => {
        const found = await site.findOperation(operation);
        if (format === 'openapi')
          return text(
            json({
              method: found.method,
              path: found.path,
              ...(await site.resolvedOperation(found)),
            }),
          );
        const { url, markdown } = await site.readPage(`/api/operations/${found.operationId}.md`);
        return text(`<!-- ${url} -->\n\n${markdown}`);
      },
    ),
  );

  server.registerTool(
    'list_chains',
    {
      title: 'List the chains and their facts',
      description:
        'Every chain the API stakes on: its staking identifier, family, network and chain ' +
        'id, the token an amount is in with its decimals and base unit, address prefixes ' +
        '(Cosmos SDK chains), whether the API broadcasts for it, and its forge and broadcast ' +
        'operation ids. Amounts in requests are decimal strings in the token; transactions ' +
        'carry base units.',
      inputSchema: {
        identifier: z.string().optional().describe('One staking identifier, e.g. "ATOM" or "SOL".'),
        family: z.enum(CHAIN_FAMILIES).optional(),
      },
      annotations: readOnly,
    },
    answering(
      async ({ identifier, family }: { identifier?: string; family?: ChainFacts['family'] }) => {
        // Loaded on use: the facts index waits for every family's facts as it loads (chain-facts.ts).
        const index = await import('../chains/facts');
        const CHAIN_FACTS = chainFactsOf(index);
        const operations = await site.operations();
        const chains = CHAIN_FACTS.filter(
          (chain) =>
            (!identifier || chain.identifier === identifier.toUpperCase()) &&
            (!family || chain.family === family),
        );
        if (!chains.length)
          return failure(
            `No chain ${identifier ?? family}. The staking identifiers: ` +
              `${CHAIN_FACTS.map((chain) => chain.identifier).join(', ')}.`,
          );
        return text(
          json(
            chains.map((chain) => ({
              ...chain,
              operations: operationsOf(
                chain,
                operations,
                index.PATH_PARAMETER_IDENTIFIERS.includes(chain.identifier),
              ),
            })),
          ),
        );
      },
    ),
  );

  const jsonValue = z.union([z.string(), z.record(z.string(), z.unknown())]);
  server.registerTool(
    'check_forge_answer',
    {
      title: 'Check a forge answer before signing',
      description:
        "Decodes a forge answer with its chain's own library and accounts for every part of " +
        "it against the request that was sent (rebuilt with the API's forge code: each part " +
        'from the request, fixed by the operation, chain state in its range or a fee within ' +
        'the chain\'s ceiling): the same checker as the docs\' "Check a transaction" page. ' +
        'Verdict "differs" means do not sign; "open" means confirm the values named first.',
      inputSchema: {
        answer: jsonValue.describe(
          'The forge answer ({ uuid, transaction }) or its transaction, as JSON text or an object.',
        ),
        request: jsonValue
          .optional()
          .describe(
            'The request body that was posted to the forge call. Without it the transaction is only decoded.',
          ),
        operationId: z
          .string()
          .optional()
          .describe(
            'The forge operation that was called, e.g. "forgeTendermintStake"; read from the ' +
              'transaction when left out.',
          ),
        stakingIdentifier: z
          .string()
          .optional()
          .describe('For a Tendermint route, its identifier, e.g. "ATOM".'),
      },
      annotations: readOnly,
    },
    answering(
      async ({
        answer,
        request,
        operationId,
        stakingIdentifier,
      }: {
        answer: unknown;
        request?: unknown;
        operationId?: string;
        stakingIdentifier?: string;
      }) => {
        const inspection = await inspectForge({
          answer: parsed(answer, 'answer'),
          ...(request !== undefined && {
            request: parsed(request, 'request') as Record<string, unknown>,
          }),
          ...(operationId && { operationId }),
          ...(stakingIdentifier && { stakingIdentifier }),
        });
        const advice = {
          matches: 'Safe to sign as far as the request goes.',
          differs: 'Do not sign: the transaction is not what was asked for.',
          open:
            'Nothing differs, but a value must be confirmed first (the open checks say how), ' +
            'or the operation was not given.',
          unchecked: 'Decoded only: give the request to check it.',
        }[inspection.verdict];
        return text(
          `Verdict: ${inspection.verdict}. ` +
            `${advice}\n\n${formatInspection(inspection)}\n\n${json({ verdict: inspection.verdict, operationId: inspection.operationId, stakingIdentifier: inspection.stakingIdentifier, checks: inspection.checks })}`,
        );
      },
    ),
  );

  server.registerResource(
    'agent-guide',
    AGENT_GUIDE_URI,
    {
      title: 'Agent guide to the Staking API',
      description:
        'The integration in short, with the rules assistants most often get wrong (the ' +
        "site's /skill.md, an Agent Skills SKILL.md).",
      mimeType: 'text/markdown',
    },
    async (uri) => {
      const guide = await site.source.read('/skill.md');
      if (guide === null) throw new NotFound(`${site.source.locate('/skill.md')} is missing.`);
      return { contents: [{ uri: uri.href, mimeType: 'text/markdown', text: guide }] };
    },
  );

  return server;
}
