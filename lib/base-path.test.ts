import { afterEach, describe, expect, it, vi } from 'vitest';
import { basePathFromEnv, parseBasePath } from './base-path.mjs';
import { rawHref, siteHref, withBasePath } from './urls';

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
