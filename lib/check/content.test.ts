// @vitest-environment node
/**
 * Each mistake the content check knows, planted in a copy of the fixture site's content
 * (tests/fixtures/versioned-site) in a temporary folder, and the exact line it prints.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent, formatProblem } from './content';

const FIXTURE = path.join(process.cwd(), 'tests/fixtures/versioned-site');
const made: string[] = [];

afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

/**
 * The check's lines for the fixture with `files` written over it (a path under the project:
 * "content/docs/x.mdx", "public/img/a.png"; null removes the file) and `edit` applied to files.
 */
async function check(
  files: Record<string, string | null> = {},
  edit: Record<string, (text: string) => string> = {},
) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-check-'));
  made.push(root);
  fs.cpSync(FIXTURE, path.join(root, 'content'), { recursive: true });
  fs.mkdirSync(path.join(root, 'public'));
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(root, file);
    if (text === null) fs.rmSync(full);
    else {
      fs.mkdirSync(path.dirname(full), { recursive: true });
      fs.writeFileSync(full, text);
    }
  }
  for (const [file, change] of Object.entries(edit)) {
    const full = path.join(root, file);
    fs.writeFileSync(full, change(fs.readFileSync(full, 'utf8')));
  }
  return (await checkContent(root)).map(formatProblem);
}

const page = (body: string, frontMatter = 'title: Page\ndescription: A page.\nunlisted: true') =>
  `---\n${frontMatter}\n---\n\n${body}\n`;

describe('the content check', () => {
  it('finds nothing in the fixture as it is', async () => {
    expect(await check()).toEqual([]);
  });

  it('a front-matter value of the wrong type, at its line', async () => {
    expect(
      await check({
        'content/docs/a.mdx': page(
          'Text.',
          'title: A\ndescription: B\nunlisted: true\nhide_table_of_contents: "yes please"',
        ),
      }),
    ).toEqual([
      'content/docs/a.mdx:5:1: hide_table_of_contents: must be true or false, not the text ' +
        '"yes please"',
    ]);
  });

  it('a mistake on the first key of the front matter is on the line after "---"', async () => {
    expect(
      await check({
        'content/docs/a.mdx': page('Text.', 'title: 3\ndescription: B\nunlisted: true'),
      }),
    ).toEqual(['content/docs/a.mdx:2:1: title: must be text, not the number 3']);
  });

  it('front matter that is not YAML, and none at all', async () => {
    expect(
      await check({
        'content/docs/a.mdx': page('Text.', 'title: A: B\ndescription: C\nunlisted: true'),
        'content/docs/b.mdx': '## No front matter\n',
      }),
    ).toEqual([
      'content/docs/a.mdx:2:8: front matter is not valid YAML (quote values that contain ": "): ' +
        'Nested mappings are not allowed in compact mappings',
      'content/docs/b.mdx:1:1: front matter is missing. Start the file with a "---" block ' +
        'holding at least title and description.',
    ]);
  });

  it('a missing title and a misspelt key, with the key meant', async () => {
    expect(
      await check({
        'content/docs/a.mdx': page('Text.', 'description: B\nunlisted: true\nsidebar_lable: C'),
      }),
    ).toEqual([
      'content/docs/a.mdx:1:1: title: required, but missing',
      'content/docs/a.mdx:4:1: sidebar_lable: unknown key "sidebar_lable". Did you mean ' +
        '"sidebar_label"?',
    ]);
  });

  it('MDX that does not parse (an unclosed component)', async () => {
    expect(await check({ 'content/docs/a.mdx': page('<Note>\n\nText.') })).toEqual([
      'content/docs/a.mdx:7:1: Expected a closing tag for `<Note>` (7:1-7:7); correct the MDX there',
    ]);
  });

  it('a link to a page that does not exist, with the page meant', async () => {
    expect(await check({ 'content/docs/a.mdx': page('See [it](/docs/core-concept).') })).toEqual([
      'content/docs/a.mdx:7:5: the link "/docs/core-concept" leads to no page; did you mean ' +
        '"/docs/core-concepts/"?',
    ]);
  });

  it('a link to an anchor the page lacks, with the anchors it has', async () => {
    expect(
      await check({ 'content/docs/a.mdx': page('See [it](/docs/welcome#quickstart).') }),
    ).toEqual([
      'content/docs/a.mdx:7:5: the link "/docs/welcome#quickstart" names the anchor ' +
        '"quickstart", which /docs/welcome/ does not have; did you mean "quick-start"? its ' +
        'anchors: "quick-start"',
    ]);
  });

  it("a link to an operation's response that it does not have", async () => {
    expect(
      await check({
        'content/docs/a.mdx': page('See [it](/api/operations/getTotalEarnings/#response-201).'),
      }),
    ).toEqual([
      'content/docs/a.mdx:7:5: the link "/api/operations/getTotalEarnings/#response-201" names ' +
        'the anchor "response-201", which /api/operations/getTotalEarnings/ does not have; did ' +
        'you mean "response-200"? its anchors: "guides", "parameters", "responses", ' +
        '"response-200", "response-400", "response-401", "response-422", "response-500", ' +
        '"code-samples", "parameter-query-begDate", "parameter-query-endDate", ' +
        '"parameter-query-wallet"',
    ]);
  });

  it("a link to an operation's parameter row, or to the section of the calls to make next", async () => {
    expect(
      await check({
        'content/docs/a.mdx': page(
          'See [it](/api/operations/getTotalEarnings/#parameter-query-wallet) and ' +
            '[next](/api/operations/forgeSolStake/#next-calls).',
        ),
      }),
    ).toEqual([]);
    expect(
      await check({
        'content/docs/a.mdx': page('See [it](/api/operations/getTotalEarnings/#next-calls).'),
      }),
    ).toEqual([
      'content/docs/a.mdx:7:5: the link "/api/operations/getTotalEarnings/#next-calls" names the ' +
        'anchor "next-calls", which /api/operations/getTotalEarnings/ does not have; its ' +
        'anchors: "guides", "parameters", "responses", "response-200", "response-400", ' +
        '"response-401", "response-422", "response-500", "code-samples", ' +
        '"parameter-query-begDate", "parameter-query-endDate", "parameter-query-wallet"',
    ]);
  });

  it('a missing image, by site path and relative to the page; present ones pass', async () => {
    expect(
      await check({
        'content/docs/a.mdx': page(
          '![x](/img/x.png)\n\n![flow](./flow.png)\n\n![ok](/img/ok.png) ![ok](./ok.png)',
        ),
        'public/img/ok.png': 'png',
        'content/docs/ok.png': 'png',
      }),
    ).toEqual([
      'content/docs/a.mdx:7:1: the image "/img/x.png" does not exist (no public/img/x.png); ' +
        'add the file there or correct the path',
      'content/docs/a.mdx:9:1: the image "./flow.png" does not exist (no ' +
        'content/docs/flow.png); add the file there or correct the path',
    ]);
  });

  it('an image of a JSX element and a link to a missing file', async () => {
    expect(
      await check({
        'content/docs/a.mdx': page('<img src="/img/y.png" alt="y" />\n\n[get](/files/a.zip)'),
      }),
    ).toEqual([
      'content/docs/a.mdx:7:1: the image "/img/y.png" does not exist (no public/img/y.png); ' +
        'add the file there or correct the path',
      'content/docs/a.mdx:9:1: the file "/files/a.zip" does not exist (no public/files/a.zip); ' +
        'add the file there or correct the path',
    ]);
  });

  it('two sources of one URL, both named', async () => {
    expect(await check({ 'content/docs/welcome/index.mdx': page('Twin.') })).toEqual([
      'content/docs/welcome.mdx:1:1: content/docs/welcome.mdx and content/docs/welcome/index.mdx ' +
        "are both the page /docs/welcome/; remove or rename one of them (a folder's own page is " +
        'its index.mdx)',
    ]);
  });

  it('a file name with a space and non-ASCII letters is refused, naming the file', async () => {
    expect(await check({ 'content/docs/Café Über.mdx': page('Text.') })).toEqual([
      'content/docs/Café Über.mdx:1:1: the name "Café Über" has a space or a character other ' +
        'than a-z, 0-9, ".", "_" and "-", so it makes no clean URL; rename it, e.g. "cafe-uber"',
    ]);
  });

  it('a page no sidebar lists', async () => {
    expect(
      await check({ 'content/docs/a.mdx': page('Text.', 'title: A\ndescription: B') }),
    ).toEqual([
      'content/docs/a.mdx:1:1: no sidebar lists this page, so no link leads to it. Add "a" to ' +
        'content/sidebars.ts, or put "unlisted: true" in its front matter if it is meant to be ' +
        'reached by links only.',
    ]);
  });

  it('a sidebar naming a doc that does not exist', async () => {
    expect(
      await check(
        {},
        { 'content/sidebars.ts': (text) => text.replace("'core-concepts',", "'core-concept',") },
      ),
    ).toEqual([
      'content/docs/core-concepts.mdx:1:1: no sidebar lists this page, so no link leads to ' +
        'it. Add "core-concepts" to content/sidebars.ts, or put "unlisted: true" in its front ' +
        'matter if it is meant to be reached by links only.',
      'content/sidebars.ts:6:5: docs[1] names the doc "core-concept", but ' +
        'content/docs/core-concept.mdx does not exist.',
    ]);
  });

  it('a misspelt sidebar key, with the key meant', async () => {
    expect(
      await check(
        {},
        {
          'content/sidebars.ts': (text) => text.replace("label: 'Examples'", "lable: 'Examples'"),
        },
      ),
    ).toEqual([
      'content/sidebars.ts:7:25: docs[2].label: required, but missing',
      'content/sidebars.ts:7:25: docs[2].lable: unknown key "lable". Did you mean "label"?',
    ]);
  });

  it('a misspelt key of the site config, with the key meant', async () => {
    expect(
      await check(
        {},
        {
          'content/site.config.ts': (text) =>
            text.replace(
              "{ type: 'default', to: '/api', label:",
              "{ type: 'default', to: '/api', lable:",
            ),
        },
      ),
    ).toEqual([
      'content/site.config.ts:34:38: navbar.items[2].label: required, but missing',
      'content/site.config.ts:34:38: navbar.items[2].lable: unknown key "lable". Did you mean ' +
        '"label"?',
    ]);
  });

  it("a changelog post's front matter, by the posts' own schema", async () => {
    expect(
      await check({
        'content/changelog/2026-02-30-hello.mdx':
          '---\ntitle: Hello\ndate: 2026-02-30\nsummary: S.\ndescription: D.\n---\n\nText.\n',
      }),
    ).toEqual([
      'content/changelog/2026-02-30-hello.mdx:3:1: date: is not a day of the calendar',
      'content/changelog/2026-02-30-hello.mdx:5:1: description: unknown key "description": a ' +
        'post has a "summary" instead.',
    ]);
  });

  it("a broken link on a locale's translated page", async () => {
    expect(
      await check(
        {},
        {
          'content/i18n/fr/docs/welcome.mdx': (text) => `${text}\n[Concepts](/docs/concepts)\n`,
        },
      ),
    ).toEqual([
      'content/i18n/fr/docs/welcome.mdx:16:1: the link "/docs/concepts" leads to no page; did ' +
        'you mean "/docs/core-concepts/"?',
    ]);
  });
});
