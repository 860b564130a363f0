// What the chain pages say, as data: a fact is text (plain, code, links) with the primary source it
// was read from. The tables model (lib/chains/tables) builds the pages' sheets and tables of these,
// each family adds the rows only it has (lib/chains/<family>/tables.ts), and the web page
// (components/ChainFacts) and the Markdown copy (lib/chains/tables/markdown.ts) render the same
// words from them, so the two cannot tell a reader different facts.

/** A piece of text: plain, or code, a link, or both. */
export type Inline = string | { text: string; code?: boolean; href?: string };

/** One statement with the primary source it was read from, and what to do when none confirmed it. */
export interface Fact {
  text: Inline[];
  /** A URL; "API" for a rule the API sets itself; absent for an explanation. */
  source?: string;
  /**
   * Set when no primary source confirmed the statement, with where to read the value on the chain
   * when the facts name it.
   */
  unverified?: { readFrom?: string };
}

/**
 * A row of an identifier's sheet: a stable key (rows alike on every identifier of a family are
 * stated once for it), its label and its facts.
 */
export type FactRow = { key: string; label: string; facts: Fact[] };

/** A table: a caption, its column headers, rows led by a header cell. */
export type FactTable = {
  caption: string;
  columns: string[];
  rows: { header: Inline[]; cells: Fact[][] }[];
};
export const code = (text: string): Inline => ({ text, code: true });
export const link = (text: string, href: string, isCode: boolean = false): Inline => ({
  text,
  href,
  ...(isCode ? { code: true } : {}),
});

/**
 * A list of words, joined for a sentence: "a, b and c".
 */
export function joined(items: Inline[], last: string = ' and '): Inline[] {
  return items.flatMap((item, index) =>
    index === 0 ? [item] : [index === items.length - 1 ? last : ', ', item],
  );
}
