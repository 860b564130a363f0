import fs from 'node:fs';
import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { checkBudgets, readBudgets } from '../../scripts/build/check-budget.mjs';
import { outDir } from './harness';

/** Every HTML file of the export, relative to it. */
function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort();
}

describe('the export this run built', () => {
  it('keeps the size budget of every budgeted page (scripts/build/size-budget.json)', () => {
    const budgets = readBudgets();
    const { measured, problems } = checkBudgets(outDir, budgets, '');
    // Every budgeted page is in this export: none was skipped.
    expect(Object.keys(measured).sort()).toEqual(Object.keys(budgets.pages).sort());
    expect(problems).toEqual([]);
  });

  it('is valid HTML: html-validate, the rules of .htmlvalidate.mjs, on every page', async () => {
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const files = htmlFiles(outDir);
    expect(files.length).toBeGreaterThan(10);
    const problems: string[] = [];
    for (const file of files) {
      const report = await validator.validateFile(path.join(outDir, file));
      for (const result of report.results) {
        for (const message of result.messages) problems.push(`${file}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
      }
    }
    expect(problems).toEqual([]);
    // About 100 ms a page (18 pages in 2 s): a site of a thousand pages stays within the limit.
  }, 300_000);
});
