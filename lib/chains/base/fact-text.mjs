// What the chain pages say, as data: a fact is text (plain, code, links) with the primary source it
// was read from. The tables model (lib/chains/tables) builds the pages' sheets and tables of these,
// each family adds the rows only it has (lib/chains/<family>/tables.mjs), and the web page
// (components/ChainFacts) and the Markdown copy (lib/chains/tables/markdown.ts) render the same
// words from them, so the two cannot tell a reader different facts.

/**
 * A piece of text: plain, or code, a link, or both.
 * @typedef {string | { text: string, code?: boolean, href?: string }} Inline
 */

/**
 * One statement with the primary source it was read from, and what to do when none confirmed it.
 * @typedef {object} Fact
 * @property {Inline[]} text
 * @property {string} [source] A URL; "API" for a rule the API sets itself; absent for an explanation.
 * @property {{ readFrom?: string }} [unverified] Set when no primary source confirmed the statement, with where to read the value on the chain when the facts name it.
 */

/**
 * A row of an identifier's sheet: a stable key (rows alike on every identifier of a family are
 * stated once for it), its label and its facts.
 * @typedef {{ key: string, label: string, facts: Fact[] }} FactRow
 */

/**
 * A table: a caption, its column headers, rows led by a header cell.
 * @typedef {{ caption: string, columns: string[], rows: { header: Inline[], cells: Fact[][] }[] }} FactTable
 */

/**
 * @param {string} text
 * @returns {Inline}
 */
export const code = (text) => ({ text, code: true });

/**
 * @param {string} text
 * @param {string} href
 * @param {boolean} [isCode]
 * @returns {Inline}
 */
export const link = (text, href, isCode = false) => ({ text, href, ...(isCode ? { code: true } : {}) });

/**
 * A list of words, joined for a sentence: "a, b and c".
 * @param {Inline[]} items
 * @param {string} [last]
 * @returns {Inline[]}
 */
export function joined(items, last = ' and ') {
  return items.flatMap((item, index) => (index === 0 ? [item] : [index === items.length - 1 ? last : ', ', item]));
}
