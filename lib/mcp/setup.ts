/**
 * How an assistant or editor starts the docs MCP server: the file the site offers for download
 * (app/downloads/staking-docs-mcp.mjs) run with Node over stdio, given the site to read. One
 * place for the names, so the download, the copied set-up and the guide agree.
 */
import { absoluteUrl } from '../urls';

/** The name the server announces and the key it goes by in an assistant's configuration. */
export const MCP_SERVER_NAME = 'staking-api-docs';
/** The bundled server, one file. */
export const MCP_SERVER_FILE = 'staking-docs-mcp.mjs';
export const MCP_SERVER_HREF = `/downloads/${MCP_SERVER_FILE}`;
/** The set-up as the "Copy MCP set-up" button copies it (the `mcpServers` form most clients read). */
export const MCP_SETUP_HREF = '/downloads/mcp-servers.json';
/** Where a reader saves the downloaded file: they replace this with its real, absolute path. */
export const MCP_SERVER_PATH_PLACEHOLDER = `/absolute/path/to/${MCP_SERVER_FILE}`;

/**
 * The server's entry in the `mcpServers` configuration of Claude Desktop, Claude Code (.mcp.json),
 * Cursor and Windsurf.
 */
export function mcpServersConfig(siteUrl: string) {
  return {
    mcpServers: {
      [MCP_SERVER_NAME]: {
        command: 'node',
        args: [MCP_SERVER_PATH_PLACEHOLDER, absoluteUrl('/', siteUrl)],
      },
    },
  };
}
