import Link from '@/components/Link';
import type { Post } from '@/lib/blog/posts';
import { formatDate } from '@/lib/dates';
import styles from './styles.module.css';

/** A post's date, authors and tags, as the list and the post show them. */
export default function PostMeta({ post }: { post: Post }) {
  const { date, authors = [], tags = [] } = post.frontMatter;
  return (
    <div className={styles.meta}>
      <time dateTime={date}>{formatDate(date)}</time>
      {post.draft && <span className={styles.draft}>Draft: not published by the build</span>}
      {authors.length > 0 && (
        <span>
          {'by '}
          {authors.map((author, index) => {
            const { name, url, title } =
              typeof author === 'string'
                ? { name: author, url: undefined, title: undefined }
                : author;
            return (
              <span key={name}>
                {index > 0 && ', '}
                {url ? <Link href={url}>{name}</Link> : name}
                {title && <span className={styles.authorTitle}> ({title})</span>}
              </span>
            );
          })}
        </span>
      )}
      {tags.length > 0 && (
        <ul className={styles.tags} aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag} className={styles.tag}>
              {tag}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
