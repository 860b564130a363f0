/**
 * How the chain pages' facts (lib/chains/base/fact-text.ts) read, for the web page
 * (components/ChainFacts) and the Markdown copy (./markdown.ts) alike: a fact's source by name,
 * what stands for a rule of the API's own, what an unconfirmed fact says.
 */
import type { Inline } from '../base/fact-text';

/** The text of inline pieces, without their markup. */
export function plainText(text: Inline[]): string {
  return text.map((piece) => (typeof piece === 'string' ? piece : piece.text)).join('');
}

/**
 * How a source is named beside a fact: a GitHub repository by owner/name, any other site by its
 * host ("cosmos/chain-registry", "docs.near.org").
 */
export function sourceName(url: string): string {
  const { hostname, pathname } = new URL(url);
  if (hostname === 'github.com') return pathname.split('/').slice(1, 3).join('/');
  return hostname.replace(/^www\./, '');
}

/** What stands where a source would for a rule of the API's own. */
export const API_RULE = 'a rule of the API';

/** What an unconfirmed fact says, and where to read it when the facts name the place. */
export function unverifiedNote({ readFrom }: { readFrom?: string }): string {
  return readFrom
    ? `Not confirmed by a primary source: read the current value from ${readFrom}.`
    : 'Not confirmed by a primary source: read the current value on the chain.';
}
