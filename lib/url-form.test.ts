import { afterEach, describe, expect, it, vi } from 'vitest';
import { basePathFromEnv, fileOfRoute, parseBasePath, routeOfFile, sitePathOf, urlPathsOfFile } from './url-form.mjs';
import { rawHref, siteHref, sitePath, withBasePath } from './urls';

describe('BASE_PATH: the sub-path the site is built for', () => {
  it('is empty when unset or empty: the site sits at the domain root', () => {
    expect(basePathFromEnv({})).toBe('');
    expect(basePathFromEnv({ BASE_PATH: '' })).toBe('');
  });

  it('accepts a path that starts with "/" and has no trailing slash', () => {
    expect(basePathFromEnv({ BASE_PATH: '/staking-docs' })).toBe('/staking-docs');
    expect(parseBasePath('/docs/v2')).toBe('/docs/v2');
  });

  it('refuses a trailing slash, a relative path, a protocol-relative one and odd segments', () => {
    expect(() => parseBasePath('/staking-docs/')).toThrow(/must not end with "\/"/);
    expect(() => parseBasePath('/')).toThrow(/must not end with "\/"/);
    expect(() => parseBasePath('staking-docs')).toThrow(/must start with/);
    expect(() => parseBasePath('//cdn.example.org')).toThrow(/must start with/);
    expect(() => parseBasePath('/a b')).toThrow(/path segments/);
    expect(() => parseBasePath('/a/../b')).toThrow(/path segments/);
    expect(() => parseBasePath('/a?x=1')).toThrow(/path segments/);
  });
});

describe('withBasePath: every raw URL of the export', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('leaves paths alone at the domain root', () => {
    vi.stubEnv('NEXT_PUBLIC_BASE_PATH', '');
    expect(withBasePath('/openapi.json')).toBe('/openapi.json');
    expect(withBasePath('/')).toBe('/');
  });

  it('puts root-relative paths under the base path', () => {
    vi.stubEnv('NEXT_PUBLIC_BASE_PATH', '/staking-docs');
    expect(withBasePath('/openapi.json')).toBe('/staking-docs/openapi.json');
    expect(withBasePath('/pagefind/pagefind.js')).toBe('/staking-docs/pagefind/pagefind.js');
    expect(withBasePath('/')).toBe('/staking-docs/');
    expect(withBasePath('/docs/welcome/#x')).toBe('/staking-docs/docs/welcome/#x');
  });

  it('leaves other sites, protocol-relative URLs, anchors and relative paths as written', () => {
    vi.stubEnv('NEXT_PUBLIC_BASE_PATH', '/staking-docs');
    expect(withBasePath('https://example.org/a')).toBe('https://example.org/a');
    expect(withBasePath('//cdn.example.org/a.js')).toBe('//cdn.example.org/a.js');
    expect(withBasePath('#top')).toBe('#top');
    expect(withBasePath('logo.svg')).toBe('logo.svg');
  });

  it('puts files under the base path in siteHref, but not pages (next/link adds it to those)', () => {
    vi.stubEnv('NEXT_PUBLIC_BASE_PATH', '/staking-docs');
    expect(siteHref('/openapi.yaml')).toBe('/staking-docs/openapi.yaml');
    expect(siteHref('/docs/welcome')).toBe('/docs/welcome/');
  });

  it('rawHref writes plain <a>/<img> URLs (not next/link) under the base path, pages in the site\'s form', () => {
    vi.stubEnv('NEXT_PUBLIC_BASE_PATH', '/staking-docs');
    expect(rawHref('/api')).toBe('/staking-docs/api/');
    expect(rawHref('/logo.svg')).toBe('/staking-docs/logo.svg');
    expect(rawHref('/')).toBe('/staking-docs/');
    expect(rawHref('https://example.org/')).toBe('https://example.org/');
    vi.stubEnv('NEXT_PUBLIC_BASE_PATH', '');
    expect(rawHref('/api')).toBe('/api/');
  });
});

describe('a URL path and the exported file that answers it', () => {
  it('gives the site path of a location under the base path, and null outside it', () => {
    expect(sitePathOf('/staking-docs/docs/welcome/', '/staking-docs')).toBe('/docs/welcome/');
    expect(sitePathOf('/staking-docs', '/staking-docs')).toBe('/');
    expect(sitePathOf('/staking-docs/', '/staking-docs')).toBe('/');
    expect(sitePathOf('/staking-docsearch/', '/staking-docs')).toBeNull();
    expect(sitePathOf('/docs/welcome/', '/staking-docs')).toBeNull();
    expect(sitePathOf('/docs/welcome/', '')).toBe('/docs/welcome/');
  });

  it("reads the browser's base path in sitePath", () => {
    vi.stubEnv('NEXT_PUBLIC_BASE_PATH', '/staking-docs');
    expect(sitePath('/staking-docs/api/')).toBe('/api/');
    vi.stubEnv('NEXT_PUBLIC_BASE_PATH', '');
    expect(sitePath('/staking-docs/api/')).toBe('/staking-docs/api/');
  });

  it('finds the file of a route: a page is its folder/index.html, a file itself', () => {
    expect(fileOfRoute('/')).toBe('index.html');
    expect(fileOfRoute('/docs/welcome/')).toBe('docs/welcome/index.html');
    expect(fileOfRoute('/docs/welcome')).toBe('docs/welcome/index.html');
    expect(fileOfRoute('/docs/welcome/?x=1#quick-start')).toBe('docs/welcome/index.html');
    expect(fileOfRoute('/openapi.json')).toBe('openapi.json');
    expect(fileOfRoute('/_next/static/chunks/a%20b.js')).toBe('_next/static/chunks/a b.js');
  });

  it('finds the route of a file, and every URL path a host answers with it', () => {
    expect(routeOfFile('index.html')).toBe('/');
    expect(routeOfFile('docs/welcome/index.html')).toBe('/docs/welcome/');
    expect(routeOfFile('docs\\welcome\\index.html')).toBe('/docs/welcome/');
    expect(routeOfFile('404.html')).toBe('/404');
    expect(routeOfFile('docs/welcome.md')).toBe('/docs/welcome.md');
    expect(urlPathsOfFile('index.html', '')).toEqual(['/', '/index.html']);
    expect(urlPathsOfFile('docs/welcome/index.html', '/staking-docs')).toEqual(['/staking-docs/docs/welcome/', '/staking-docs/docs/welcome/index.html']);
    expect(urlPathsOfFile('404.html', '/staking-docs')).toEqual(['/staking-docs/404.html']);
  });
});
