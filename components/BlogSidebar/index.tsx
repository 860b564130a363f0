import Link from '@/components/Link';
import { groupByYear, type Post } from '@/lib/blog/posts';
import { changelogHref } from '@/lib/urls';
import styles from './styles.module.css';

interface BlogSidebarProps {
  /** Every post, newest first. */
  posts: Post[];
  /** The URL of the page being read (a post or a list page): its link is marked with aria-current. */
  current?: string;
}

/**
 * How many posts the sidebar names: the newest. The rest are on the changelog's list pages
 * ("All posts"), so a changelog page weighs the same after ten posts or after a thousand.
 */
export const RECENT_POSTS_SHOWN = 10;

/** The newest posts of the changelog, grouped under their year, newest first, and a link to all. */
export default function BlogSidebar({ posts, current }: BlogSidebarProps) {
  const first = changelogHref({ page: 1 });
  return (
    <nav aria-label="Changelog posts" className={styles.sidebar}>
      <Link
        href={first}
        className={styles.title}
        aria-current={current === first ? 'page' : undefined}
      >
        All posts
      </Link>
      {groupByYear(posts.slice(0, RECENT_POSTS_SHOWN)).map(({ year, posts: ofYear }) => (
        <div key={year} className={styles.year}>
          <h2 className={styles.yearHeading}>{year}</h2>
          <ul className={styles.list}>
            {ofYear.map((post) => (
              <li key={post.slug}>
                <Link
                  href={post.permalink}
                  className={styles.link}
                  aria-current={post.permalink === current ? 'page' : undefined}
                >
                  {post.frontMatter.title}
                  {post.draft && <span className={styles.draft}> (draft)</span>}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
      {posts.length === 0 && <p className={styles.empty}>No post yet.</p>}
    </nav>
  );
}
