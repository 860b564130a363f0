// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Release } from '@/lib/openapi/changes/releases';
import { groupByYear, loadPosts, newerAndOlder, paginate, type Post } from './posts';

/** A project folder whose content/changelog/ holds the given posts (file name → MDX source). */
function project(posts: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'changelog-'));
  fs.mkdirSync(path.join(root, 'content/changelog'), { recursive: true });
  for (const [name, source] of Object.entries(posts))
    fs.writeFileSync(path.join(root, 'content/changelog', name), source);
  return root;
}

const post = (frontMatter: string, body = 'Text.') => `---\n${frontMatter}\n---\n\n${body}\n`;
const TODAY = '2026-11-25';
const load = (posts: Record<string, string>, options: Parameters<typeof loadPosts>[0] = {}) =>
  loadPosts({ root: project(posts), today: TODAY, ...options });
const failure = (posts: Record<string, string>, options: Parameters<typeof loadPosts>[0] = {}) => {
  try {
    load(posts, options);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('loadPosts accepted the posts');
};
const release = (version: string): Release => ({
  version,
  file: `openapi/releases/${version}.json`,
  document: {},
});

describe('loadPosts', () => {
  it('reads each post with its URL from the file name without its date, newest first', () => {
    const posts = load({
      '2025-03-02-docs-reorganised.mdx': post(
        'title: Docs reorganised\ndate: 2025-03-02\nsummary: Guides moved.',
      ),
      '2026-11-25-api-1-0-0.mdx': post(
        'title: API 1.0.0\ndate: 2026-11-25\nsummary: First release.\ntags: [release]',
      ),
      'new-examples.mdx': post(
        'title: New examples\ndate: 2026-01-10\nsummary: Two examples.\nauthors: [Ada, { ' +
          'name: Grace, url: "https://example.com/grace" }]',
      ),
    });
    expect(posts.map((p) => [p.slug, p.permalink, p.frontMatter.date])).toEqual([
      ['api-1-0-0', '/changelog/api-1-0-0/', '2026-11-25'],
      ['new-examples', '/changelog/new-examples/', '2026-01-10'],
      ['docs-reorganised', '/changelog/docs-reorganised/', '2025-03-02'],
    ]);
    expect(posts[1].frontMatter.authors).toEqual([
      'Ada',
      { name: 'Grace', url: 'https://example.com/grace' },
    ]);
    expect(posts[0].frontMatter.draft).toBe(false);
  });

  it('fails on a post without a date or without a title, naming the file', () => {
    expect(failure({ 'a.mdx': post('title: A\nsummary: S.') })).toBe(
      'content/changelog/a.mdx: invalid front matter:\n- date: required, but missing',
    );
    expect(failure({ 'b.mdx': post('date: 2026-01-01\nsummary: S.') })).toBe(
      'content/changelog/b.mdx: invalid front matter:\n- title: required, but missing',
    );
    expect(failure({ 'c.mdx': 'No front matter.\n' })).toBe(
      'content/changelog/c.mdx: front matter is missing. Start the file with a "---" block ' +
        'holding at least title, date and summary.',
    );
  });

  it('fails on a date that is not a day, and on a misspelt key with what it meant', () => {
    expect(failure({ 'a.mdx': post('title: A\ndate: 2026-02-30\nsummary: S.') })).toBe(
      'content/changelog/a.mdx: invalid front matter:\n- date: is not a day of the calendar',
    );
    expect(failure({ 'a.mdx': post('title: A\ndate: 25/11/2026\nsummary: S.') })).toBe(
      'content/changelog/a.mdx: invalid front matter:\n- date: must be a date written YYYY-MM-DD, e.g. 2026-11-25',
    );
    expect(failure({ 'a.mdx': post('title: A\ndate: 2026-01-01\nsumary: S.') })).toContain(
      '- sumary: unknown key "sumary". Did you mean "summary"?',
    );
    expect(
      failure({ 'a.mdx': post('title: A\ndate: 2026-01-01\nsummary: S.\nslug: b') }),
    ).toContain(
      '- slug: unknown key "slug": a post\'s URL is its file name (without a leading date): ' +
        'rename the file to change it.',
    );
  });

  it('fails on a post dated after today, unless drafts are shown (npm run dev)', () => {
    const posts = { 'next-week.mdx': post('title: Next week\ndate: 2026-12-02\nsummary: S.') };
    expect(failure(posts)).toBe(
      'The changelog does not add up:\n- content/changelog/next-week.mdx: dated 2026-12-02, ' +
        'after today (2026-11-25). Date it the day it is published, or mark it "draft: true" ' +
        'until then.',
    );
    const shown = load(posts, { showDrafts: true });
    expect(shown.map((p) => [p.slug, p.draft])).toEqual([['next-week', true]]);
  });

  it('leaves a draft out of the build and shows it when drafts are shown', () => {
    const posts = {
      'draft.mdx': post('title: Draft\ndate: 2026-12-24\nsummary: S.\ndraft: true'),
      'out.mdx': post('title: Out\ndate: 2026-11-01\nsummary: S.'),
    };
    expect(load(posts).map((p) => p.slug)).toEqual(['out']);
    expect(load(posts, { showDrafts: true }).map((p) => p.slug)).toEqual(['draft', 'out']);
  });

  it('fails on two posts with one slug, naming both files', () => {
    expect(
      failure({
        '2026-01-01-notes.mdx': post('title: A\ndate: 2026-01-01\nsummary: S.'),
        '2026-02-01-notes.mdx': post('title: B\ndate: 2026-02-01\nsummary: S.'),
      }),
    ).toBe(
      'The changelog does not add up:\n- content/changelog/2026-01-01-notes.mdx and ' +
        'content/changelog/2026-02-01-notes.mdx have the same slug "notes" ' +
        '(/changelog/notes/). Rename one of them.',
    );
  });

  it(
    'fails on a file name whose date disagrees with the front matter, on a file that is no ' +
      'post, and on the slug "page"',
    () => {
      expect(
        failure({ '2026-01-02-a.mdx': post('title: A\ndate: 2026-01-01\nsummary: S.') }),
      ).toContain(
        '- content/changelog/2026-01-02-a.mdx: the file name says 2026-01-02 but the front ' +
          "matter's date is 2026-01-01. Make them agree.",
      );
      expect(failure({ 'Notes.md': 'x' })).toContain(
        '- content/changelog/Notes.md: content/changelog/ holds posts only, each named ' +
          '<slug>.mdx or YYYY-MM-DD-<slug>.mdx',
      );
      expect(failure({ 'page.mdx': post('title: A\ndate: 2026-01-01\nsummary: S.') })).toContain(
        '- content/changelog/page.mdx: "page" cannot be a post\'s slug (/changelog/page/2/ is ' +
          'a list page). Rename the file.',
      );
    },
  );

  it(
    'ties release posts to release files: each release has one published post, each release ' +
      'post a release file',
    () => {
      const announcing = {
        'api-1-0-0.mdx': post('title: 1.0.0\ndate: 2026-11-25\nsummary: S.\nrelease: 1.0.0'),
      };
      expect(
        load(announcing, { releases: [release('1.0.0')] }).map((p) => p.frontMatter.release),
      ).toEqual(['1.0.0']);
      expect(failure(announcing, { releases: [] })).toContain(
        '- content/changelog/api-1-0-0.mdx: release 1.0.0 has no release file ' +
          '(openapi/releases/1.0.0.json). Record it with `npm run release:cut`, or correct the ' +
          'version.',
      );
      expect(failure({}, { releases: [release('1.1.0')] })).toContain(
        '- openapi/releases/1.1.0.json has no post: write ' +
          'content/changelog/<date>-api-1-1-0.mdx with "release: 1.1.0" in its front matter.',
      );
      expect(
        failure(
          {
            'a.mdx': post(
              'title: 1.1.0\ndate: 2026-12-01\nsummary: S.\nrelease: 1.1.0\ndraft: true',
            ),
          },
          { releases: [release('1.1.0')] },
        ),
      ).toContain(
        '- openapi/releases/1.1.0.json: its post content/changelog/a.mdx is a draft (or dated ' +
          'after today), so the build leaves it out. Publish it with the release.',
      );
    },
  );
});

/** Posts of the given dates, as loadPosts returns them (newest first). */
function postsDated(dates: string[]): Post[] {
  return dates.map((date, index) => ({
    slug: `post-${index}`,
    file: `content/changelog/post-${index}.mdx`,
    pagePath: `changelog/post-${index}`,
    permalink: `/changelog/post-${index}/`,
    frontMatter: { title: `Post ${index}`, date, summary: 'S.', draft: false },
    draft: false,
  }));
}

describe('the list pages, the sidebar and the neighbours', () => {
  it('makes pages of 10 posts: /changelog/ first, then /changelog/page/2/ and on', () => {
    const posts = postsDated(
      Array.from({ length: 25 }, (_, day) => `2026-01-${String(31 - day).padStart(2, '0')}`),
    );
    const pages = paginate(posts);
    expect(pages.map((page) => [page.number, page.permalink, page.posts.length])).toEqual([
      [1, '/changelog/', 10],
      [2, '/changelog/page/2/', 10],
      [3, '/changelog/page/3/', 5],
    ]);
    expect(pages[1].posts[0]).toBe(posts[10]);
    expect(paginate([])).toEqual([{ number: 1, permalink: '/changelog/', posts: [] }]);
  });

  it('groups the posts by year, newest year first', () => {
    const posts = postsDated(['2026-11-25', '2026-01-10', '2025-03-02', '2024-12-31']);
    expect(
      groupByYear(posts).map(({ year, posts: ofYear }) => [
        year,
        ofYear.map((p) => p.frontMatter.date),
      ]),
    ).toEqual([
      ['2026', ['2026-11-25', '2026-01-10']],
      ['2025', ['2025-03-02']],
      ['2024', ['2024-12-31']],
    ]);
  });

  it('gives a post the newer and the older post', () => {
    const posts = postsDated(['2026-03-01', '2026-02-01', '2026-01-01']);
    expect(newerAndOlder(posts, posts[1])).toEqual({ newer: posts[0], older: posts[2] });
    expect(newerAndOlder(posts, posts[0])).toEqual({ newer: undefined, older: posts[1] });
  });
});
