import { Feed } from 'feed';
import { siteConfig } from '@/lib/config';
import { changelogHref, rawHref } from '@/lib/urls';
import { getAllPosts, type Post } from './posts';

/** A site path as an absolute URL of the site (the base path included), as feed readers need. */
const absolute = (sitePath: string) => new URL(rawHref(sitePath), siteConfig.url).toString();

/** A post's day as the instant feeds carry: midnight UTC, the same in every build. */
const published = (post: Post) => new Date(`${post.frontMatter.date}T00:00:00Z`);

/** The changelog as a feed (RSS 2.0 and Atom 1.0 come from the same one): every post, newest first. */
export function changelogFeed(posts: Post[] = getAllPosts()): Feed {
  const home = absolute(changelogHref({ page: 1 }));
  const feed = new Feed({
    title: `${siteConfig.title} changelog`,
    description:
      'What changed in the staking API and in its documentation, with every breaking change named.',
    id: home,
    link: home,
    language: siteConfig.i18n.localeConfigs[siteConfig.i18n.defaultLocale].htmlLang,
    copyright: siteConfig.footer.copyright ?? siteConfig.title,
    // Without posts, the feed is as old as nothing: a fixed instant keeps every build the same.
    updated: posts[0] ? published(posts[0]) : new Date(0),
    generator: siteConfig.title,
    feedLinks: {
      rss: absolute(changelogHref({ feed: 'rss' })),
      atom: absolute(changelogHref({ feed: 'atom' })),
    },
  });
  for (const post of posts) {
    const url = absolute(post.permalink);
    feed.addItem({
      title: post.frontMatter.title,
      id: url,
      link: url,
      date: published(post),
      description: post.frontMatter.summary,
      author: (post.frontMatter.authors ?? []).map((author) =>
        typeof author === 'string' ? { name: author } : { name: author.name, link: author.url },
      ),
      category: (post.frontMatter.tags ?? []).map((tag) => ({ name: tag })),
    });
  }
  return feed;
}
