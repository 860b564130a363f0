import Link from '@/components/Link';
import Markdown from '@/components/OperationPage/Markdown';
import type { JsonObject } from '@/lib/openapi/document/walk';
import type { OperationModel } from '@/lib/openapi/pages/operation';
import { schemaTree } from '@/lib/openapi/pages/schema-tree';
import { apiOperationPath, apiSchemaHref } from '@/lib/urls';
import SchemaView from './index';
import styles from './styles.module.css';

/**
 * Every component schema of the description at an anchor of its own (`/api/schemas/#Transaction`,
 * where the old deep links `/api/#/schemas/<Name>` land), with the operations that use it. A
 * field whose type is another shared schema links to it instead of repeating it; the operation
 * pages show every level in place.
 */
export default function SchemaPage({
  document,
  usage,
}: {
  document: JsonObject;
  usage: Map<string, OperationModel[]>;
}) {
  const names = Object.keys(
    ((document.components as JsonObject | undefined)?.schemas ?? {}) as JsonObject,
  );
  return (
    <article className={styles.page}>
      {/* Not a search result (no data-pagefind-body): every field is on its operation's page, where
          search leads; the schemas' sections had crowded the operations and guides out of the first results. */}
      <div>
        <h1 className={styles.pageTitle}>Schemas</h1>
        <p>
          The {names.length} schemas of the API description. Each operation page shows the fields of
          its request and answers in full; here each shared schema stands on its own, with the
          operations that use it.
        </p>
        <nav aria-label="Schemas" data-pagefind-ignore="">
          <ul className={styles.index}>
            {names.map((name) => (
              <li key={name}>
                <Link href={apiSchemaHref(name)}>{name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        {names.map((name) => {
          const tree = schemaTree(document, { $ref: `#/components/schemas/${name}` }, name);
          const users = usage.get(name) ?? [];
          return (
            <section key={name} aria-labelledby={name} className={styles.schemaSection}>
              <h2 id={name}>{name}</h2>
              <Markdown text={tree.description} className={styles.description} />
              {users.length > 0 && (
                <p className={styles.note}>
                  Used by{' '}
                  {users.map((operation, index) => (
                    <span key={operation.operationId}>
                      {index > 0 && ', '}
                      <Link href={apiOperationPath(operation.operationId)}>
                        {operation.summary}
                      </Link>
                    </span>
                  ))}
                  .
                </p>
              )}
              <SchemaView
                root={{ ...tree, schemaName: undefined, description: undefined }}
                options={{ linkSharedSchemas: true }}
              />
            </section>
          );
        })}
      </div>
    </article>
  );
}
