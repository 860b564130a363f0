// @vitest-environment node
import { changelogFeed } from './feeds';
import type { Post } from './posts';

const post = (slug: string, date: string, extra: Partial<Post['frontMatter']> = {}): Post => ({
  slug,
  file: `content/changelog/${slug}.mdx`,
  pagePath: `changelog/${slug}`,
  permalink: `/changelog/${slug}/`,
  frontMatter: {
    title: `Title of ${slug}`,
    date,
    summary: `Summary of ${slug}.`,
    draft: false,
    ...extra,
  },
  draft: false,
});
const POSTS = [
  post('api-1-1-0', '2026-02-01', { tags: ['release'], authors: ['Ada'] }),
  post('api-1-0-0', '2025-11-25'),
];

describe('the changelog feeds', () => {
  it('RSS 2.0 lists every post with its absolute URL, date and summary', () => {
    const rss = changelogFeed(POSTS).rss2();
    expect(rss).toContain('<title>Staking API changelog</title>');
    expect(rss).toContain('<link>https://docs.staking-api.example/changelog/</link>');
    expect(rss).toContain(
      '<atom:link href="https://docs.staking-api.example/changelog/rss.xml" rel="self" type="application/rss+xml"/>',
    );
    expect(rss).toContain('<link>https://docs.staking-api.example/changelog/api-1-1-0/</link>');
    expect(rss).toContain('<pubDate>Sun, 01 Feb 2026 00:00:00 GMT</pubDate>');
    expect(rss).toContain('<description><![CDATA[Summary of api-1-1-0.]]></description>');
    expect(rss).toContain('<category>release</category>');
    expect(rss.indexOf('api-1-1-0')).toBeLessThan(rss.indexOf('api-1-0-0'));
  });

  it('Atom 1.0 carries the same posts, updated at the newest post', () => {
    const atom = changelogFeed(POSTS).atom1();
    expect(atom).toContain('<updated>2026-02-01T00:00:00.000Z</updated>');
    expect(atom).toContain(
      '<link rel="self" href="https://docs.staking-api.example/changelog/atom.xml"/>',
    );
    expect(atom).toContain('<id>https://docs.staking-api.example/changelog/api-1-0-0/</id>');
    expect(atom).toContain('<name>Ada</name>');
    expect(atom).toMatch(
      /<entry>[\s\S]*<title type="html"><!\[CDATA\[Title of api-1-0-0\]\]><\/title>/,
    );
  });
});
