import {
  code,
  joined,
  type Fact,
  type FactRow,
  type FactTable,
  type Inline,
} from '../base/fact-text';
import type { Family } from '../registry';
import { cosmosChainsTable, ethereumKeyIdentifiers } from '../tendermint/chains-table';
import { identifiersOf, ownRows, sharedRows, signingRows, statusOf } from './family';
import { feeCeilingTables } from './fees';
import {
  identifierCount,
  minimumText,
  otherChainsTable,
  overviewTable,
  periodText,
  supportedChainsTable,
} from './tables';
import { API_RULE, sourceName, unverifiedNote } from './text';

/** Text as Markdown reads it literally: its punctuation escaped, a table's cell separator too. */
const escape = (text: string) => text.replace(/[\\`*_[\]<>|]/g, (character) => `\\${character}`);

/** A code span that holds any text: fenced with more backticks than the text has in a row. */
function codeSpan(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const padded = text.startsWith('`') || text.endsWith('`') ? ` ${text} ` : text;
  return `${fence}${padded.replace(/\|/g, '\\|')}${fence}`;
}

function inline(text: Inline[]): string {
  return text
    .map((piece) => {
      if (typeof piece === 'string') return escape(piece);
      const content = piece.code ? codeSpan(piece.text) : escape(piece.text);
      return piece.href ? `[${content}](${piece.href})` : content;
    })
    .join('');
}

function fact({ text, source, unverified }: Fact): string {
  const from = source
    ? ` (${source === 'API' ? API_RULE : `source: [${escape(sourceName(source))}](${source})`})`
    : '';
  return `${inline(text)}${from}${unverified ? ` ${escape(unverifiedNote(unverified))}` : ''}`;
}

/** A sheet of facts as a list: "- **Label**: fact", several facts of a row as a nested list. */
function sheet(rows: FactRow[]): string {
  return rows
    .map(({ label, facts }) =>
      facts.length === 1
        ? `- **${escape(label)}**: ${fact(facts[0])}`
        : [`- **${escape(label)}**:`, ...facts.map((entry) => `  - ${fact(entry)}`)].join('\n'),
    )
    .join('\n');
}

/** A table as a GFM table; several facts in a cell are joined with semicolons. */
function table({ caption, columns, rows }: FactTable): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [
    `**${escape(caption)}**`,
    '',
    line(columns.map(escape)),
    line(columns.map(() => '---')),
    ...rows.map((row) =>
      line([inline(row.header), ...row.cells.map((cell) => cell.map(fact).join('; '))]),
    ),
  ].join('\n');
}

function chainFacts(identifier: string): string {
  const status = statusOf(identifier);
  const warning = status
    ? `> **Warning: Halted chain**\n>\n> ` +
      `${fact({ text: [`${identifier} is among the API's identifiers, but ${status.text}. Check that the chain still produces blocks before you send a transaction.`], source: status.source })}\n\n`
    : '';
  return `${warning}${sheet(ownRows(identifier))}`;
}

/**
 * The Markdown form of each chain component, for the pages' Markdown copies (scripts/build/llms.mjs):
 * the same facts, from the same model, as the HTML. The search keywords have none: they are not text.
 */
export const CHAIN_FACTS_MARKDOWN: Record<string, (attributes: Record<string, string>) => string> =
  {
    ChainFacts: ({ identifier }) => chainFacts(identifier),
    FamilyFacts: ({ family }) => sheet(sharedRows(family as Family)),
    FamilySigning: ({ family }) => sheet(signingRows(family as Family)),
    ChainKeywords: () => '',
    FeeCeilings: ({ family }) =>
      feeCeilingTables(family as Family)
        .map(table)
        .join('\n\n'),
    ChainOverview: () => table(overviewTable()),
    SupportedChains: () => table(supportedChainsTable()),
    CosmosChains: () => table(cosmosChainsTable()),
    OtherChains: () => table(otherChainsTable()),
    IdentifierCount: ({ which }) => String(identifierCount(which as 'all' | 'staking')),
    FamilySize: ({ family }) => String(identifiersOf(family as Family).length),
    EthereumKeyIdentifiers: () => inline(joined(ethereumKeyIdentifiers().map(code))),
    UnbondingPeriod: ({ identifier }) => inline(periodText(identifier)),
    MinimumAmount: ({ identifier }) => escape(minimumText(identifier)),
  };
