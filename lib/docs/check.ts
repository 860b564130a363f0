import type { ValidatedSiteConfig } from '@/lib/config/schema';
import type { SidebarItemConfig, SidebarsConfig } from '@/lib/config/sidebars';

/** What the cross-checks need to know of a page. */
export interface CheckedDoc {
  id: string;
  /** The file, as an author finds it in the repository. */
  file: string;
  unlisted: boolean;
}

function sidebarDocIds(items: SidebarItemConfig[], where: string): { id: string; where: string }[] {
  return items.flatMap((item, index) => {
    const here = `${where}[${index}]`;
    if (typeof item === 'string') return [{ id: item, where: here }];
    if (item.type === 'link') return [];
    return [
      ...(item.link ? [{ id: item.link, where: `${here}.link` }] : []),
      ...sidebarDocIds(item.items, `${here}.items`),
    ];
  });
}

/**
 * The checks that need the pages: every doc id the config and the sidebars name
 * exists, and every page is in a sidebar unless its front matter says
 * `unlisted: true`. Returns one message per problem, each naming the file and key.
 */
export function findDocReferenceProblems(
  config: ValidatedSiteConfig,
  sidebars: SidebarsConfig,
  docs: CheckedDoc[],
  docsFolder = 'content/docs',
  sidebarsFile = 'content/sidebars.ts',
): string[] {
  const known = new Map(docs.map((doc) => [doc.id, doc]));
  const problems: string[] = [];
  const missing = (id: string) => {
    const nearest = [...known.keys()].find(
      (k) => k.endsWith(`/${id}`) || id.endsWith(`/${k}`) || k.replace(/\/index$/, '') === id,
    );
    return (
      `names the doc "${id}", but ${docsFolder}/${id}.mdx does not ` +
      `exist.${nearest ? ` Did you mean "${nearest}"?` : ''}`
    );
  };

  config.navbar.items.forEach((item, index) => {
    if (item.type === 'doc' && !known.has(item.docId))
      problems.push(`content/site.config.ts: navbar.items[${index}].docId ${missing(item.docId)}`);
  });
  config.docs.versions.forEach((version, index) => {
    if (!known.has(version.mainDocId))
      problems.push(
        `content/site.config.ts: docs.versions[${index}].mainDocId ${missing(version.mainDocId)}`,
      );
  });

  const listed = new Set<string>();
  for (const [name, items] of Object.entries(sidebars)) {
    for (const { id, where } of sidebarDocIds(items, name)) {
      listed.add(id);
      if (!known.has(id)) problems.push(`${sidebarsFile}: ${where} ${missing(id)}`);
    }
  }
  for (const doc of docs) {
    if (!listed.has(doc.id) && !doc.unlisted) {
      problems.push(
        `${doc.file}: no sidebar lists this page, so no link leads to it. Add "${doc.id}" to ` +
          `${sidebarsFile}, or put "unlisted: true" in its front matter if it is meant to be ` +
          `reached by links only.`,
      );
    }
  }
  return problems;
}

/**
 * Docs whose URL is one the site keeps for itself: the docs root's further list pages
 * (/docs/page/2/, lib/docs/list-pages.ts). One message per doc, naming its file.
 */
export function findReservedPathProblems(
  docs: { file: string; slug: string[] }[],
  listFolder: string,
): string[] {
  return docs
    .filter(({ slug }) => slug.length === 2 && slug[0] === listFolder && /^[1-9]\d*$/.test(slug[1]))
    .map(
      ({ file, slug }) =>
        `${file}: /docs/${slug.join('/')}/ is a page of the docs root's list of every doc. ` +
        `Move the file out of the folder "${listFolder}" or rename it.`,
    );
}
