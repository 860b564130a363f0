import CopyMarkdownButton from '@/components/CopyMarkdown';
import Link from '@/components/Link';
import siteConfig from '@/content/site.config';
import { MCP_SETUP_HREF } from '@/lib/mcp/setup';
import { absoluteUrl } from '@/lib/urls';
import { assistantLinks } from './assistants';
import styles from './styles.module.css';

/** The guide to the docs MCP server and the other ways to read the docs in an assistant. */
export const ASSISTANTS_GUIDE = '/docs/ai-assistants';

/**
 * What a reader can do with a page besides reading it, under its title: copy it as Markdown,
 * open it in ChatGPT or Claude (links that hand the assistant the page's Markdown copy), and
 * copy the set-up of the docs MCP server. The assistant links are plain links, rendered here;
 * only the two copy buttons run in the browser. `inHeader`: in a header that spaces its own
 * parts (an operation, a changelog post), instead of right under a docs page's title.
 */
export default function PageActions({ markdownHref, inHeader = false }: { markdownHref: string; inHeader?: boolean }) {
  const markdownUrl = absoluteUrl(markdownHref, siteConfig.url);
  const index = absoluteUrl('/llms.txt', siteConfig.url);
  return (
    <div className={inHeader ? `${styles.root} ${styles.inHeader}` : styles.root} data-pagefind-ignore="">
      <CopyMarkdownButton href={markdownHref} />
      {assistantLinks(markdownUrl, index).map(({ name, href }) => (
        <Link key={name} href={href} className={styles.link}>
          Open in {name}
        </Link>
      ))}
      <CopyMarkdownButton href={MCP_SETUP_HREF} label="Copy MCP set-up" failure="Could not copy. The set-up is at {href}." />
      <Link href={ASSISTANTS_GUIDE} className={styles.link}>
        MCP guide
      </Link>
    </div>
  );
}
