// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openSite, SiteError } from './site-source';

const FIXTURE = path.join(__dirname, 'fixture-site');
const GIVE =
  'Give the address of the Staking API docs (https://…) or the folder of their static export';

/** A fetch that answers from a map of URLs, 404 for the rest. */
const answering = (files: Record<string, string>): typeof fetch =>
  (async (input: string | URL | Request) => {
    const url = String(input instanceof Request ? input.url : input);
    return url in files
      ? new Response(files[url])
      : new Response('Not found', { status: 404, statusText: 'Not Found' });
  }) as typeof fetch;

const siteFiles = (base: string) => ({
  [`${base}llms.txt`]: '# docs',
  [`${base}llms-full.txt`]: '# all',
  [`${base}openapi.json`]: '{}',
});

describe('openSite: a folder', () => {
  it('reads the export folder by site path, and null for a file it does not have', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'mcp-site-'));
    for (const [name, text] of Object.entries({
      'llms.txt': '# docs',
      'llms-full.txt': '# all',
      'openapi.json': '{"openapi":"3.0.3"}',
    }))
      writeFileSync(path.join(folder, name), text);
    const site = await openSite(folder);
    expect(site.location).toBe(folder);
    await expect(site.read('/openapi.json')).resolves.toBe('{"openapi":"3.0.3"}');
    await expect(site.read('/docs/none.md')).resolves.toBeNull();
    // A site path never reads outside the folder.
    await expect(site.read('/../../etc/passwd')).resolves.toBeNull();
    expect(site.locate('/docs/welcome.md')).toBe(path.join(folder, 'docs', 'welcome.md'));
  });

  it(
    'refuses a folder that does not exist, a file, and a folder that is not the docs, saying ' +
      'what to give',
    async () => {
      await expect(openSite('/no/such/folder')).rejects.toThrow(
        new SiteError(
          `There is no folder /no/such/folder. ${GIVE} (the out/ folder that \`npm run build\` writes).`,
        ),
      );
      await expect(openSite(path.join(FIXTURE, 'llms.txt'))).rejects.toThrow(
        `${path.join(FIXTURE, 'llms.txt')} is a file, not a folder.`,
      );
      await expect(openSite(__dirname)).rejects.toThrow(
        `${__dirname} is not the Staking API docs: it has no llms.txt, llms-full.txt, openapi.json. ${GIVE}`,
      );
      // The fixture has no openapi.json of its own.
      await expect(openSite(FIXTURE)).rejects.toThrow(
        `${FIXTURE} lacks openapi.json, which every build of the docs has.`,
      );
    },
  );
});

describe('openSite: an address', () => {
  it('reads the site under the address given, a sub-path too, each file once', async () => {
    const base = 'https://example.test/staking-docs/';
    let fetched = 0;
    const fetchText = (async (url: string | URL) => {
      fetched += 1;
      return answering(siteFiles(base))(url);
    }) as typeof fetch;
    const site = await openSite('https://example.test/staking-docs', { fetchText });
    expect(site.location).toBe(base);
    expect(fetched).toBe(3);
    await expect(site.read('/llms.txt')).resolves.toBe('# docs');
    await expect(site.read('/docs/none.md')).resolves.toBeNull();
    expect(fetched).toBe(4);
    expect(site.locate('/docs/welcome.md')).toBe(
      'https://example.test/staking-docs/docs/welcome.md',
    );
  });

  it('refuses an address that does not answer, answers an error, or is not the docs', async () => {
    const refused = (async () => {
      throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
    }) as typeof fetch;
    await expect(openSite('http://127.0.0.1:4999/', { fetchText: refused })).rejects.toThrow(
      `Cannot reach http://127.0.0.1:4999/llms.txt: ECONNREFUSED. ${GIVE}`,
    );
    const failing = (async () =>
      new Response('', { status: 503, statusText: 'Service Unavailable' })) as typeof fetch;
    await expect(openSite('https://example.test/', { fetchText: failing })).rejects.toThrow(
      'https://example.test/llms.txt answered 503 Service Unavailable.',
    );
    await expect(openSite('https://example.test/', { fetchText: answering({}) })).rejects.toThrow(
      'https://example.test/ is not the Staking API docs: it has no llms.txt, llms-full.txt, openapi.json.',
    );
    await expect(
      openSite('https://example.test/', {
        fetchText: answering({
          ...siteFiles('https://example.test/'),
          'https://example.test/openapi.json': '<html>',
        }),
      }),
    ).rejects.toThrow('https://example.test/openapi.json is not JSON.');
  });

  it('refuses what is not an http(s) address', async () => {
    await expect(openSite('ftp://example.test/')).rejects.toThrow(
      `"ftp://example.test/" is not an http(s) address. ${GIVE}`,
    );
    await expect(openSite('https://exa mple.test/')).rejects.toThrow(
      `"https://exa mple.test/" is not a URL.`,
    );
  });
});
