import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBudgets, checkSiteBudget, linkedAssets } from './check-budget.mjs';
import { validateSiteConfig } from '@/lib/config/validate';
import rawConfig from '@/content/site.config';
import sidebars from '@/content/sidebars';
import fixtureConfig from '@/tests/fixtures/versioned-site/site.config';
import fixtureSidebars from '@/tests/fixtures/versioned-site/sidebars';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A tiny export: one page linking one script and one stylesheet of the given contents. */
function fakeExport({ js, css, html = '' }: { js: string; css: string; html?: string }) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'budget-'));
  dirs.push(out);
  fs.mkdirSync(path.join(out, 'docs', 'page'), { recursive: true });
  fs.mkdirSync(path.join(out, '_next', 'static'), { recursive: true });
  fs.writeFileSync(path.join(out, '_next', 'static', 'a.js'), js);
  fs.writeFileSync(path.join(out, '_next', 'static', 'a.css'), css);
  fs.writeFileSync(
    path.join(out, 'docs', 'page', 'index.html'),
    `<html><head><link rel="stylesheet" href="/_next/static/a.css"><script ` +
      `src="/_next/static/a.js" async></script></head><body>${html}</body></html>`,
  );
  fs.writeFileSync(path.join(out, 'docs', 'page', 'index.txt'), '0:{}');
  return out;
}

/** Text that gzip cannot shrink much: n bytes of pseudo-random letters. */
function incompressible(n: number) {
  let s = '';
  let x = 12345;
  for (let i = 0; i < n; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    s += String.fromCharCode(97 + (x % 26));
  }
  return s;
}

const budgets = { pages: { '/docs/page/': { html: 2000, payload: 1000, js: 5000, css: 2000 } } };

describe('size budget checker', () => {
  it('passes a page under every budget', () => {
    const out = fakeExport({ js: 'console.log(1)', css: 'a{color:red}' });
    expect(checkBudgets(out, budgets, '').problems).toEqual([]);
  });

  it('fails when a page JS grows past its budget (planted fault: 12 kB of script)', () => {
    const out = fakeExport({ js: incompressible(12000), css: 'a{color:red}' });
    const { measured, problems } = checkBudgets(out, budgets, '');
    expect(measured['/docs/page/'].js).toBeGreaterThan(5000);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^\/docs\/page\/ js: \d+ B gzip > budget 5000 B/);
  });

  it('fails on CSS and HTML past their budgets; a budgeted page the site does not have is not checked', () => {
    const out = fakeExport({ js: '', css: incompressible(5000), html: incompressible(5000) });
    const { problems } = checkBudgets(
      out,
      { pages: { ...budgets.pages, '/docs/gone/': { html: 1 } } },
      '',
    );
    expect(problems.map((p: string) => p.split(':')[0])).toEqual([
      '/docs/page/ html',
      '/docs/page/ css',
    ]);
  });

  it('counts gzip bytes of the files the HTML links or preloads as scripts, under a base path too', () => {
    expect(
      linkedAssets(
        '<link href="/b/x.css" rel="stylesheet"><script src="/b/y.js"></script><script ' +
          'src="https://cdn.example/z.js"></script><script src="/b/legacy.js" ' +
          'noModule=""></script><link rel="preload" href="/b/later.js" as="script" ' +
          'fetchpriority="low"/><link rel="preload" href="/b/y.js" as="script"/>' +
          '<link rel="preload" href="/b/data.txt" as="fetch"/><script src=/b/bare.js defer>' +
          "</script><link rel=stylesheet href='/b/single.css'>",
        '/b',
      ),
    ).toEqual({
      js: ['/y.js', '/bare.js', '/later.js'],
      css: ['/x.css', '/single.css'],
    });
    const js = incompressible(3000);
    const out = fakeExport({ js, css: '' });
    expect(checkBudgets(out, budgets, '').measured['/docs/page/'].js).toBe(
      gzipSync(js, { level: 9 }).length,
    );
  });
});

describe('the size budget setting (content/site.config.ts sizeBudget)', () => {
  /** A budget file of its own for a site, written beside its export. */
  function budgetFile(out: string) {
    const file = path.join(out, 'budget.json');
    fs.writeFileSync(
      file,
      JSON.stringify({ pages: { '/docs/page/': { html: 2000, payload: 1000 } } }),
    );
    return file;
  }

  it('off: a large site passes, its pages not measured', () => {
    const out = fakeExport({ js: incompressible(200_000), css: '', html: incompressible(100_000) });
    expect(checkSiteBudget(out, false, '')).toEqual({ off: true });
  });

  it('on: a page past its budget fails, naming the page, the number, the limit and the budget file', () => {
    const out = fakeExport({ js: '', css: '', html: incompressible(5000) });
    const result = checkSiteBudget(out, budgetFile(out), '');
    expect(result.off).toBe(false);
    if (result.off) return;
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatch(/^\/docs\/page\/ html: \d+ B gzip > budget 2000 B /);
    expect(result.problems[0].endsWith(`(${budgetFile(out)})`)).toBe(true);
    expect(result.missing).toEqual([]);
  });

  it('on: a budget file that does not exist fails, naming the setting', () => {
    const out = fakeExport({ js: '', css: '' });
    expect(() => checkSiteBudget(out, 'scripts/build/no-such-budget.json', '')).toThrow(
      'content/site.config.ts: sizeBudget names "scripts/build/no-such-budget.json", which does not exist.',
    );
  });

  it(
    "this site asks for none, so its authors' build never fails on size; the fixture site " +
      "holds the templates' budget; anything but a .json path or false is refused",
    () => {
      expect(validateSiteConfig(rawConfig, sidebars).sizeBudget).toBe(false);
      expect(validateSiteConfig(fixtureConfig, fixtureSidebars).sizeBudget).toBe(
        'scripts/build/size-budget.json',
      );
      expect(
        validateSiteConfig({ ...rawConfig, sizeBudget: 'scripts/build/size-budget.json' }, sidebars)
          .sizeBudget,
      ).toBe('scripts/build/size-budget.json');
      expect(() =>
        validateSiteConfig({ ...rawConfig, sizeBudget: true as unknown as false }, sidebars),
      ).toThrow(/sizeBudget/);
      expect(() =>
        validateSiteConfig({ ...rawConfig, sizeBudget: 'budget.yaml' }, sidebars),
      ).toThrow(/sizeBudget/);
    },
  );
});
