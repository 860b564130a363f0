// @vitest-environment node
// The matcher that holds the sandbox page's curl answers to what the page documents.
import { describe, expect, it } from 'vitest';
import { compareAnswer, curlBlocks, matchesDocumented } from './guide-curl.mjs';

describe('a documented answer', () => {
  it('matches only the answer it documents: wildcards for long values, the rest exact', () => {
    const documented = {
      uuid: '<uuid>',
      bytes: 'Cp8B…',
      any: '…',
      list: [1, '…'],
      nested: { a: 1 },
    };
    const actual = {
      uuid: '9e0614ea-a73c-47bc-aae6-7faf06a252c4',
      bytes: 'Cp8BCiM',
      any: { x: 1 },
      list: [1, 2, 3],
      nested: { a: 1 },
    };
    expect(matchesDocumented(documented, actual)).toBe(true);
    expect(matchesDocumented(documented, { ...actual, uuid: 'not-a-uuid' })).toBe(false);
    expect(matchesDocumented(documented, { ...actual, bytes: 'XXXX' })).toBe(false);
    expect(matchesDocumented(documented, { ...actual, nested: { a: 2 } })).toBe(false);
    expect(matchesDocumented(documented, { ...actual, extra: true })).toBe(false);
    expect(matchesDocumented({ a: 1, '…': '…' }, { a: 1, extra: true })).toBe(true);
    expect(matchesDocumented([1, 2], [1, 2, 3])).toBe(false);
  });

  it('compares the status, the JSON body, or the documented lines of a text answer', () => {
    const mdx = [
      '```bash',
      "curl 'http://127.0.0.1:4010/v1/yield/current?stakingIdentifier=BTC'",
      '```',
      '',
      '```json title="Answer: 404"',
      '{ "status": 404, "message": "Yield for BTC not found, or is null", "field": "stakingIdentifier" }',
      '```',
      '',
      '```bash',
      'curl -i http://127.0.0.1:4010/status',
      '```',
      '',
      '```text title="Answer: 204"',
      'HTTP/1.1 204 No Content',
      '```',
    ].join('\n');
    const [json, text] = curlBlocks(mdx);
    const body =
      '{"status":404,"message":"Yield for BTC not found, or is null","field":"stakingIdentifier"}';
    expect(compareAnswer(json!, { status: 404, output: body }).ok).toBe(true);
    expect(compareAnswer(json!, { status: 400, output: body })).toEqual({
      ok: false,
      why: 'status 400, documented 404',
    });
    expect(
      compareAnswer(json!, { status: 404, output: body.replace('BTC not', 'ATOM not') }).ok,
    ).toBe(false);
    expect(
      compareAnswer(text!, { status: 204, output: 'HTTP/1.1 204 No Content\r\nvary: Origin\r\n' })
        .ok,
    ).toBe(true);
    expect(compareAnswer(text!, { status: 204, output: 'HTTP/1.1 200 OK\r\n' }).ok).toBe(false);
  });

  it('a curl block without its answer is an error, not skipped', () => {
    expect(() => curlBlocks('```bash\ncurl http://127.0.0.1:4010/status\n```\n')).toThrow(
      'without an "Answer: <status>" block',
    );
  });
});
