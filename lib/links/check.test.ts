// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkSite, formatReport, loadSite } from './check.mjs';

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** Writes a small exported site: { 'docs/a/index.html': '<body>...' }. */
function site(files: Record<string, string>) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'links-'));
  dirs.push(dir);
  for (const [file, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), body);
  }
  return checkSite(loadSite(dir));
}

const page = (body: string) => `<!doctype html><html><body>${body}</body></html>`;

describe('link checker', () => {
  it('passes a clean site: pages, anchors, files, outbound links and /api client routes', () => {
    const result = site({
      'index.html': page('<a href="/docs/a/">A</a><a href="/docs/a/#install">Install</a><a href="/openapi.yaml">spec</a><a href="https://example.org/x">out</a><a href="mailto:x@example.org">mail</a>'),
      'docs/a/index.html': page('<h2 id="install">Install</h2><a href="#install">self</a><a href="../b/">relative</a>'),
      'docs/b/index.html': page('<a href="/api/#/operations/forgeSolStake">op</a><a href="/">home</a>'),
      'api/index.html': page('<h1>API</h1>'),
      'openapi.yaml': 'openapi: 3.0.3',
    });
    expect(result).toEqual({ brokenPaths: [], brokenAnchors: [], inconsistent: [] });
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
      'index.html': page('<a href="/api/#/schemas/Transaction">ok</a><a href="/api/#downloads">missing</a>'),
      'api/index.html': page('<h1>API</h1>'),
    });
    expect(result.brokenAnchors).toEqual([{ page: '/', href: '/api/#downloads' }]);
  });

  it('flags internal page links not written in the site form, and hints at the navbar for shared links', () => {
    const files: Record<string, string> = { 'docs/a/index.html': page('<p>a</p>') };
    for (const name of ['x', 'y', 'z']) files[`${name}/index.html`] = page('<a href="/docs/a">no slash</a><a href="/gone/">gone</a>');
    const result = site(files);
    expect(result.inconsistent).toHaveLength(3);
    const report = formatReport(result);
    expect(report).toContain('/gone/ (on many pages: probably in the navbar or footer)');
    expect(report).toContain('must end with "/"');
  });
});
