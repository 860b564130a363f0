import CopyMarkdownButton from '@/components/CopyMarkdown';
import Link from '@/components/Link';
import siteConfig from '@/content/site.config';
import { getDocById } from '@/lib/docs';
import { translator } from '@/lib/i18n/ui';
import { MCP_SETUP_HREF } from '@/lib/mcp/setup';
import { absoluteUrl } from '@/lib/urls';
import { assistantLinks } from './assistants';
import actionStyles from './action.module.css';
import styles from './styles.module.css';

/**
 * How wide a row of page actions is with its long labels, in rem, from the labels: measured in
 * Chromium with the site's font, the chips' padding, the gaps and the guide's icon take 18.6rem,
 * and each character 0.384rem (English, 65 characters: 43.5rem; French, 90: 53.1rem).
 */
const longLabelsWidth = (labels: string[]) => 18.6 + 0.384 * labels.join('').length;

/**
 * The widest long labels the row shows above 46rem (action.module.css), with room to spare;
 * longer ones (another locale's words) switch to the short labels below 58rem instead.
 */
const FITS_46REM = 43.6;

/** The guide to the docs MCP server and the other ways to read the docs in an assistant. */
export const ASSISTANTS_GUIDE = '/docs/ai-assistants#the-docs-mcp-server';

/**
 * What a reader can do with a page besides reading it, under its title: copy it as Markdown, open
 * it in ChatGPT or Claude (links that hand the assistant the page's Markdown copy), and copy the
 * set-up of the docs MCP server, with a link to the guide that explains it. The assistant links are
 * plain links, rendered here; only the two copy buttons run in the browser. `inHeader`: in a header
 * that spaces its own parts (an operation, a changelog post), instead of right under a docs page's
 * title.
 */
export default function PageActions({
  markdownHref,
  inHeader = false,
  locale = 'en',
}: {
  markdownHref: string;
  inHeader?: boolean;
  /** The page's locale, whose words it shows. */
  locale?: string;
}) {
  const t = translator(locale);
  const markdownUrl = absoluteUrl(markdownHref, siteConfig.url);
  const index = absoluteUrl('/llms.txt', siteConfig.url);
  const assistants = assistantLinks(markdownUrl, index);
  const labels = [
    t('theme.pageActions.copyMarkdown'),
    ...assistants.map(({ name }) => t('theme.pageActions.openIn', { name })),
    t('theme.pageActions.copyMcp'),
  ];
  const classes = [
    styles.root,
    inHeader && styles.inHeader,
    longLabelsWidth(labels) > FITS_46REM && actionStyles.wordy,
  ];
  return (
    <div className={classes.filter(Boolean).join(' ')} data-pagefind-ignore="">
      <CopyMarkdownButton href={markdownHref} />
      {assistants.map(({ name, href }) => (
        <Link key={name} href={href} className={actionStyles.action}>
          <span className={actionStyles.long}>{t('theme.pageActions.openIn', { name })}</span>
          <span className={actionStyles.short} aria-hidden="true">
            {name}
          </span>
        </Link>
      ))}
      <span className={styles.mcp}>
        <CopyMarkdownButton
          href={MCP_SETUP_HREF}
          label={t('theme.pageActions.copyMcp')}
          shortLabel={t('theme.pageActions.copyMcp.short')}
          failure={t('theme.pageActions.copyMcpFailed')}
        />
        {/* A site without the guide (an author's own docs) keeps the button, without the link. */}
        {getDocById('ai-assistants') && (
          <Link
            href={ASSISTANTS_GUIDE}
            className={styles.guide}
            aria-label={t('theme.pageActions.mcpGuide')}
            title={t('theme.pageActions.mcpGuide')}
          >
            <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm0 18a8 8 0 1 1 0-16 8 8 0 0 1 0 16zm-1-5h2v2h-2v-2zm1-10a4 4 0 0 0-4 4h2a2 2 0 1 1 2 2 1 1 0 0 0-1 1v2h2v-1.2A4 4 0 0 0 12 5z"
              />
            </svg>
          </Link>
        )}
      </span>
    </div>
  );
}
