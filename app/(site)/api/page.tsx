import type { Metadata } from 'next';
import ApiReference from '@/components/ApiReference';
import { loadApiDocument } from '@/lib/openapi/document/load';
import { groupOperationsByTag } from '@/lib/openapi/pages/operation-list';

export const metadata: Metadata = {
  title: 'API Reference',
  description:
    'Reference of every call of the staking API, rendered from its OpenAPI 3.0 description.',
};

/** The description itself is not inlined: Elements fetches /openapi.json when it opens. */
export default function ApiReferencePage() {
  const document = loadApiDocument();
  const { version } = document.info as { version: string };
  return <ApiReference groups={groupOperationsByTag(document)} version={version} />;
}
