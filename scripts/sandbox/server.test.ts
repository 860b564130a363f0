// @vitest-environment node
/**
 * `npm run sandbox`'s server: listening on a loopback port, it answers over real HTTP as the
 * description says, with the CORS headers the reference's Try It needs.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox } from './sandbox.mjs';
import { document } from './test-support';

let server: Awaited<ReturnType<typeof startSandbox>>;
beforeAll(async () => {
  server = await startSandbox({ document, port: 0 });
});
afterAll(() => server.stop());

describe('the sandbox server', () => {
  it('listens on 127.0.0.1 and answers GET /status with 204, without a key', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const answer = await fetch(`${server.url}/status`);
    expect(answer.status).toBe(204);
  });

  it('answers a call without the api-key header with 401 in the error shape', async () => {
    const answer = await fetch(`${server.url}/v1/yield/current?stakingIdentifier=ATOM`);
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({
      status: 401,
      message: 'Missing or invalid api-key header',
    });
  });

  it(
    "lets a page on another origin call it (the reference's Try It) and read the reporting " +
      'window header',
    async () => {
      const answer = await fetch(`${server.url}/v1/reporting/earnings/total`, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://docs.example',
          'access-control-request-method': 'GET',
          'access-control-request-headers': 'api-key',
        },
      });
      expect(answer.status).toBe(204);
      expect(answer.headers.get('access-control-allow-origin')).toBe('https://docs.example');
      expect(answer.headers.get('access-control-allow-headers')).toMatch(/api-key/);
      const report = await fetch(`${server.url}/v1/reporting/earnings/total`, {
        headers: {
          origin: 'https://docs.example',
          'api-key': 'mk_sandbox_0000000000000000000000000000000000000000',
        },
      });
      expect(report.status).toBe(200);
      expect(report.headers.get('access-control-expose-headers')).toBe('Reporting-Window');
    },
  );
});
