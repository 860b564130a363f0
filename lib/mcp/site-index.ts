/**
 * The pages of the docs as their llms.txt lists them: each with its title, its one-line
 * description, its section (Guides, Examples, Changelog, API operations) and the site path of
 * its Markdown copy. llms.txt links to the published site's addresses; a page's site path is its
 * address without the published site's own (read from the link to llms-full.txt, which every
 * llms.txt of the docs has), so a local export or another host reads the same pages.
 */

export interface SitePage {
  title: string;
  description: string;
  section: string;
  /** The site path of the page's Markdown copy: "/docs/welcome.md". */
  path: string;
  /** The published address of that copy. */
  url: string;
}

export interface SiteIndex {
  /** The published site's address, ending in "/": "https://docs.staking-api.example/". */
  publishedBase: string;
  pages: SitePage[];
  /** The site path of a published address, or null when it is not on the site. */
  sitePathOf(url: string): string | null;
}

const LINK = /^- \[([^\]]+)\]\(([^)\s]+)\)(?::\s*(.*))?$/;

export function parseLlmsTxt(text: string): SiteIndex {
  const full = /\]\((\S+?)llms-full\.txt\)/.exec(text);
  if (!full)
    throw new Error('llms.txt does not link to llms-full.txt: it is not the llms.txt of the docs.');
  const publishedBase = full[1]!;
  const sitePathOf = (url: string) =>
    url.startsWith(publishedBase) ? `/${url.slice(publishedBase.length)}` : null;
  const pages: SitePage[] = [];
  let section = '';
  for (const line of text.split('\n')) {
    if (line.startsWith('## ')) section = line.slice(3).trim();
    const link = LINK.exec(line);
    if (!link || !section) continue;
    const [, title, url, description = ''] = link;
    const sitePath = sitePathOf(url!);
    // Pages only: the Markdown copies (the description files and llms-full.txt are read by other tools).
    if (!sitePath?.endsWith('.md')) continue;
    pages.push({
      title: title!,
      description: description.trim(),
      section,
      path: sitePath,
      url: url!,
    });
  }
  return { publishedBase, pages, sitePathOf };
}

/**
 * The Markdown copy's site path of what a reader or an assistant names a page by: its path with
 * or without ".md" or a trailing slash ("/docs/welcome", "docs/welcome/", "/docs/welcome.md"), or
 * its published address. Null for an address of another site.
 */
export function markdownPathOf(index: SiteIndex, page: string): string | null {
  let sitePath = page.trim();
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(sitePath)) {
    const published = index.sitePathOf(sitePath.split('#')[0]!);
    if (published === null) return null;
    sitePath = published;
  }
  sitePath = `/${sitePath.split(/[?#]/)[0]!.replace(/^\/+/, '').replace(/\/+$/, '')}`;
  if (sitePath.endsWith('.md')) return sitePath;
  return sitePath === '/' ? '/index.md' : `${sitePath}.md`;
}
