import type { ReactNode } from 'react';
import Link from '@/components/Link';
import PageActions from '@/components/PageActions';
import ReleaseChanges from '@/components/ReleaseChanges';
import ReleaseBadge from '@/components/ReleaseChanges/ReleaseBadge';
import docStyles from '@/components/DocPage/styles.module.css';
import pagerStyles from '@/components/DocPaginator/styles.module.css';
import type { Post } from '@/lib/blog/posts';
import { markdownCopyPath } from '@/lib/urls';
import PostMeta from './PostMeta';
import styles from './styles.module.css';

interface BlogPostProps {
  post: Post;
  newer?: Post;
  older?: Post;
  /** The post's compiled MDX: the hand-written part. */
  children: ReactNode;
}

/** One post: title, date, authors and tags, the text, the generated changes of its release, and its neighbours. */
export default function BlogPost({ post, newer, older, children }: BlogPostProps) {
  const { release } = post.frontMatter;
  return (
    <article className={styles.article}>
      <div data-pagefind-body>
        <header className={styles.header}>
          <h1 className={styles.title}>{post.frontMatter.title}</h1>
          <PostMeta post={post} />
          {release && <ReleaseBadge version={release} />}
          <PageActions markdownHref={markdownCopyPath(post.permalink)} inHeader />
        </header>
        <div className={docStyles.markdown}>{children}</div>
        {release && <ReleaseChanges version={release} />}
      </div>
      {(newer || older) && (
        // The docs pages' previous/next cards, for the newer and the older post.
        <nav aria-label="Changelog posts, by date" className={pagerStyles.paginator}>
          {newer ? (
            <Link href={newer.permalink} className={pagerStyles.card} rel="prev">
              <span className={pagerStyles.sub}>Newer post</span>
              <span className={pagerStyles.label}>« {newer.frontMatter.title}</span>
            </Link>
          ) : (
            <span />
          )}
          {older && (
            <Link
              href={older.permalink}
              className={`${pagerStyles.card} ${pagerStyles.next}`}
              rel="next"
            >
              <span className={pagerStyles.sub}>Older post</span>
              <span className={pagerStyles.label}>{older.frontMatter.title} »</span>
            </Link>
          )}
        </nav>
      )}
    </article>
  );
}
