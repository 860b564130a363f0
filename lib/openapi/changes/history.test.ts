// @vitest-environment node
import type { JsonObject } from '../document/walk';
import { operationHistory } from './history';
import type { Release } from './releases';

const ok = (properties: Record<string, object>) => ({
  200: {
    description: 'ok',
    content: {
      'application/json': {
        schema: { type: 'object', required: Object.keys(properties), properties },
      },
    },
  },
});

/** Three releases: 1.1.0 adds echo and rewords ping; 2.0.0 removes pong and a field of ping's answer. */
function releases(): Release[] {
  const document = (version: string, paths: object): Release => ({
    version,
    file: `openapi/releases/${version}.json`,
    document: { openapi: '3.0.3', info: { title: 'T', version }, paths } as JsonObject,
  });
  const ping = (summary: string, properties: Record<string, object>) => ({
    get: { operationId: 'ping', summary, responses: ok(properties) },
  });
  const pong = { post: { operationId: 'pong', responses: ok({}) } };
  const echo = { post: { operationId: 'echo', responses: ok({}) } };
  return [
    document('1.0.0', {
      '/ping': ping('Ping', { at: { type: 'string' }, node: { type: 'string' } }),
      '/pong': pong,
    }),
    document('1.1.0', {
      '/ping': ping('Ping the API', { at: { type: 'string' }, node: { type: 'string' } }),
      '/pong': pong,
      '/echo': echo,
    }),
    document('2.0.0', { '/ping': ping('Ping the API', { at: { type: 'string' } }), '/echo': echo }),
  ];
}

const posts: Record<string, { title: string; permalink: string }> = {
  '1.0.0': { title: 'API 1.0.0', permalink: '/changelog/api-1-0-0/' },
  '2.0.0': { title: 'API 2.0.0', permalink: '/changelog/api-2-0-0/' },
};
const postFor = (version: string) => posts[version];

describe('operationHistory', () => {
  it(
    'gives the release an operation appeared in and each later release that changed it, newest ' +
      'first, with their posts',
    () => {
      const history = operationHistory('ping', releases(), postFor);
      expect(history.introducedIn).toEqual({ version: '1.0.0', post: posts['1.0.0'] });
      expect(
        history.changedIn.map((entry) => [
          entry.version,
          entry.post?.permalink,
          entry.breaking,
          entry.changes.map(
            (change) => `${change.type} ${change.where} ${change.field} ${change.kind}`,
          ),
        ]),
      ).toEqual([
        ['2.0.0', '/changelog/api-2-0-0/', 1, ['breaking response 200 body node removed']],
        ['1.1.0', undefined, 0, ['internal operation  summary changed']],
      ]);
    },
  );

  it('starts an operation added later at its release, with no change before it', () => {
    expect(operationHistory('echo', releases(), postFor)).toEqual({
      operationId: 'echo',
      introducedIn: { version: '1.1.0', post: undefined },
      changedIn: [],
    });
  });

  it('names the release that removed an operation, with its post', () => {
    expect(operationHistory('pong', releases(), postFor)).toEqual({
      operationId: 'pong',
      introducedIn: { version: '1.0.0', post: posts['1.0.0'] },
      changedIn: [],
      removedIn: { version: '2.0.0', post: posts['2.0.0'] },
    });
  });

  it('has no release for an operation no release holds yet', () => {
    expect(operationHistory('stake', releases(), postFor)).toEqual({
      operationId: 'stake',
      changedIn: [],
    });
  });
});
