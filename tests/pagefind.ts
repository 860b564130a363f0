// What a Pagefind index holds, for unit tests of what the build gives it: the pages it records,
// read back from the files it would write (each page's fragment: URL, metadata, text).
import { gunzipSync } from 'node:zlib';
import * as pagefind from 'pagefind';
import type { PagefindIndex } from 'pagefind';

export interface IndexedPage {
  url: string;
  content: string;
  meta: Record<string, string>;
}

/** The pages of an index `add` fills, by URL order; call `pagefind.close()` after the tests. */
export async function indexedPages(
  add: (index: PagefindIndex) => Promise<{ errors: string[] }>,
): Promise<IndexedPage[]> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  try {
    const added = await add(index);
    if (added.errors.length) throw new Error(added.errors.join('; '));
    const { files } = await index.getFiles();
    return files
      .filter((file) => file.path.startsWith('fragment/'))
      .map(
        (file) =>
          JSON.parse(
            gunzipSync(file.content)
              .toString()
              .replace(/^pagefind_dcd/, ''),
          ) as IndexedPage,
      )
      .sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  } finally {
    await index.deleteIndex();
  }
}
