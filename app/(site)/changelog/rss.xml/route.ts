import { changelogFeed } from '@/lib/blog/feeds';

// Written once at build time into out/changelog/rss.xml.
export const dynamic = 'force-static';

export function GET() {
  return new Response(changelogFeed().rss2(), {
    headers: { 'content-type': 'application/rss+xml; charset=utf-8' },
  });
}
