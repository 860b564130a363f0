import type { MetadataRoute } from 'next';
import { siteConfig } from '@/lib/config';
import { getAllDocs } from '@/lib/docs';
import { rawHref } from '@/lib/urls';

export const dynamic = 'force-static';

/** Every exported page, in the link form the site writes. */
export default function sitemap(): MetadataRoute.Sitemap {
  const paths = ['/', '/api', '/docs', ...getAllDocs().map((doc) => doc.permalink)];
  return paths.map((path) => ({ url: new URL(rawHref(path), siteConfig.url).toString() }));
}
