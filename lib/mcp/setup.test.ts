import { mcpServersConfig } from './setup';

describe('the MCP set-up', () => {
  it('runs the downloaded file with node, given the site to read, under the server name', () => {
    expect(mcpServersConfig('https://docs.staking-api.example')).toEqual({
      mcpServers: {
        'staking-api-docs': {
          command: 'node',
          args: ['/absolute/path/to/staking-docs-mcp.mjs', 'https://docs.staking-api.example/'],
        },
      },
    });
  });
});
