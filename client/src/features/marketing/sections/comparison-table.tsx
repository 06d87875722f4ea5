import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';

type ComparisonTableProps = { caption: string; columns: readonly string[]; rows: readonly (readonly string[])[]; highlightLast?: boolean };

/** A small comparison table (cost: agency / freelancer / Reelwright; capacity: manual / AI). Scrolls sideways on narrow screens. */
export function ComparisonTable({ caption, columns, rows, highlightLast = true }: ComparisonTableProps) {
  const last = columns.length - 1;
  return (
    // Focusable and named so keyboard users can scroll it sideways on narrow screens.
    <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto rounded-card border border-border bg-surface shadow-card">
      <Table className="min-w-[32rem]">
        <TableCaption>{caption}</TableCaption>
        <TableHead>
          <tr>
            {columns.map((column, index) => (
              <TableHeaderCell
                key={index}
                className={index === last && highlightLast ? 'bg-primary-soft p-4 font-bold text-primary-strong' : 'p-4 font-semibold text-ink'}
              >
                {column}
              </TableHeaderCell>
            ))}
          </tr>
        </TableHead>
        <TableBody>
          {rows.map(([label, ...cells]) => (
            <TableRow key={label}>
              <TableHeaderCell scope="row" className="p-4 font-medium text-ink">
                {label}
              </TableHeaderCell>
              {cells.map((cell, index) => (
                <TableCell
                  key={index}
                  // the other columns are what others charge or manage, not our plans' figures (e2e/plan-figures.ts)
                  data-plan-figures={index + 1 === last && highlightLast ? undefined : 'none'}
                  className={index + 1 === last && highlightLast ? 'bg-primary-soft/60 p-4 font-semibold text-primary-strong' : 'p-4 text-ink-muted'}
                >
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
