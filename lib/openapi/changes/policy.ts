/**
 * The change policy page's tables (content/docs/api-change-policy.mdx) as plain data, made from
 * the rule table the breaking-change gate applies (./rules.ts), so the page cannot state a rule
 * the gate does not apply: the rows components/ChangePolicy renders, and the same rows as
 * Markdown for the page's Markdown copy.
 */
import {
  CLASS_LABEL,
  DEPRECATION_MONTHS,
  DIRECTION_LABEL,
  SCHEMA_CHANGES,
  STRUCTURE_CHANGES,
  UNEXPLAINED,
  type ChangeClass,
} from './rules';

/** A class as a cell of the tables shows it: its words, and the class a renderer styles it by. */
export interface ClassCell {
  class: ChangeClass;
  label: string;
}

/** A row of the table of changes to a field or a value. */
export interface FieldChangeRow {
  /** The row's id on the page: "rule-became-nullable". */
  id: string;
  change: string;
  /** The keywords the change is to: ["minimum", "maximum"]. */
  keywords: string[];
  /** Its class where a caller sends the field (a request body or a parameter). */
  sent: ClassCell;
  /** Its class where a caller reads it (an answer). */
  read: ClassCell;
  why: string;
}

/** A row of the table of changes to operations, parameters, bodies, answers, security and the description. */
export interface OperationChangeRow {
  /** The row's id on the page: "rule-path-operation-added". */
  id: string;
  /** Where the change is: "Operations", "Answers", "The description". */
  where: string;
  change: string;
  class: ClassCell;
  why: string;
}

const cell = (value: ChangeClass): ClassCell => ({ class: value, label: CLASS_LABEL[value] });

export const FIELD_CHANGE_ROWS: readonly FieldChangeRow[] = SCHEMA_CHANGES.map((row) => ({
  id: `rule-${row.slug}`,
  change: row.change,
  keywords: row.keyword.split(', '),
  sent: cell(row.sent),
  read: cell(row.read),
  why: row.why,
}));

/** Every rule of the operations, then the one for a change no rule explains. */
export const OPERATION_CHANGE_ROWS: readonly OperationChangeRow[] = [
  ...STRUCTURE_CHANGES,
  UNEXPLAINED,
].map((row) => ({
  id: `rule-${row.direction}-${row.slug}`,
  where: DIRECTION_LABEL[row.direction],
  change: row.change,
  class: cell(row.class),
  why: row.why,
}));

/** "6 months": how long a deprecated operation or field stays, at the least. */
export const DEPRECATION_PERIOD = `${DEPRECATION_MONTHS} months`;

/** A GFM table; the cells hold no "|" (they are the rule table's words). */
function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/**
 * The Markdown form of each component of the policy page (components/ChangePolicy), by the
 * component's name, for the page's Markdown copy: the same rows as the HTML tables.
 */
export const CHANGE_POLICY_MARKDOWN: Record<string, string> = {
  SchemaChanges: table(
    ['Change', 'Keyword', 'In a request body or a parameter', 'In an answer', 'Why'],
    FIELD_CHANGE_ROWS.map(({ change, keywords, sent, read, why }) => [
      change,
      `\`${keywords.join(', ')}\``,
      sent.label,
      read.label,
      why,
    ]),
  ),
  OperationChanges: table(
    ['Where', 'Change', 'Class', 'Why'],
    OPERATION_CHANGE_ROWS.map((row) => [row.where, row.change, row.class.label, row.why]),
  ),
  DeprecationPeriod: DEPRECATION_PERIOD,
};
