import { Fragment } from 'react';
import Link from '@/components/Link';
import { API_RULE, sourceName, unverifiedNote, type Fact, type Inline } from './model/text';

// These parts style themselves with HTML's own elements (<small>, <em>) and a few style attributes,
// not a stylesheet: a CSS module would join the stylesheet every docs page loads.

/** Inline pieces as HTML: text, code, links (through the site's one link component). */
export function InlineText({ text }: { text: Inline[] }) {
  return (
    <>
      {text.map((piece, index) => {
        if (typeof piece === 'string') return <Fragment key={index}>{piece}</Fragment>;
        const content = piece.code ? <code>{piece.text}</code> : piece.text;
        return piece.href ? (
          <Link key={index} href={piece.href}>
            {content}
          </Link>
        ) : (
          <Fragment key={index}>{content}</Fragment>
        );
      })}
    </>
  );
}

/** A fact, then its source (a link named after the repository or site it is in, or "a rule of the API") and, for an unconfirmed one, where to read it. */
export function FactText({ fact }: { fact: Fact }) {
  return (
    <>
      <InlineText text={fact.text} />
      {fact.source && (
        <small>
          {' '}
          {fact.source === 'API' ? (
            `(${API_RULE})`
          ) : (
            <>
              (source: <Link href={fact.source}>{sourceName(fact.source)}</Link>)
            </>
          )}
        </small>
      )}
      {fact.unverified && (
        <>
          <br />
          <em>{unverifiedNote(fact.unverified)}</em>
        </>
      )}
    </>
  );
}

/** The facts of a table cell: one in place, several as a list. */
export function FactCell({ facts }: { facts: Fact[] }) {
  if (facts.length === 1) return <FactText fact={facts[0]} />;
  return (
    <ul style={{ margin: 0, paddingLeft: '1.1rem' }}>
      {facts.map((fact, index) => (
        <li key={index}>
          <FactText fact={fact} />
        </li>
      ))}
    </ul>
  );
}
