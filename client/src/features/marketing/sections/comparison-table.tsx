type ComparisonTableProps = { caption: string; columns: readonly string[]; rows: readonly (readonly string[])[]; highlightLast?: boolean };

/** A small comparison table (cost: agency / freelancer / Reelwright; capacity: manual / AI). Scrolls sideways on narrow screens. */
export function ComparisonTable({ caption, columns, rows, highlightLast = true }: ComparisonTableProps) {
  const last = columns.length - 1;
  return (
    // Focusable and named so keyboard users can scroll it sideways on narrow screens.
    <div role="region" aria-label={caption} tabIndex={0} className="overflow-x-auto rounded-card border border-border bg-surface shadow-card">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-border">
            {columns.map((column, index) => (
              <th key={index} scope="col" className={index === last && highlightLast ? 'bg-primary-soft p-4 font-bold text-primary-strong' : 'p-4 font-semibold text-ink'}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([label, ...cells]) => (
            <tr key={label} className="border-b border-border last:border-0">
              <th scope="row" className="p-4 font-medium text-ink">
                {label}
              </th>
              {cells.map((cell, index) => (
                <td key={index} className={index + 1 === last && highlightLast ? 'bg-primary-soft/60 p-4 font-semibold text-primary-strong' : 'p-4 text-ink-muted'}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
