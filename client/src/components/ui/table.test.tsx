import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeaderCell, TableRow } from './table';

function Example({ headClass, cellClass }: { headClass?: string; cellClass?: string }) {
  return (
    <Table>
      <TableCaption>Credits by month</TableCaption>
      <TableHead className={headClass}>
        <tr>
          <TableHeaderCell>Month</TableHeaderCell>
          <TableHeaderCell numeric>Credits</TableHeaderCell>
        </tr>
      </TableHead>
      <TableBody>
        <TableRow>
          <TableHeaderCell scope="row">March</TableHeaderCell>
          <TableCell numeric className={cellClass}>
            40
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

describe('table primitives', () => {
  it('name the table by its caption and its cells by column and row headings', () => {
    render(<Example />);
    const table = screen.getByRole('table', { name: 'Credits by month' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Month', 'Credits']);
    expect(within(table).getByRole('rowheader', { name: 'March' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'March 40' })).toBeInTheDocument();
  });

  it('right-align numeric columns with figures of one width', () => {
    render(<Example />);
    expect(screen.getByRole('columnheader', { name: 'Credits' })).toHaveClass('text-right');
    expect(screen.getByRole('cell', { name: '40' })).toHaveClass('text-right', 'tabular-nums');
  });

  // Tailwind orders clashing utilities by name, so a default left beside the caller's class could win.
  it('drop a default the caller replaces, and keep the others', () => {
    render(<Example headClass="font-bold" cellClass="pr-0" />);
    const cell = screen.getByRole('cell', { name: '40' });
    expect(cell).toHaveClass('py-2', 'pr-0');
    expect(cell).not.toHaveClass('pr-3');
    const head = screen.getByRole('columnheader', { name: 'Month' }).closest('thead');
    expect(head).toHaveClass('font-bold');
    expect(head).not.toHaveClass('font-medium');
  });

  it('let padding on every side replace both padding defaults', () => {
    render(<Example cellClass="p-4" />);
    const cell = screen.getByRole('cell', { name: '40' });
    expect(cell).toHaveClass('p-4');
    expect(cell).not.toHaveClass('py-2');
    expect(cell).not.toHaveClass('pr-3');
  });
});
