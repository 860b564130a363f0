import { Fragment } from 'react';
import Link from '@/components/Link';
import type { Fact, Inline } from '@/lib/chains/base/fact-text';
import { API_RULE, sourceName, unverifiedNote } from '@/lib/chains/tables/text';

// These parts style themselves with HTML's own elements (<small>, <em>) and a few style attributes,
// not a stylesheet: a CSS module would join the stylesheet every docs page loads.

/**
 * Code that breaks only between words: the site lets inline code break anywhere, so that a long
 * address fits a phone, but in a table's cell that lets the browser squeeze a column to a letter
 * wide ("claimR/ewards"). A many-column table scrolls sideways instead.
 */
const WHOLE_WORDS = { overflowWrap: 'normal' } as const;

/** Inline pieces as HTML: text, code, links (through the site's one link component). */
export function InlineText({ text, wholeWords = false }: { text: Inline[]; wholeWords?: boolean }) {
  return (
    <>
      {text.map((piece, index) => {
        if (typeof piece === 'string') return <Fragment key={index}>{piece}</Fragment>;
        const content = piece.code ? (
          <code style={wholeWords ? WHOLE_WORDS : undefined}>{piece.text}</code>
        ) : (
          piece.text
        );
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

/**
 * A fact, then its source (a link named after the repository or site it is in, or "a rule of the
 * API") and, for an unconfirmed one, where to read it.
 */
export function FactText({ fact, wholeWords = false }: { fact: Fact; wholeWords?: boolean }) {
  return (
    <>
      <InlineText text={fact.text} wholeWords={wholeWords} />
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
export function FactCell({ facts, wholeWords = false }: { facts: Fact[]; wholeWords?: boolean }) {
  if (facts.length === 1) return <FactText fact={facts[0]} wholeWords={wholeWords} />;
  return (
    <ul style={{ margin: 0, paddingLeft: '1.1rem' }}>
      {facts.map((fact, index) => (
        <li key={index}>
          <FactText fact={fact} wholeWords={wholeWords} />
        </li>
      ))}
    </ul>
  );
}
