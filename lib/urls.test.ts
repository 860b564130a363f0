// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isExternalHref, isUnderPath, normalizeInternalHref, samePath } from './urls';

describe('urls', () => {
  it('writes internal page links with a trailing slash, keeping query and hash', () => {
    expect(normalizeInternalHref('/docs/welcome')).toBe('/docs/welcome/');
    expect(normalizeInternalHref('/docs/welcome#quick-start')).toBe('/docs/welcome/#quick-start');
    expect(normalizeInternalHref('/docs/reporting?x=1#y')).toBe('/docs/reporting/?x=1#y');
    expect(normalizeInternalHref('/docs/examples/')).toBe('/docs/examples/');
    expect(normalizeInternalHref('/')).toBe('/');
  });

  it('leaves files, fragments and outbound links alone', () => {
    expect(normalizeInternalHref('/openapi.yaml')).toBe('/openapi.yaml');
    expect(normalizeInternalHref('#anchor')).toBe('#anchor');
    expect(normalizeInternalHref('https://example.org/a')).toBe('https://example.org/a');
    expect(normalizeInternalHref('//cdn.example.org/a')).toBe('//cdn.example.org/a');
  });

  it('tells outbound links from internal ones', () => {
    expect(isExternalHref('https://example.org')).toBe(true);
    expect(isExternalHref('mailto:a@example.org')).toBe(true);
    expect(isExternalHref('/docs/welcome/')).toBe(false);
  });

  it('compares paths and base paths regardless of the trailing slash', () => {
    expect(samePath('/docs/welcome', '/docs/welcome/')).toBe(true);
    expect(isUnderPath('/docs/examples/sol-staking-example/', '/docs')).toBe(true);
    expect(isUnderPath('/docs/', '/docs')).toBe(true);
    expect(isUnderPath('/docsearch/', '/docs')).toBe(false);
  });
});
