import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  inlineScripts,
  scriptHash,
  siteWidePolicy,
  withPolicyMeta,
} from './security-policy';

describe('the Content Security Policy of a page', () => {
  it('allows scripts from the site and by hash, never by "unsafe-inline" or eval', () => {
    const policy = contentSecurityPolicy({ scriptHashes: ["'sha256-abc='"] });
    expect(policy).toBe(
      "default-src 'self'; script-src 'self' 'sha256-abc=' 'wasm-unsafe-eval'; style-src " +
        "'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; " +
        "object-src 'none'; base-uri 'self'; form-action 'self'",
    );
  });

  it('forbids framing in the header form only (a <meta> policy cannot carry frame-ancestors)', () => {
    expect(contentSecurityPolicy({ scriptHashes: [], forHeader: true })).toMatch(
      /; frame-ancestors 'none'$/,
    );
  });

  it("has a site-wide part for a header on every path, which restricts no script (each page's <meta> does)", () => {
    expect(siteWidePolicy()).toBe(
      "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
    );
  });

  it('names no third-party origin without analytics, and exactly GA4 origins with it', () => {
    const without = contentSecurityPolicy({ scriptHashes: [], connect: ['http://127.0.0.1:4010'] });
    expect(without.match(/https?:\/\/[^\s;]+/g)).toEqual(['http://127.0.0.1:4010']);
    const withAnalytics = contentSecurityPolicy({ scriptHashes: [], analytics: true });
    expect(withAnalytics).toContain(
      "script-src 'self' 'wasm-unsafe-eval' https://www.googletagmanager.com;",
    );
    expect(withAnalytics).toContain(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com " +
        'https://www.googletagmanager.com;',
    );
  });
});

describe('inline scripts and their hashes', () => {
  it('finds the inline scripts that run, not external or data scripts', () => {
    const html =
      '<head><script>a()</script><script src="/x.js"></script><script ' +
      'type="application/ld+json">{}</script><script async="">b()\n</script></head>';
    expect(inlineScripts(html)).toEqual(['a()', 'b()\n']);
  });

  it('hashes the exact text as CSP Level 3 does (sha256, base64)', () => {
    const expected = createHash('sha256').update('a()').digest('base64');
    expect(scriptHash('a()')).toBe(`'sha256-${expected}'`);
  });

  it('puts the <meta> right after <meta charset>, once, with quotes escaped', () => {
    const html = '<html><head><meta charSet="utf-8"/><script>a()</script></head></html>';
    const once = withPolicyMeta(html, "script-src 'self'");
    expect(once).toBe(
      '<html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" ' +
        'content="script-src \'self\'"/><script>a()</script></head></html>',
    );
    expect(
      withPolicyMeta(once, "default-src 'none'").match(/Content-Security-Policy/g),
    ).toHaveLength(1);
  });
});
