/**
 * What the chain pages say, as data: the web page (components/ChainFacts) and its Markdown copy
 * (./markdown.ts) render the same words from it, so the two cannot tell a reader different facts.
 */

/** A piece of text: plain, or code, a link, or both. */
export type Inline = string | { text: string; code?: boolean; href?: string };

/** One statement with the primary source it was read from, and what to do when none confirmed it. */
export interface Fact {
  text: Inline[];
  /** A URL; "API" for a rule the API sets itself; absent for an explanation. */
  source?: string;
  /** Set when no primary source confirmed the statement, with where to read the value on the chain when the facts name it. */
  unverified?: { readFrom?: string };
}

/** A table: a caption, its column headers (none for a two-column sheet of facts), rows led by a header cell. */
/** A row of an identifier's sheet: a stable key (rows alike on every identifier of a family are stated once for it), its label and its facts. */
export interface FactRow {
  key: string;
  label: string;
  facts: Fact[];
}

export interface FactTable {
  caption: string;
  columns: string[];
  rows: { header: Inline[]; cells: Fact[][] }[];
}

export const code = (text: string): Inline => ({ text, code: true });
export const link = (text: string, href: string, isCode = false): Inline => ({ text, href, ...(isCode ? { code: true } : {}) });

/** A list of words, joined for a sentence: "a, b and c". */
export function joined(items: Inline[], last = ' and '): Inline[] {
  return items.flatMap((item, index) => (index === 0 ? [item] : [index === items.length - 1 ? last : ', ', item]));
}

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
  return readFrom ? `Not confirmed by a primary source: read the current value from ${readFrom}.` : 'Not confirmed by a primary source: read the current value on the chain.';
}
