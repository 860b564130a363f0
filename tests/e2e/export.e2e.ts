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
