/**
 * The docs MCP server over stdio: `node staking-docs-mcp.mjs [site URL or export folder]`
 * (the bundle the site offers for download), or `npm run mcp` from the repository, which reads
 * the local export (out/). Without an argument it reads the published site.
 */
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import siteConfig from '../../content/site.config';
import { DocsSite } from './docs-site';
import { createDocsServer } from './server';
import { MCP_SERVER_FILE } from './setup';
import { openSite, SiteError } from './site-source';

const USAGE = `Usage: node ${MCP_SERVER_FILE} [site URL or export folder]

The Staking API docs as an MCP server over stdio. It reads the docs at the address given
(default ${siteConfig.url}), or in the folder of their static export (out/).`;

async function main(argv: string[]): Promise<void> {
  const [where = siteConfig.url, ...rest] = argv;
  if (where === '--help' || where === '-h' || rest.length) {
    process.stderr.write(`${USAGE}\n`);
    process.exitCode = rest.length ? 2 : 0;
    return;
  }
  try {
    const site = new DocsSite(await openSite(where));
    // The server's version is that of the API the docs describe.
    const version = String(
      ((await site.openApi()).info as { version?: string } | undefined)?.version ?? '0.0.0',
    );
    // stdout carries the protocol: anything a person should read goes to stderr.
    await createDocsServer(site, { version }).connect(new StdioServerTransport());
    process.stderr.write(`Staking API docs MCP server: reading ${site.source.location}\n`);
  } catch (error) {
    if (!(error instanceof SiteError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exitCode = 1;
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(
    `${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
});
