// The Content Security Policy and security headers the export ships.
// scripts/build/csp.mjs applies them to out/: a <meta> policy in every page, out/_headers for
// static hosts (Netlify, Cloudflare Pages) and out/serve.json for `npm start`.
// Plain JavaScript so build scripts and tests import it as is.
import { createHash } from 'node:crypto';

/** GA4's origins (Google's CSP guide for Google Analytics 4), allowed only when analytics is configured. */
export const ANALYTICS_ORIGINS = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
  ],
  img: ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
};

/**
 * 'sha256-…' source of an inline script's exact text.
 */
export function scriptHash(text: string) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The policy of one page.
 * - scriptHashes: the hashes of that page's inline scripts (no 'unsafe-inline' for scripts);
 * - analytics: true when a GA4 measurement id is configured;
 * - connect: extra origins fetch() may reach (the local API sandbox Try It calls);
 * - forHeader: frame-ancestors only works in a header; a <meta> policy must leave it out.
 */
export function contentSecurityPolicy({
  scriptHashes,
  analytics = false,
  connect = [],
  forHeader = false,
}: {
  scriptHashes: string[];
  analytics?: boolean;
  connect?: string[];
  forHeader?: boolean;
}): string {
  const directives = [
    ['default-src', "'self'"],
    // 'wasm-unsafe-eval': Pagefind runs its search index as WebAssembly; it allows compiling
    // WebAssembly only, not eval() of JavaScript.
    [
      'script-src',
      "'self'",
      ...scriptHashes,
      "'wasm-unsafe-eval'",
      ...(analytics ? ANALYTICS_ORIGINS.script : []),
    ],
    // 'unsafe-inline' for styles only: Stoplight Elements and its CSS-in-JS write style
    // attributes and <style> elements at run time, and the build-time highlighted code blocks
    // carry their colors in style attributes. Styles cannot run code.
    ['style-src', "'self'", "'unsafe-inline'"],
    // data: images: Elements' and the site's inline SVG icons in CSS.
    ['img-src', "'self'", 'data:', ...(analytics ? ANALYTICS_ORIGINS.img : [])],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...connect, ...(analytics ? ANALYTICS_ORIGINS.connect : [])],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ...(forHeader ? [['frame-ancestors', "'none'"]] : []),
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** Directives whose value is the same on every page: a header can send them for every path at once. */
const PAGE_INDEPENDENT_DIRECTIVES = new Set([
  'object-src',
  'base-uri',
  'form-action',
  'frame-ancestors',
]);

/**
 * The part of the policy that is the same for every page, for a server whose configuration
 * cannot hold a rule per page (`serve`, which `npm start` runs, takes at most 50 header rules).
 * It sends this header on every response and each page's <meta> carries the rest (its script
 * hashes); a browser enforces both policies, so a page gets its whole policy.
 */
export function siteWidePolicy() {
  return contentSecurityPolicy({ scriptHashes: [], forHeader: true })
    .split('; ')
    .filter((directive) => PAGE_INDEPENDENT_DIRECTIVES.has(directive.split(' ')[0]))
    .join('; ');
}

/**
 * Headers for every response. Strict-Transport-Security is not among them: HSTS binds the
 * whole domain (and, with includeSubDomains, its subdomains) to HTTPS for months, a decision
 * for whoever runs the domain; the README says how to turn it on.
 */
export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy':
    'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), ' +
    'gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=(), ' +
    'browsing-topics=()',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/**
 * Every executable inline script of an HTML document: its exact text.
 */
export function inlineScripts(html: string) {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes, text] = match;
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    // Data blocks (JSON, ld+json) are not run, so the policy need not allow them.
    if (type && !['text/javascript', 'application/javascript', 'module'].includes(type)) continue;
    scripts.push(text);
  }
  return scripts;
}

/**
 * The page with its policy as the first element after <meta charset> (or <head>), so it covers every script.
 */
export function withPolicyMeta(html: string, policy: string) {
  const meta =
    `<meta http-equiv="Content-Security-Policy" ` +
    `content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"/>`;
  const withoutOld = html.replace(/<meta http-equiv="Content-Security-Policy"[^>]*\/?>/i, '');
  const charset = /<meta charset="?[^">]+"?\s*\/?>/i.exec(withoutOld);
  if (charset) {
    const at = charset.index + charset[0].length;
    return withoutOld.slice(0, at) + meta + withoutOld.slice(at);
  }
  return withoutOld.replace(/<head(\s[^>]*)?>/i, (head) => head + meta);
}
