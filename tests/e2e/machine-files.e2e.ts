import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { baseUrl, closeBrowser, openPage, SPEC_ROUTES } from './harness';

afterAll(closeBrowser);

const SITE_URL = 'https://docs.staking-api.example';

/** Every docs page of the export: out/docs/**\/index.html. */
function docsPages(dir = path.join('out', 'docs')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return docsPages(full);
    return entry.name === 'index.html' && dir !== path.join('out', 'docs')
      ? [`/${path.relative('out', dir).split(path.sep).join('/')}/`]
      : [];
  });
}

const linksOf = (markdown: string) =>
  [...markdown.matchAll(/\]\((\S+?)\)/g)].map((match) => match[1]);

describe('docs for machines (llms.txt, llms-full.txt, Markdown copies)', () => {
  it('serves a Markdown copy beside every docs page', async () => {
    const pages = docsPages();
    expect(pages.length).toBeGreaterThanOrEqual(11);
    for (const page of pages) {
      const copy = `${page.replace(/\/$/, '')}.md`;
      const response = await fetch(`${baseUrl}${copy}`);
      expect(response.status, copy).toBe(200);
      const markdown = await response.text();
      const title = /<h1[^>]*>([^<]+)<\/h1>/.exec(
        fs.readFileSync(path.join('out', page, 'index.html'), 'utf8'),
      )?.[1];
      expect(markdown.startsWith(`# ${title}\n`), copy).toBe(true);
      expect(markdown).not.toMatch(
        /<(Note|Tip|Info|Warning|Danger|CodeTabs|CodeTab|ExampleSource)\b/,
      );
    }
  });

  it(
    'llms.txt names the site, lists every guide and example with a sentence, and every link in ' +
      'it resolves',
    async () => {
      const response = await fetch(`${baseUrl}/llms.txt`);
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text.startsWith('# Staking API\n\n> ')).toBe(true);
      const lines = text.split('\n').filter((line) => line.startsWith('- ['));
      for (const route of SPEC_ROUTES.filter(({ path: p }) => p.startsWith('/docs/'))) {
        const copy = `${SITE_URL}${route.path.replace(/\/$/, '')}.md`;
        const line = lines.find((candidate) => candidate.includes(`](${copy})`));
        expect(line, copy).toMatch(/\): [A-Z].+\.$/);
      }
      expect(text).toContain(`](${SITE_URL}/openapi.json)`);
      expect(text).toContain(`](${SITE_URL}/openapi.yaml)`);
      for (const link of linksOf(text)) {
        expect(link.startsWith(`${SITE_URL}/`), link).toBe(true);
        const local = await fetch(`${baseUrl}${link.slice(SITE_URL.length)}`);
        expect(local.status, link).toBe(200);
      }
    },
  );

  it('llms-full.txt holds every guide and example in sidebar order, programs inlined', async () => {
    const text = await (await fetch(`${baseUrl}/llms-full.txt`)).text();
    // Each page starts with its address in a comment, then its title.
    const copies = [...text.matchAll(/^<!-- (\S+\.md) -->\n\n# (.+)$/gm)].map((match) => ({
      url: match[1],
      title: match[2],
    }));
    // The guides and examples, then the API reference: every operation in the order of /api.
    const firstOperation = copies.findIndex((copy) => copy.url.includes('/api/operations/'));
    const titles = copies.slice(0, firstOperation).map((copy) => copy.title);
    expect(titles.slice(0, 3)).toEqual(['Welcome', 'Core concepts', 'Register an account']);
    expect(titles.at(-1)).toBe('Support');
    expect(
      copies.slice(firstOperation).every((copy) => copy.url.includes('/api/operations/')),
    ).toBe(true);
    expect(copies.length - firstOperation).toBe(60);
    expect(titles).toContain('Solana withdraw example');
    expect(text).toContain('```ts title="sol-staking-example.ts"');
    expect(text).toContain('> **Danger: The key is shown once**');
  });

  it('"Copy page as Markdown" copies the page\'s Markdown and says so', async () => {
    const { page, context, errors } = await openPage('/docs/register-account');
    await page.waitForLoadState('networkidle');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    const button = page.getByRole('button', { name: 'Copy page as Markdown' });
    await button.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Copied to the clipboard.' }).waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith('# Register an account\n')).toBe(true);
    expect(copied).toContain('**curl**');
    expect(errors).toEqual([]);
  });
});
