// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { pageScripts } from './measure.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('pageScripts', () => {
  it('counts every script a page loads in a current browser, quoted or not, linked or preloaded, each once', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'page-scripts-'));
    dirs.push(out);
    const scripts = {
      'a.js': 'console.log("quoted")',
      'b.js': 'console.log("unquoted, as a minified page writes it")',
      'c.js': 'console.log("single quotes")',
      'd.js': 'console.log("preloaded, run by a loader")',
      'legacy.js': 'console.log("for browsers without modules")',
    };
    for (const [name, text] of Object.entries(scripts))
      fs.writeFileSync(path.join(out, name), text);
    fs.mkdirSync(path.join(out, 'docs'));
    fs.writeFileSync(
      path.join(out, 'docs', 'index.html'),
      '<script src="/a.js" async=""></script><script src=/b.js defer></script>' +
        '<script src=\'/c.js\'></script><script src="/a.js"></script>' +
        '<script src="/legacy.js" noModule=""></script><script>inline()</script>' +
        '<link rel="preload" href="/d.js" as="script" fetchpriority="low"/>',
    );
    const gzip = (name: keyof typeof scripts) => gzipSync(scripts[name], { level: 9 }).length;
    expect(pageScripts('docs', out)).toBe(
      gzip('a.js') + gzip('b.js') + gzip('c.js') + gzip('d.js'),
    );
  });
});
