import SchemaView, { FieldList } from '@/components/SchemaView';
import { parameterField } from '@/lib/openapi/pages/field-model';
import { responseId, type MediaModel, type OperationModel } from '@/lib/openapi/pages/operation';
import { SEARCH_WEIGHT } from '@/lib/search-index';
import Examples from './Examples';
import Markdown from './Markdown';
import { statusTitle } from '@/lib/openapi/pages/operation';
import { SECTION } from '@/lib/openapi/pages/sections';
import styles from './styles.module.css';

/**
 * The schema and examples of each media type of a body (one: application/json, here). A schema
 * the page has already shown (the error body of every 4xx and 5xx) is folded under its name.
 */
function Media({
  content,
  of,
  shownAbove,
}: {
  content: MediaModel[];
  of: string;
  shownAbove?: string;
}) {
  return (
    <>
      {content.map((media) => (
        <div key={media.mediaType} className={styles.media}>
          {content.length > 1 && (
            <p className={styles.mediaType}>
              <code>{media.mediaType}</code>
            </p>
          )}
          {media.schema &&
            (shownAbove && media.schema.schemaName ? (
              // The same fields as above: search reads them once.
              <details className={styles.folded} data-pagefind-ignore="">
                <summary>{`Fields of ${media.schema.schemaName}, as in ${shownAbove} above`}</summary>
                <SchemaView root={media.schema} />
              </details>
            ) : (
              <SchemaView root={media.schema} />
            ))}
          <Examples examples={media.examples} of={of} />
        </div>
      ))}
    </>
  );
}

export function RequestBody({ body }: { body: NonNullable<OperationModel['requestBody']> }) {
  return (
    <section aria-labelledby={SECTION.requestBody.id}>
      <h2 id={SECTION.requestBody.id}>{SECTION.requestBody.title}</h2>
      <p className={styles.meta}>
        {body.required ? 'Required' : 'Optional'}
        {body.content.length === 1 && (
          <>
            , <code>{body.content[0].mediaType}</code>
          </>
        )}
      </p>
      <Markdown text={body.description} className={styles.prose} />
      <Media content={body.content} of="Request example" />
    </section>
  );
}

/** The response (its status) that first showed each shared schema of these responses. */
function firstShown(responses: OperationModel['responses']): Map<string, string> {
  const first = new Map<string, string>();
  for (const response of responses)
    for (const media of response.content)
      if (media.schema?.schemaName && !first.has(media.schema.schemaName))
        first.set(media.schema.schemaName, response.status);
  return first;
}

export function Responses({ responses }: { responses: OperationModel['responses'] }) {
  const first = firstShown(responses);
  const shownAbove = (response: OperationModel['responses'][number]) => {
    const name = response.content[0]?.schema?.schemaName;
    const status = name ? first.get(name) : undefined;
    return status && status !== response.status ? status : undefined;
  };
  return (
    <section aria-labelledby={SECTION.responses.id}>
      <h2 id={SECTION.responses.id}>{SECTION.responses.title}</h2>
      {responses.map((response) => (
        <section
          key={response.status}
          aria-labelledby={responseId(response.status)}
          className={styles.response}
          // The error answers say much the same on every operation: they weigh less in search than
          // the success answer, their status heading included (it stays a section a result can open).
          {...(/^[45]/.test(response.status) && {
            'data-pagefind-weight': SEARCH_WEIGHT.errorResponse,
          })}
        >
          <h3 id={responseId(response.status)} data-status={response.status.charAt(0)}>
            {statusTitle(response.status)}
          </h3>
          <Markdown text={response.description} className={styles.prose} />
          {response.headers.length > 0 && (
            <>
              <h4>Headers</h4>
              <FieldList fields={response.headers.map((header) => parameterField(header))} />
            </>
          )}
          {response.content.length === 0 && <p className={styles.meta}>No body.</p>}
          <Media
            content={response.content}
            of="Response example"
            shownAbove={shownAbove(response)}
          />
        </section>
      ))}
    </section>
  );
}
