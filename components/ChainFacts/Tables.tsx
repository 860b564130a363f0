import type { FactRow, FactTable } from '@/lib/chains/base/fact-text';
import { ScrollRegion } from '@/components/ScrollRegion';
import { FactCell, InlineText } from './FactText';

/**
 * How wide a column of a many-column table stays at least: on a narrow screen the table scrolls
 * sideways instead of squeezing every column into a few words a line.
 */
const COLUMN_REM = 7;

/** The identifier stays in view while a narrow screen scrolls the other columns. */
const STICKY = { position: 'sticky', left: 0, background: 'var(--color-bg)' } as const;

/**
 * A table of several columns, in a box that scrolls where the column is narrower than the table
 * (ScrollRegion), its first column staying in view.
 */
export function DataTable({ table }: { table: FactTable }) {
  return (
    <ScrollRegion label={table.caption}>
      <table style={{ minWidth: `${table.columns.length * COLUMN_REM}rem` }}>
        <caption style={{ textAlign: 'left', fontWeight: 600, paddingBottom: '0.5rem' }}>
          {table.caption}
        </caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, index) => (
            <tr key={index}>
              <th scope="row" style={STICKY}>
                <InlineText text={row.header} wholeWords />
              </th>
              {row.cells.map((cell, column) => (
                <td key={column}>
                  <FactCell facts={cell} wholeWords />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

/**
 * A fact may hold a long word outside code (a contract's constant, a repository's name): on a phone
 * it breaks where it must instead of widening the sheet past the screen.
 */
const BREAK_ANYWHERE = { overflowWrap: 'anywhere' } as const;

/**
 * An identifier's (or a family's) facts: a label and its facts on each row, narrow enough for a
 * phone without scrolling.
 */
export function FactSheet({ rows, label }: { rows: FactRow[]; label: string }) {
  return (
    <table aria-label={label} style={{ marginBottom: '1.25rem' }}>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            <td style={BREAK_ANYWHERE}>
              <FactCell facts={row.facts} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
