import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A data table in the product's look: full width, small text, left-aligned; pass classes to vary it. */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  return <table className={cn('w-full text-left text-sm', className)} {...props} />;
}

/** The header row's cells are muted; put {@link TableHeaderCell}s in its row. */
export function TableHead({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cn('text-ink-muted', className)} {...props} />;
}

/** A column heading: `scope="col"` unless told otherwise, so screen readers name each cell's column. */
export function TableHeaderCell({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return <th scope={scope} className={cn('py-2 pr-3 font-medium', className)} {...props} />;
}

/** A body row, ruled off from the one above. */
export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('border-t border-border', className)} {...props} />;
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cn('py-2 pr-3', className)} {...props} />;
}
