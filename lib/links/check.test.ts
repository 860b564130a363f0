// @vitest-environment node
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { folderWith } from '../../tests/temp-files';
import { checkSite, formatReport, loadSite } from './check';

/** Writes a small exported site: { 'docs/a/index.html': '<body>...' }. */
const writeSite = (entries: Record<string, string>) => folderWith(entries, 'links-');

/**
 * The routes of a description with one operation and one schema
 * (lib/openapi/pages/operation-list.ts listElementsRoutes).
 */
const apiRoutes = new Set(['#/', '#/operations/forgeSolStake', '#/schemas/Transaction']);

function site(files: Record<string, string>, routes = apiRoutes) {
  return checkSite(loadSite(writeSite(files), { apiRoutes: routes }));
}

const page = (body: string) => `<!doctype html><html><body>${body}</body></html>`;

/** The same description as the build exports it (out/openapi.json), for the build step's own run. */
const description = JSON.stringify({
  openapi: '3.0.3',
  paths: { '/v1/transactions/SOL/forge/stake': { post: { operationId: 'forgeSolStake' } } },
  components: { schemas: { Transaction: { type: 'object' } } },
});

describe('link checker', () => {
  it('under a sub-path (BASE_PATH), passes links under it and reports a raw URL that left it out', () => {
    const files = {
      'index.html': page(
        '<a href="/staking-docs/docs/a/#install">A</a><a ' +
          'href="/staking-docs/openapi.yaml">spec</a><a href="docs/a/">relative</a><a ' +
          'href="/openapi.yaml">raw</a>',
      ),
      'docs/a/index.html': page('<h2 id="install">Install</h2><a href="../../">home</a>'),
      'openapi.yaml': 'openapi: 3.0.3',
    };
    const result = checkSite(loadSite(writeSite(files)), { basePath: '/staking-docs' });
    expect(result.brokenPaths).toEqual([{ page: '/', href: '/openapi.yaml' }]);
    expect(result.brokenAnchors).toEqual([]);
    expect(result.inconsistent).toEqual([]);
  });

  it('passes a clean site: pages, anchors, files, outbound links and /api client routes', () => {
    const result = site({
      'index.html': page(
        '<a href="/docs/a/">A</a><a href="/docs/a/#install">Install</a><a ' +
          'href="/openapi.yaml">spec</a><a href="https://example.org/x">out</a><a ' +
          'href="mailto:x@example.org">mail</a>',
      ),
      'docs/a/index.html': page(
        '<h2 id="install">Install</h2><a href="#install">self</a><a href="../b/">relative</a>',
      ),
      'docs/b/index.html': page(
        '<a href="/api/?try#/operations/forgeSolStake">op</a><a href="/">home</a>',
      ),
      'api/index.html': page('<h1>API</h1>'),
      'openapi.yaml': 'openapi: 3.0.3',
    });
    expect(result).toEqual({
      brokenPaths: [],
      brokenAnchors: [],
      brokenApiRoutes: [],
      oldDeepLinks: [],
      inconsistent: [],
    });
    expect(formatReport(result)).toBe('');
  });

  it('reports a broken path with the page it is on', () => {
    const result = site({
      'index.html': page('<a href="/docs/missing/">gone</a>'),
      'docs/a/index.html': page('<p>a</p>'),
    });
    expect(result.brokenPaths).toEqual([{ page: '/', href: '/docs/missing/' }]);
    expect(result.brokenAnchors).toEqual([]);
    expect(formatReport(result)).toMatch(/Broken paths[\s\S]*\/docs\/missing\/[\s\S]*on \//);
  });

  it('reports a broken anchor separately from broken paths', () => {
    const result = site({
      'index.html': page('<a href="/docs/a/#nowhere">x</a><a href="#top">y</a>'),
      'docs/a/index.html': page('<h2 id="install">Install</h2>'),
    });
    expect(result.brokenPaths).toEqual([]);
    expect(result.brokenAnchors).toEqual([
      { page: '/', href: '/docs/a/#nowhere' },
      { page: '/', href: '#top' },
    ]);
    expect(formatReport(result)).toMatch(/Broken anchors[\s\S]*#nowhere/);
  });

  it('does not take /api hash routes for anchors, but checks plain anchors there', () => {
    const result = site({
      'index.html': page(
        '<a href="/api/?try#/schemas/Transaction">ok</a><a href="/api/#downloads">missing</a>',
      ),
      'api/index.html': page('<h1>API</h1>'),
    });
    expect(result.brokenAnchors).toEqual([{ page: '/', href: '/api/#downloads' }]);
    expect(result.brokenApiRoutes).toEqual([]);
  });

  it('checks /api routes against the description: operations and schemas it holds pass, others are broken', () => {
    const result = site({
      'docs/a/index.html': page(
        [
          '<a href="/api/?try#/operations/forgeSolStake">ok</a>',
          '<a href="/api/#/">overview</a>',
          '<a href="/api/?try#/operations/forgeSolStake#Request">a heading inside it</a>',
          '<a href="/api/?try#/operations/forgeSolUnstakeAll">no such operation</a>',
          '<a href="/api?try#/operations/forgeDotStake">no slash, no such operation</a>',
          '<a href="/api/?try#/schemas/Transaction">ok</a>',
          '<a href="/api/?try#/schemas/Transactoin">misspelt schema</a>',
          '<a href="/api/#/tags/Solana">not a route of the reference</a>',
        ].join(''),
      ),
      'api/index.html': page('<a href="#/">ok</a><a href="#/operations/forgeSolStak">typo</a>'),
    });
    expect(result.brokenApiRoutes).toEqual([
      { page: '/api/', href: '#/operations/forgeSolStak' },
      { page: '/docs/a/', href: '/api/?try#/operations/forgeSolUnstakeAll' },
      { page: '/docs/a/', href: '/api?try#/operations/forgeDotStake' },
      { page: '/docs/a/', href: '/api/?try#/schemas/Transactoin' },
      { page: '/docs/a/', href: '/api/#/tags/Solana' },
    ]);
    expect(formatReport(result)).toContain(
      'Broken API reference links (no such operation or schema in the description):\n  - ' +
        '#/operations/forgeSolStak\n      on /api/\n  - ' +
        '/api/?try#/operations/forgeSolUnstakeAll\n      on /docs/a/',
    );
  });

  it('reports a link to an operation or schema of /api without ?try: it lands on the static page, so link that', () => {
    const result = site({
      'docs/a/index.html': page(
        '<a href="/api/#/operations/forgeSolStake">old</a><a ' +
          'href="/api/#/schemas/Transaction">old schema</a><a href="/api/#/">overview</a>',
      ),
      'api/index.html': page('<h1>API</h1>'),
    });
    expect(result.brokenApiRoutes).toEqual([]);
    expect(result.oldDeepLinks).toEqual([
      { page: '/docs/a/', href: '/api/#/operations/forgeSolStake' },
      { page: '/docs/a/', href: '/api/#/schemas/Transaction' },
    ]);
    expect(formatReport(result)).toContain(
      'link /api/operations/<id>/ or /api/schemas/#<Name> itself',
    );
  });

  it('reports every /api route when no description says which exist', () => {
    const result = site(
      {
        'docs/a/index.html': page('<a href="/api/?try#/operations/forgeSolStake">op</a>'),
        'api/index.html': page('<h1>API</h1>'),
      },
      new Set(),
    );
    expect(result.brokenApiRoutes).toEqual([
      { page: '/docs/a/', href: '/api/?try#/operations/forgeSolStake' },
    ]);
  });

  // Planted fault: the build's own step (scripts/build/check-links.mjs) reads the routes from the
  // export's description: it must fail on a guide that links an operation the description does
  // not contain, and pass once the link is fixed.
  it('fails the build step on a guide link to an operation that does not exist', () => {
    const files = {
      'docs/guide/index.html': page(
        '<a href="/api/?try#/operations/forgeSolStakeTwice">Stake twice</a>',
      ),
      'api/index.html': page('<h1>API</h1>'),
      'openapi.json': description,
    };
    const script = path.join('scripts', 'build', 'check-links.mjs');
    const run = (dir: string) =>
      spawnSync(process.execPath, ['--import', 'tsx', script, dir], { encoding: 'utf8' });
    const planted = run(writeSite(files));
    expect(planted.status).toBe(1);
    expect(planted.stderr).toContain('/api/?try#/operations/forgeSolStakeTwice');
    expect(planted.stderr).toContain('on /docs/guide/');
    const fixed = run(
      writeSite({
        ...files,
        'docs/guide/index.html': page('<a href="/api/?try#/operations/forgeSolStake">Stake</a>'),
      }),
    );
    expect(fixed.status).toBe(0);
  });

  it('flags internal page links not written in the site form, and hints at the navbar for shared links', () => {
    const files: Record<string, string> = { 'docs/a/index.html': page('<p>a</p>') };
    for (const name of ['x', 'y', 'z'])
      files[`${name}/index.html`] = page('<a href="/docs/a">no slash</a><a href="/gone/">gone</a>');
    const result = site(files);
    expect(result.inconsistent).toHaveLength(3);
    const report = formatReport(result);
    expect(report).toContain('/gone/ (on many pages: probably in the navbar or footer)');
    expect(report).toContain('must end with "/"');
  });
});

describe('link checker: Markdown copies and llms.txt', () => {
  it('checks links of llms.txt and .md copies, with the site origin and heading anchors', async () => {
    const { checkFiles } = await import('./check');
    const dir = writeSite({
      'llms.txt':
        '# Site\n\n- [Welcome](https://site.example/docs/welcome.md): Hi.\n- ' +
        '[Gone](https://site.example/docs/gone.md): No.\n- ' +
        '[Spec](https://site.example/openapi.json): JSON.\n',
      'docs/welcome.md':
        '# Welcome\n\n## Quick start\n\n[Start](#quick-start), ' +
        '[bad](https://site.example/docs/welcome.md#nowhere), [page](/docs/welcome/#intro).\n',
      'docs/welcome/index.html': page('<h2 id="intro">Intro</h2>'),
      'openapi.json': '{}',
    });
    const result = checkFiles(dir, ['/llms.txt', '/docs/welcome.md'], {
      origin: 'https://site.example',
    });
    expect(result.brokenPaths).toEqual([
      { page: '/llms.txt', href: 'https://site.example/docs/gone.md' },
    ]);
    expect(result.brokenAnchors).toEqual([
      { page: '/docs/welcome.md', href: 'https://site.example/docs/welcome.md#nowhere' },
    ]);
    expect(result.inconsistent).toEqual([]);
  });

  it('covers the Markdown files in a whole-site check too', () => {
    const result = site({
      'index.html': page('<a href="/docs/a/">A</a>'),
      'docs/a/index.html': page('<p>a</p>'),
      'docs/a.md': '# A\n\n[missing](/docs/missing/)\n',
    });
    expect(result.brokenPaths).toEqual([{ page: '/docs/a.md', href: '/docs/missing/' }]);
  });

  it('leaves the Markdown files to their own step when asked (the build checks the HTML beside it)', () => {
    const dir = writeSite({
      'index.html': page('<a href="/docs/a/">A</a><a href="/docs/gone/">gone</a>'),
      'docs/a/index.html': page('<p>a</p>'),
      'docs/a.md': '# A\n\n[missing](/docs/missing/)\n',
    });
    expect(checkSite(loadSite(dir, { markdown: false })).brokenPaths).toEqual([
      { page: '/', href: '/docs/gone/' },
    ]);
  });
});

describe('link checker: the site URL under a sub-path', () => {
  it('checks links written with the site URL and its base path as paths of the export', async () => {
    const { checkFiles } = await import('./check');
    const dir = writeSite({
      'llms.txt':
        '- [Welcome](https://site.example/staking-docs/docs/welcome.md): Hi.\n- ' +
        '[Root](https://site.example/docs/welcome.md): No.\n',
      'docs/welcome.md': '# Welcome\n',
    });
    const result = checkFiles(dir, ['/llms.txt'], { origin: 'https://site.example/staking-docs' });
    // The second link leaves the sub-path: another site as far as this export knows, so it is not checked.
    expect(result.brokenPaths).toEqual([]);
    expect(checkFiles(dir, ['/llms.txt'], { origin: 'https://site.example' }).brokenPaths).toEqual([
      { page: '/llms.txt', href: 'https://site.example/staking-docs/docs/welcome.md' },
    ]);
  });
});
