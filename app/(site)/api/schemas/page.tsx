import type { Metadata } from 'next';
import DocsShell from '@/components/DocsShell';
import ApiSidebar from '@/components/OperationPage/ApiSidebar';
import SchemaPage from '@/components/SchemaView/SchemaPage';
import { loadApiDocument } from '@/lib/openapi/document/load';
import { schemaUsage } from '@/lib/openapi/pages/operation';
import { apiSidebarCategories } from '@/lib/openapi/pages/sidebar';
import { API_SCHEMAS_PATH } from '@/lib/urls';

export const metadata: Metadata = {
  title: 'Schemas of the API',
  description:
    'Every schema of the staking API description, with its fields and the operations that use it.',
  alternates: { canonical: API_SCHEMAS_PATH },
};

export default function SchemasRoute() {
  const document = loadApiDocument();
  return (
    <DocsShell nav={<ApiSidebar categories={apiSidebarCategories(document)} schemasCurrent />}>
      <SchemaPage document={document} usage={schemaUsage(document)} />
    </DocsShell>
  );
}
