import type { MetadataRoute } from 'next';
import { siteConfig } from '@/lib/config';
import { getAllPosts, paginate } from '@/lib/blog/posts';
import { getAllDocs } from '@/lib/docs';
import { docsListPages } from '@/lib/docs/list-pages';
import { getLocaleDocs, languageAlternates } from '@/lib/docs/locales';
import { loadApiDocument } from '@/lib/openapi/document/load';
import { guideListPages, operationGuides } from '@/lib/openapi/pages/guides';
import { listOperations } from '@/lib/openapi/pages/operation-list';
import {
  API_GUIDES_PATH,
  API_SCHEMAS_PATH,
  apiGuidesPath,
  apiOperationPath,
  docsListPath,
  rawHref,
} from '@/lib/urls';

export const dynamic = 'force-static';

const absolute = (path: string) => new URL(rawHref(path), siteConfig.url).toString();

/** Every exported page, in the link form the site writes; a translated page with its alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const plain = ['/', '/api', ...docsListPages().map((_, index) => docsListPath(index + 1))].map(
    (path) => ({ url: absolute(path) }),
  );
  // Each operation's page, then the lists of the guides that use an operation (app/(site)/api/guides).
  const document = loadApiDocument();
  const operations = listOperations(document);
  const guideLists = await Promise.all(
    operations.map(async ({ operationId }) =>
      guideListPages(await operationGuides(document, operationId)).map((_, index) =>
        apiGuidesPath(operationId, index + 1),
      ),
    ),
  );
  const api = [
    ...operations.map(({ operationId }) => apiOperationPath(operationId)),
    API_SCHEMAS_PATH,
    API_GUIDES_PATH,
    ...guideLists.flat(),
  ].map((path) => ({ url: absolute(path) }));
  const docs = [...getAllDocs(), ...getLocaleDocs()].map((doc) => {
    const languages = languageAlternates(doc);
    return {
      url: absolute(doc.permalink),
      ...(languages && {
        alternates: {
          languages: Object.fromEntries(
            Object.entries(languages).map(([lang, path]) => [lang, absolute(path)]),
          ),
        },
      }),
    };
  });
  // The changelog's list pages, then its posts, each dated by its newest post or its own date.
  const posts = getAllPosts();
  const changelog = [
    ...paginate(posts).map((page) => ({
      url: absolute(page.permalink),
      ...(page.posts[0] && { lastModified: page.posts[0].frontMatter.date }),
    })),
    ...posts.map((post) => ({
      url: absolute(post.permalink),
      lastModified: post.frontMatter.date,
    })),
  ];
  return [...plain, ...api, ...docs, ...changelog];
}
