import Link from '@/components/Link';
import MethodBadge from '@/components/MethodBadge';
import type { NextCallModel } from '@/lib/openapi/pages/operation';
import { apiOperationPath } from '@/lib/urls';
import Markdown from './Markdown';
import { SECTION } from './sections';
import styles from './styles.module.css';

/**
 * The calls that follow this one in a transaction's story, from the OpenAPI links of its success
 * answers: each with its page, what it is for and which values carry over.
 */
export default function NextCalls({ calls }: { calls: NextCallModel[] }) {
  return (
    <section aria-labelledby={SECTION.nextCalls.id} data-pagefind-ignore="">
      <h2 id={SECTION.nextCalls.id}>{SECTION.nextCalls.title}</h2>
      <ul className={styles.nextCalls}>
        {calls.map((call) => (
          <li key={`${call.status}-${call.name}`}>
            <p>
              <MethodBadge method={call.method} />{' '}
              <Link href={apiOperationPath(call.operationId)}>{call.summary}</Link>{' '}
              <code>{call.path}</code>
            </p>
            <Markdown text={call.description} />
            {call.parameters.length > 0 && (
              <p>
                {call.parameters.map((parameter, index) => (
                  <span key={parameter.name}>
                    {index > 0 && ', '}
                    <code>{parameter.name}</code>
                    {` is ${parameter.source}`}
                  </span>
                ))}
                .
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
