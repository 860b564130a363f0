import { changelogFeed } from '@/lib/blog/feeds';

// Written once at build time into out/changelog/atom.xml.
export const dynamic = 'force-static';

export function GET() {
  return new Response(changelogFeed().atom1(), {
    headers: { 'content-type': 'application/atom+xml; charset=utf-8' },
  });
}
