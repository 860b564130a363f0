import { createElement, Fragment } from 'react';
import Link from '@/components/Link';
import type { Fact, Phrase } from '@/lib/openapi/pages/field-model';
import { apiSchemaHref } from '@/lib/urls';

export function SchemaLink({ name }: { name: string }) {
  return <Link href={apiSchemaHref(name)}>{name}</Link>;
}

/**
 * A phrase of the field model (lib/openapi/pages/field-model.ts): words as text, literals as <code>,
 * shared schemas as links. Its parts are given as children, not as a list, so they need no keys
 * (a key is sent in the page's payloads for each part).
 */
export function PhraseText({ phrase }: { phrase: Phrase }) {
  const parts = phrase.map((part) =>
    typeof part === 'string' ? (
      part
    ) : 'code' in part ? (
      <code>{part.code}</code>
    ) : (
      <SchemaLink name={part.schema} />
    ),
  );
  return parts.length === 1 ? parts[0] : createElement(Fragment, null, ...parts);
}

/**
 * A field's facts, one line each. Search reads the facts the model marks as searched; the
 * others are left out of the index (data-pagefind-ignore). No class: the list's stylesheet
 * styles a field's <dl> by place.
 */
export function Facts({ facts }: { facts: Fact[] }) {
  if (facts.length === 0) return null;
  return (
    <dl>
      {facts.map(({ term, value, searched }) => (
        <div key={term} {...(!searched && { 'data-pagefind-ignore': '' })}>
          <dt>{term}</dt>
          <dd>
            <PhraseText phrase={value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
