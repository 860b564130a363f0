// The last step of postbuild, so every HTML file is final and its inline scripts can be hashed.
// For each exported page: hash its inline scripts (the color-mode and announcement
// scripts, Next's own), and write the page's Content Security Policy
// - as <meta http-equiv="Content-Security-Policy"> early in its <head>;
// - in out/_headers (Netlify and Cloudflare Pages format), with the security headers;
// - in out/serve.json, the config `npm start` (serve) reads: the security headers and the part of
//   the policy that is the same on every page (serve takes at most 50 header rules, fewer than the
//   pages; the <meta> of each page carries the rest).
// Usage: node scripts/build/csp.mjs [outDir]
import fs from 'node:fs';
import path from 'node:path';
import { basePathFromEnv, urlPathsOfFile } from '@/lib/urls';
import {
  SECURITY_HEADERS,
  contentSecurityPolicy,
  inlineScripts,
  scriptHash,
  siteWidePolicy,
  withPolicyMeta,
} from '../../lib/security-policy';

const outDir = path.resolve(process.argv[2] ?? 'out');
const basePath = basePathFromEnv();
// The site's analytics id (content/site.config.ts reads the same variable): GA4's origins only then.
const analytics = Boolean(process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID);
// /api's Try It calls the local sandbox and nothing else: the loopback
// servers of the exported description, the only origins besides the site that fetch() may reach.
const description = JSON.parse(fs.readFileSync(path.join(outDir, 'openapi.json'), 'utf8'));
const connect = (description.servers ?? [])
  .map((server) => new URL(server.url))
  .filter((url) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname))
  .map((url) => url.origin);

function htmlFiles(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) =>
      path.relative(outDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}

const pages = [];
for (const file of htmlFiles(outDir)) {
  const full = path.join(outDir, file);
  const html = fs.readFileSync(full, 'utf8');
  const scriptHashes = [...new Set(inlineScripts(html).map(scriptHash))];
  const options = { scriptHashes, analytics, connect };
  fs.writeFileSync(full, withPolicyMeta(html, contentSecurityPolicy(options)));
  pages.push({ file, header: contentSecurityPolicy({ ...options, forHeader: true }) });
}

// out/_headers: one rule for every path, then one per page with its policy.
const lines = [
  `${basePath}/*`,
  ...Object.entries(SECURITY_HEADERS).map(([key, value]) => `  ${key}: ${value}`),
];
for (const { file, header } of pages) {
  for (const url of urlPathsOfFile(file, basePath))
    lines.push(url, `  Content-Security-Policy: ${header}`);
}
fs.writeFileSync(path.join(outDir, '_headers'), `${lines.join('\n')}\n`);

// out/serve.json: the repository's serve.json plus the security headers and the site-wide part of
// the policy, for `npm start` (one rule: serve refuses a config of more than 50).
const base = JSON.parse(fs.readFileSync('serve.json', 'utf8'));
const toServe = (headers) => Object.entries(headers).map(([key, value]) => ({ key, value }));
const serveConfig = {
  ...base,
  headers: [
    {
      source: '**',
      headers: toServe({ ...SECURITY_HEADERS, 'Content-Security-Policy': siteWidePolicy() }),
    },
  ],
};
fs.writeFileSync(path.join(outDir, 'serve.json'), `${JSON.stringify(serveConfig, null, 2)}\n`);

const hashCount = new Set(pages.flatMap(({ header }) => header.match(/'sha256-[^']+'/g) ?? []))
  .size;
console.log(
  `Content Security Policy: ${pages.length} pages, ${hashCount} distinct inline-script ` +
    `hashes; wrote _headers and serve.json.`,
);
