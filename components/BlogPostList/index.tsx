import Link from '@/components/Link';
import PostMeta from '@/components/BlogPost/PostMeta';
import ReleaseBadge from '@/components/ReleaseChanges/ReleaseBadge';
import type { PostListPage } from '@/lib/blog/posts';
import { changelogHref } from '@/lib/urls';
import styles from './styles.module.css';

interface BlogPostListProps {
  page: PostListPage;
  pageCount: number;
}

/** A list page of the changelog: its posts, newest first, each with its summary; then links to the other pages. */
export default function BlogPostList({ page, pageCount }: BlogPostListProps) {
  return (
    <div className={styles.wrapper}>
      <h1 className={styles.title}>Changelog</h1>
      <p className={styles.lead}>
        What changed in the staking API and in its documentation, newest first. A release post lists
        every change to the API since the release before, and which ones are breaking. Follow it in
        a feed reader: <Link href={changelogHref({ feed: 'rss' })}>RSS</Link> or{' '}
        <Link href={changelogHref({ feed: 'atom' })}>Atom</Link>.
      </p>
      {page.posts.length === 0 && <p>No post yet.</p>}
      <ul className={styles.posts}>
        {page.posts.map((post) => (
          <li key={post.slug}>
            <article className={styles.post}>
              <h2 className={styles.postTitle}>
                <Link href={post.permalink}>{post.frontMatter.title}</Link>
              </h2>
              <PostMeta post={post} />
              {post.frontMatter.release && <ReleaseBadge version={post.frontMatter.release} />}
              <p className={styles.summary}>{post.frontMatter.summary}</p>
            </article>
          </li>
        ))}
      </ul>
      {pageCount > 1 && (
        <nav aria-label="Changelog pages" className={styles.pages}>
          {page.number > 1 ? (
            <Link href={changelogHref({ page: page.number - 1 })} rel="prev">
              « Newer posts
            </Link>
          ) : (
            <span />
          )}
          <span>
            Page {page.number} of {pageCount}
          </span>
          {page.number < pageCount ? (
            <Link href={changelogHref({ page: page.number + 1 })} rel="next">
              Older posts »
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </div>
  );
}
