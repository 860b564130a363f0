import siteConfig from '@/content/site.config';
import { loadApiDocument } from '@/lib/openapi/document/load';
import { postmanCollection } from '@/lib/postman/collection';
import { postmanEnvironment } from '@/lib/postman/environments';
import { POSTMAN_FILES, type PostmanFile } from '@/lib/postman/files';
import { SANDBOX_MASTER_KEY } from '@/scripts/sandbox/store.mjs';

// The Postman collection and its two environments, written once at build time into
// out/downloads/postman/ (works with output: 'export'): the collection is made from the
// description as it is built, never from a copy.
export const dynamic = 'force-static';
export const dynamicParams = false;

const byFileName = new Map<string, PostmanFile>(
  Object.entries(POSTMAN_FILES).map(([file, name]) => [name, file as PostmanFile]),
);

export function generateStaticParams() {
  return Object.values(POSTMAN_FILES).map((file) => ({ file }));
}

function contents(file: PostmanFile): object {
  const document = loadApiDocument();
  if (file === 'collection') return postmanCollection({ document, siteUrl: siteConfig.url });
  return postmanEnvironment(file, { sandboxKey: SANDBOX_MASTER_KEY, document });
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const file = byFileName.get((await params).file)!;
  return new Response(`${JSON.stringify(contents(file), null, 2)}\n`, {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
}
