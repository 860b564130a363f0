import { render, screen, within } from '@testing-library/react';
import { DeprecationPeriod, OperationChanges, SchemaChanges } from './index';

/** The cells of the row whose header is `change`, as a reader sees them. */
function row(table: HTMLElement, change: string): string[] {
  const header = within(table).getByRole('rowheader', { name: change });
  return [...header.closest('tr')!.children].map((cell) => cell.textContent ?? '');
}

describe('the change policy tables', () => {
  it('state each change to a field with its class where a caller sends it and where it reads it', () => {
    render(<SchemaChanges />);
    const table = screen.getByRole('table', {
      name: 'Changes to a field or a value, by where it is read',
    });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Change (keywords)', 'In a request body or a parameter', 'In an answer', 'Why']);
    expect(row(table, 'became nullable nullable').slice(0, 3)).toEqual([
      'became nullable nullable',
      'Announced (minor)',
      'Breaking (major)',
    ]);
    expect(row(table, 'enum value added (a new chain) enum').slice(1, 3)).toEqual([
      'Announced (minor)',
      'Announced (minor)',
    ]);
    expect(row(table, 'enum added to a free value enum').slice(1, 3)).toEqual([
      'Breaking (major)',
      'Announced (minor)',
    ]);
    expect(row(table, 'format changed (date-time to date) format').slice(1, 3)).toEqual([
      'Breaking (major)',
      'Breaking (major)',
    ]);
    expect(row(table, 'optional field added properties').slice(1, 3)).toEqual([
      'Announced (minor)',
      'Announced (minor)',
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 38);
  });

  it('state each change to operations, answers and security, and refuse what no rule explains', () => {
    render(<OperationChanges />);
    const table = screen.getByRole('table', {
      name: 'Changes to operations, parameters, bodies, answers, security and the description',
    });
    expect(row(table, 'operation added')).toEqual([
      'Operations',
      'operation added',
      'Announced (minor)',
      'New calls break no existing one.',
    ]);
    expect(row(table, 'operation (or its path) removed or renamed').slice(0, 3)).toEqual([
      'Operations',
      'operation (or its path) removed or renamed',
      'Breaking (major)',
    ]);
    expect(row(table, 'a change no rule explains').slice(0, 3)).toEqual([
      'The description',
      'a change no rule explains',
      'Breaking (major)',
    ]);
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 42);
  });

  it('scroll in a box a keyboard can reach, and say the deprecation period', () => {
    render(
      <>
        <SchemaChanges />
        <p>
          <DeprecationPeriod />
        </p>
      </>,
    );
    expect(screen.getByRole('region', { name: 'Changes to fields and values' })).toHaveAttribute(
      'tabindex',
      '0',
    );
    expect(screen.getByText('6 months')).toBeInTheDocument();
  });
});
