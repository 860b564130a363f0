// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listReleases, releaseChanges, versionProblems } from './releases';

/** A project folder with openapi/releases/ holding the given files. */
function project(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  fs.mkdirSync(path.join(root, 'openapi/releases'), { recursive: true });
  for (const [name, text] of Object.entries(files))
    fs.writeFileSync(path.join(root, 'openapi/releases', name), text);
  return root;
}

const description = (version: string, paths: object = {}) =>
  JSON.stringify({ openapi: '3.0.3', info: { title: 'T', version }, paths });
const read = (root: string) => listReleases(path.join(root, 'openapi/releases'), root);

describe('listReleases', () => {
  it('reads every release, oldest first by version (10 after 9)', () => {
    const root = project({
      '1.10.0.json': description('1.10.0'),
      '1.9.0.json': description('1.9.0'),
      '1.0.0.json': description('1.0.0'),
    });
    expect(read(root).map((release) => [release.version, release.file])).toEqual([
      ['1.0.0', 'openapi/releases/1.0.0.json'],
      ['1.9.0', 'openapi/releases/1.9.0.json'],
      ['1.10.0', 'openapi/releases/1.10.0.json'],
    ]);
  });

  it('fails on a release file that does not parse, naming it', () => {
    const root = project({
      '1.0.0.json': description('1.0.0'),
      '1.1.0.json': '{"openapi": "3.0.3", "info": ',
    });
    expect(() => read(root)).toThrow(/^openapi\/releases\/1\.1\.0\.json does not parse as JSON \(/);
  });

  it('fails on a file named otherwise, on a file that is no description, and on a version unlike the name', () => {
    expect(() => read(project({ 'v1.json': description('1.0.0') }))).toThrow(
      'openapi/releases/v1.json: a release file is named after its version, MAJOR.MINOR.PATCH.json (e.g. 1.0.0.json).',
    );
    expect(() => read(project({ '1.0.0.json': '[]' }))).toThrow(
      'openapi/releases/1.0.0.json is not an OpenAPI description (no "openapi" and "info").',
    );
    expect(() => read(project({ '1.0.0.json': description('1.0.1') }))).toThrow(
      'openapi/releases/1.0.0.json: its info.version is "1.0.1", not 1.0.0 as its name says.',
    );
  });

  it('has no release without the folder', () => {
    expect(listReleases(path.join(os.tmpdir(), 'no-such-folder-here'))).toEqual([]);
  });
});

describe('versionProblems', () => {
  const releases = read(
    project({ '1.0.0.json': description('1.0.0'), '1.2.0.json': description('1.2.0') }),
  );

  it('refuses an info.version lower than the latest release, naming openapi/openapi.yaml and the release', () => {
    expect(versionProblems(JSON.parse(description('1.1.0')), releases)).toEqual([
      'openapi/openapi.yaml: info.version is 1.1.0, lower than the latest release 1.2.0 ' +
        '(openapi/releases/1.2.0.json). Set it to 1.2.0 or higher.',
    ]);
  });

  it('refuses an info.version that is not a version, and accepts the latest or higher', () => {
    expect(versionProblems(JSON.parse(description('v2')), releases)).toEqual([
      'openapi/openapi.yaml: info.version is "v2", not a version MAJOR.MINOR.PATCH (e.g. "1.1.0").',
    ]);
    expect(versionProblems(JSON.parse(description('1.2.0')), releases)).toEqual([]);
    expect(versionProblems(JSON.parse(description('2.0.0')), releases)).toEqual([]);
  });
});

describe('releaseChanges', () => {
  it('lists the changes since the release before, none for the first', () => {
    const ok = { get: { operationId: 'ping', responses: { 204: { description: 'ok' } } } };
    const root = project({
      '1.0.0.json': description('1.0.0', { '/ping': ok }),
      '1.1.0.json': description('1.1.0', {
        '/ping': ok,
        '/pong': { post: { operationId: 'pong', responses: { 204: { description: 'ok' } } } },
      }),
    });
    const releases = read(root);
    expect(releaseChanges(releases, '1.0.0')).toMatchObject({ changes: [] });
    expect(releaseChanges(releases, '1.1.0')!.changes).toEqual([
      {
        type: 'notable',
        rule: 'path.operation-added',
        operation: { method: 'post', path: '/pong', operationId: 'pong' },
        where: 'operation',
        field: '',
        kind: 'operation added',
        pointer: '#/paths/~1pong/post',
      },
    ]);
    expect(releaseChanges(releases, '3.0.0')).toBeUndefined();
  });
});
