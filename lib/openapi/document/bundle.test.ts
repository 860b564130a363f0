// @vitest-environment node
import { cpSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleApiDocument, fragmentFiles } from './bundle';
import { loadApiDocument, OPENAPI_DIR } from './load';

function yamlFilesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? yamlFilesUnder(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : entry.name.endsWith('.yaml')
        ? [`${prefix}${entry.name}`]
        : [],
  );
}

describe('loadApiDocument', () => {
  it('parses once and returns the same object afterwards', () => {
    expect(loadApiDocument()).toBe(loadApiDocument());
  });

  it('bundles every YAML file of openapi/, the root first', () => {
    const files = fragmentFiles(OPENAPI_DIR);
    expect(files[0]).toBe('openapi.yaml');
    expect([...files].sort()).toEqual(yamlFilesUnder(OPENAPI_DIR).sort());
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
    writeFileSync(
      path.join(dir, 'paths/status.yaml'),
      'paths:\n  /v1/yield/current:\n    get: {}\n',
    );
    expect(() => bundleApiDocument(dir)).toThrow(
      'openapi/paths/status.yaml defines paths > /v1/yield/current again',
    );
  });

  it('refuses a $ref that points nowhere', () => {
    const dir = copyOfOpenapiDir();
    mkdirSync(path.join(dir, 'paths'), { recursive: true });
    writeFileSync(
      path.join(dir, 'paths/status.yaml'),
      "paths:\n  /status:\n    get:\n      responses:\n        '500':\n          $ref: " +
        "'#/components/responses/Missing'\n",
    );
    expect(() => bundleApiDocument(dir)).toThrow('unresolved $ref: #/components/responses/Missing');
  });
});
