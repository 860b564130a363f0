import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import BlogPost from '@/components/BlogPost';
import BlogPostList from '@/components/BlogPostList';
import BlogSidebar from '@/components/BlogSidebar';
import DocsShell from '@/components/DocsShell';
import {
  getAllPosts,
  newerAndOlder,
  paginate,
  type Post,
  type PostListPage,
} from '@/lib/blog/posts';
import { loadPage } from '@/lib/docs/load-page';
import { changelogHref, markdownCopyPath } from '@/lib/urls';

interface Params {
  params: Promise<{ segments?: string[] }>;
}

// The changelog is one route because a static export refuses a dynamic route with no page:
// /changelog/page/<n>/ has none until there are more posts than one list page holds.
//   /changelog/             the first list page
//   /changelog/page/<n>/    the list page n (n >= 2)
//   /changelog/<slug>/      a post
export const dynamicParams = false;

type Target =
  { kind: 'list'; page: PostListPage; pageCount: number } | { kind: 'post'; post: Post };

function resolve(segments: string[] = []): Target | undefined {
  const posts = getAllPosts();
  const pages = paginate(posts);
  if (segments.length === 0) return { kind: 'list', page: pages[0], pageCount: pages.length };
  if (segments.length === 2 && segments[0] === 'page' && /^[1-9]\d*$/.test(segments[1])) {
    const page = pages[Number(segments[1]) - 1];
    return page && page.number > 1 ? { kind: 'list', page, pageCount: pages.length } : undefined;
  }
  const post =
    segments.length === 1 ? posts.find((candidate) => candidate.slug === segments[0]) : undefined;
  return post && { kind: 'post', post };
}

export function generateStaticParams() {
  const posts = getAllPosts();
  return [
    { segments: [] },
    ...paginate(posts)
      .slice(1)
      .map((page) => ({ segments: ['page', String(page.number)] })),
    ...posts.map((post) => ({ segments: [post.slug] })),
  ];
}

/** The feeds, announced in the head of every changelog page so feed readers find them. */
const FEEDS = {
  'application/rss+xml': [{ url: changelogHref({ feed: 'rss' }), title: 'Changelog (RSS)' }],
  'application/atom+xml': [{ url: changelogHref({ feed: 'atom' }), title: 'Changelog (Atom)' }],
};

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const target = resolve((await params).segments);
  if (!target) return {};
  if (target.kind === 'list') {
    return {
      title: target.page.number === 1 ? 'Changelog' : `Changelog, page ${target.page.number}`,
      description:
        'What changed in the staking API and in its documentation, newest first, with every breaking change named.',
      alternates: { canonical: target.page.permalink, types: FEEDS },
    };
  }
  const { post } = target;
  return {
    title: post.frontMatter.title,
    description: post.frontMatter.summary,
    keywords: post.frontMatter.tags,
    // The post as Markdown too (written by scripts/build/llms.mjs), as the docs pages have it.
    alternates: {
      canonical: post.permalink,
      types: { ...FEEDS, 'text/markdown': markdownCopyPath(post.permalink) },
    },
    openGraph: {
      type: 'article',
      publishedTime: post.frontMatter.date,
      tags: post.frontMatter.tags,
    },
  };
}

export default async function ChangelogRoute({ params }: Params) {
  const target = resolve((await params).segments);
  if (!target) notFound();
  if (target.kind === 'list') {
    return (
      <DocsShell nav={<BlogSidebar posts={getAllPosts()} current={target.page.permalink} />}>
        <BlogPostList page={target.page} pageCount={target.pageCount} />
      </DocsShell>
    );
  }
  const { post } = target;
  const { default: Content } = await loadPage(post.pagePath);
  const { newer, older } = newerAndOlder(getAllPosts(), post);
  return (
    <DocsShell nav={<BlogSidebar posts={getAllPosts()} current={post.permalink} />}>
      <BlogPost post={post} newer={newer} older={older}>
        <Content />
      </BlogPost>
    </DocsShell>
  );
}
