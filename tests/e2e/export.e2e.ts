import fs from 'node:fs';
import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { outDir } from './harness';

/** Every HTML file of the export, relative to it. */
function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort();
}

describe('the export this run built', () => {
  it("holds each page's payload once, in the index.txt its HTML loads, and no prefetch files", () => {
    const pages = htmlFiles(outDir).filter(
      (file) => file === 'index.html' || file.endsWith('/index.html'),
    );
    expect(pages.length).toBeGreaterThan(10);
    const inline = pages.filter((file) =>
      fs.readFileSync(path.join(outDir, file), 'utf8').includes('self.__next_f.push'),
    );
    // The not-found pages have no payload file: theirs stays inline.
    expect(
      inline.filter((file) => fs.existsSync(path.join(outDir, path.dirname(file), 'index.txt'))),
    ).toEqual([]);
    for (const file of pages.filter((page) => !inline.includes(page))) {
      expect(fs.readFileSync(path.join(outDir, file), 'utf8'), file).toContain(
        `data-payload="/${path.posix.join(path.posix.dirname(file), 'index.txt')}"`,
      );
    }
    const all = fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' });
    expect(all.filter((file) => /(^|\/)__next\.[^/]*\.txt$/.test(file))).toEqual([]);
  });

  it('has /favicon.ico, which browsers ask for on their own: the site icon at 16, 32 and 48 px', () => {
    // Chromium asks for it while a client-side navigation swaps the head's icon link, and a 404
    // there is an error in the reader's console.
    const icon = fs.readFileSync(path.join(outDir, 'favicon.ico'));
    // An ICO header (reserved 0, type 1) and its count of images.
    expect([icon.readUInt16LE(0), icon.readUInt16LE(2)]).toEqual([0, 1]);
    const sizes = Array.from({ length: icon.readUInt16LE(4) }, (_, i) => {
      const entry = 6 + 16 * i;
      const image = icon.subarray(icon.readUInt32LE(entry + 12));
      // Each image is a PNG of the size its entry names.
      expect(image.subarray(1, 4).toString('latin1')).toBe('PNG');
      return [icon[entry], image.readUInt32BE(16)];
    });
    expect(sizes).toEqual([
      [16, 16],
      [32, 32],
      [48, 48],
    ]);
  });

  it('asks for nothing before the first paint of a docs page but its HTML and stylesheets', () => {
    const html = fs.readFileSync(path.join(outDir, 'docs', 'welcome', 'index.html'), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    const tags = (pattern: RegExp) => [...head.matchAll(pattern)].map(([tag]) => tag);
    // No hint that holds rendering until an element is parsed.
    expect(head).not.toContain('blocking=');
    expect(head).not.toContain('rel="expect"');
    // No logo preloaded: the one of the color mode shown loads once the page is laid out.
    expect(tags(/<link rel="preload"[^>]*as="image"[^>]*>/g)).toEqual([]);
    expect(html).toContain(
      '<img alt="" width="32" height="32" decoding="async" loading="lazy" src="/logo.svg"',
    );
    // One stylesheet, the site's whole, and nothing else preloaded as a style (a stylesheet of
    // the crash page was, before).
    expect(tags(/<link rel="stylesheet"[^>]*>/g)).toHaveLength(1);
    expect(tags(/<link[^>]*as="style"[^>]*>/g)).toEqual([]);
    // The payload preloaded at low priority, right after the stylesheet.
    expect(head).toMatch(
      /<link rel="stylesheet"[^>]*\/><link rel="preload" href="\/docs\/welcome\/index.txt" as="fetch" crossorigin="anonymous" fetchpriority="low"\/>/,
    );
    // No script runs before the first paint: Next's are preloaded at low priority behind the
    // stylesheet, and the page's loader adds them once it has painted; only the legacy
    // polyfills for browsers without modules are script tags still.
    expect(
      tags(/<script src="[^"]*"[^>]*>/g).filter((tag) => !tag.includes(' noModule=""')),
    ).toEqual([]);
    expect(html).not.toMatch(/<script src="[^"]*" async=""/);
    const scripts = tags(/<link rel="preload" href="[^"]*" as="script"[^>]*>/g);
    expect(scripts.length).toBeGreaterThan(3);
    for (const tag of scripts) expect(tag).toContain('fetchpriority="low"');
  });

  it('is valid HTML: html-validate, the rules of .htmlvalidate.mjs, on every page', async () => {
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const files = htmlFiles(outDir);
    expect(files.length).toBeGreaterThan(10);
    const problems: string[] = [];
    for (const file of files) {
      const report = await validator.validateFile(path.join(outDir, file));
      for (const result of report.results) {
        for (const message of result.messages)
          problems.push(
            `${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`,
          );
      }
    }
    expect(problems).toEqual([]);
    // About 100 ms a page (18 pages in 2 s).
  });
});
