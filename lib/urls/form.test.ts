import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  basePathFromEnv,
  fileOfRoute,
  parseBasePath,
  routeOfFile,
  sitePathOf,
  urlPathsOfFile,
} from './form';
import { rawHref, siteHref, sitePath, withBasePath } from '.';

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

  it("rawHref writes plain <a>/<img> URLs (not next/link) under the base path, pages in the site's form", () => {
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
  it.each([
    ['/staking-docs/docs/welcome/', '/staking-docs', '/docs/welcome/'],
    ['/staking-docs', '/staking-docs', '/'],
    ['/staking-docs/', '/staking-docs', '/'],
    ['/staking-docsearch/', '/staking-docs', null],
    ['/docs/welcome/', '/staking-docs', null],
    ['/docs/welcome/', '', '/docs/welcome/'],
  ])('the site path of %s under "%s" is %s (null: not the site\'s)', (pathname, base, expected) => {
    expect(sitePathOf(pathname, base)).toBe(expected);
  });

  it("reads the browser's base path in sitePath", () => {
    vi.stubEnv('NEXT_PUBLIC_BASE_PATH', '/staking-docs');
    expect(sitePath('/staking-docs/api/')).toBe('/api/');
    vi.stubEnv('NEXT_PUBLIC_BASE_PATH', '');
    expect(sitePath('/staking-docs/api/')).toBe('/staking-docs/api/');
  });

  it.each([
    ['/', 'index.html'],
    ['/docs/welcome/', 'docs/welcome/index.html'],
    ['/docs/welcome', 'docs/welcome/index.html'],
    ['/docs/welcome/?x=1#quick-start', 'docs/welcome/index.html'],
    ['/openapi.json', 'openapi.json'],
    ['/_next/static/chunks/a%20b.js', '_next/static/chunks/a b.js'],
  ])('the file of %s is %s', (route, file) => {
    expect(fileOfRoute(route)).toBe(file);
  });

  it.each([
    ['index.html', '/'],
    ['docs/welcome/index.html', '/docs/welcome/'],
    ['docs\\welcome\\index.html', '/docs/welcome/'],
    ['404.html', '/404'],
    ['docs/welcome.md', '/docs/welcome.md'],
  ])('the route of %s is %s', (file, route) => {
    expect(routeOfFile(file)).toBe(route);
  });

  it('answers a page at its folder and its file name, under the base path', () => {
    expect(urlPathsOfFile('index.html', '')).toEqual(['/', '/index.html']);
    expect(urlPathsOfFile('docs/welcome/index.html', '/staking-docs')).toEqual([
      '/staking-docs/docs/welcome/',
      '/staking-docs/docs/welcome/index.html',
    ]);
    expect(urlPathsOfFile('404.html', '/staking-docs')).toEqual(['/staking-docs/404.html']);
  });
});
