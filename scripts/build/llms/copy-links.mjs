// Where a link of a docs page leads in its Markdown copy and in llms-full.txt: links to docs
// pages lead to their copies, every other link of the site to its absolute URL. Absolute, so
// a link means the same in the copy, in llms-full.txt and in an assistant's context.

/**
 * `docs`: the pages that have copies ({ permalink }); `absolute(sitePath)`: the URL of a site
 * path; `markdownCopyPath`, `linkKind`, `pagePath`: lib/urls'.
 * Returns `rewriteUrl(written, doc)`: the URL a link written on `doc`'s page gets in its copy.
 * @param {{
 *   docs: { permalink: string }[],
 *   absolute(sitePath: string): string,
 *   markdownCopyPath(permalink: string): string,
 *   linkKind(href: string): string,
 *   pagePath(href: string): string,
 * }} options
 * @returns {(written: string, doc: { permalink: string }) => string}
 */
export function copyLinkRewriter({ docs, absolute, markdownCopyPath, linkKind, pagePath }) {
  const byPermalink = new Map(docs.map((doc) => [doc.permalink.replace(/\/+$/, ''), doc]));
  return function rewriteUrl(written, doc) {
    if (written.startsWith('#')) return `${absolute(markdownCopyPath(doc.permalink))}${written}`;
    if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(written)) return written;
    // A relative link means what it means on the page; the copy sits elsewhere.
    const resolved = written.startsWith('/')
      ? undefined
      : new URL(written, `http://site.invalid${doc.permalink}`);
    const url = resolved ? `${resolved.pathname}${resolved.search}${resolved.hash}` : written;
    const [, pathname, hash = ''] = /** @type {RegExpExecArray} */ (
      /^([^#?]*)(?:\?[^#]*)?(#.*)?$/.exec(url)
    );
    const target = byPermalink.get(pathname.replace(/\/+$/, ''));
    return target
      ? `${absolute(markdownCopyPath(target.permalink))}${hash}`
      : absolute(linkKind(url) === 'page' ? pagePath(url) : url);
  };
}
