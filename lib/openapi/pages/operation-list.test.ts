// @vitest-environment node
import { mkdtempSync, mkdirSync, readdirSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { bundleApiDocument } from '../document/bundle';
import { groupOperationsByTag, listElementsRoutes, listOperations } from './operation-list';
import { loadApiDocument, OPENAPI_DIR } from '../document/load';
import { publishedApiDocument, publishedApiDocumentAsJson, publishedApiDocumentAsYaml } from './published';
import { OPENAPI_FRAGMENT_FILES } from '../document/sources';

function yamlFilesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? yamlFilesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`) : entry.name.endsWith('.yaml') ? [`${prefix}${entry.name}`] : [],
  );
}

describe('loadApiDocument', () => {
  it('parses once and returns the same object afterwards', () => {
    expect(loadApiDocument()).toBe(loadApiDocument());
  });

  it('bundles every YAML file of openapi/', () => {
    expect([...OPENAPI_FRAGMENT_FILES].sort()).toEqual(yamlFilesUnder(OPENAPI_DIR).sort());
  });

  it('is published as JSON and YAML that read back as the same document', async () => {
    const published = await publishedApiDocument();
    expect(JSON.parse(await publishedApiDocumentAsJson())).toEqual(published);
    expect(parse(await publishedApiDocumentAsYaml())).toEqual(published);
  });
});

describe('bundleApiDocument', () => {
  function copyOfOpenapiDir(): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'openapi-'));
    cpSync(OPENAPI_DIR, dir, { recursive: true });
    return dir;
  }

  it('refuses a key defined in two files', () => {
    const dir = copyOfOpenapiDir();
    writeFileSync(path.join(dir, 'paths/status.yaml'), 'paths:\n  /v1/yield/current:\n    get: {}\n');
    expect(() => bundleApiDocument(dir)).toThrow('openapi/paths/status.yaml defines paths > /v1/yield/current again');
  });

  it('refuses a $ref that points nowhere', () => {
    const dir = copyOfOpenapiDir();
    mkdirSync(path.join(dir, 'paths'), { recursive: true });
    writeFileSync(
      path.join(dir, 'paths/status.yaml'),
      "paths:\n  /status:\n    get:\n      responses:\n        '500':\n          $ref: '#/components/responses/Missing'\n",
    );
    expect(() => bundleApiDocument(dir)).toThrow('unresolved $ref: #/components/responses/Missing');
  });
});

describe('listElementsRoutes', () => {
  it("lists the interactive reference's overview, each operation and each schema", () => {
    const routes = listElementsRoutes();
    expect(routes[0]).toBe('#/');
    expect(routes).toContain('#/operations/forgeSolStake');
    expect(routes).toContain('#/schemas/Transaction');
    expect(routes).toHaveLength(1 + 60 + 80);
  });
});

describe('listOperations', () => {
  const operations = listOperations();

  it('lists every operation in document order with what the static reference shows', () => {
    expect(operations).toHaveLength(60);
    expect(operations[0]).toEqual({
      tag: 'EVM-type chains',
      method: 'post',
      path: '/v1/transactions/CHILIZ/forge/stake',
      operationId: 'forgeChilizStake',
      summary: 'Stake CHZ with a Chiliz Chain validator',
      secured: true,
    });
    expect(operations.at(-1)).toMatchObject({ method: 'get', path: '/status', secured: false });
  });

  it('groups operations under the declared tags, in their order', () => {
    const groups = groupOperationsByTag();
    expect(groups.map((group) => group.tag.name)).toEqual([
      'EVM-type chains', 'Solana', 'NEAR', 'MultiversX', 'Polkadot pools', 'Tendermint chains',
      'Broadcast', 'Transactions', 'Account and API keys', 'Reporting', 'Yield', 'Status',
    ]);
    expect(groups.reduce((count, group) => count + group.operations.length, 0)).toBe(operations.length);
  });
});
