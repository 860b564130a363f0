import type { MetadataRoute } from 'next';
import { siteConfig } from '@/lib/config';
import { rawHref } from '@/lib/urls';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: rawHref('/') },
    sitemap: new URL(rawHref('/sitemap.xml'), siteConfig.url).toString(),
  };
}
