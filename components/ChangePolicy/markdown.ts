import { CLASS_LABEL, DEPRECATION_MONTHS, DIRECTION_LABEL, SCHEMA_CHANGES, STRUCTURE_CHANGES, UNEXPLAINED } from '@/lib/openapi/changes/rules';

/** A GFM table; the cells hold no "|" (they are the rule table's words). */
function table(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/**
 * The Markdown form of each component of the policy page, for its Markdown copy: the same rows
 * as the HTML tables, from the same rule table.
 */
export const CHANGE_POLICY_MARKDOWN: Record<string, string> = {
  SchemaChanges: table(
    ['Change', 'Keyword', 'In a request body or a parameter', 'In an answer', 'Why'],
    SCHEMA_CHANGES.map((row) => [row.change, `\`${row.keyword}\``, CLASS_LABEL[row.sent], CLASS_LABEL[row.read], row.why]),
  ),
  OperationChanges: table(
    ['Where', 'Change', 'Class', 'Why'],
    [...STRUCTURE_CHANGES, UNEXPLAINED].map((row) => [DIRECTION_LABEL[row.direction], row.change, CLASS_LABEL[row.class], row.why]),
  ),
  DeprecationPeriod: `${DEPRECATION_MONTHS} months`,
};
