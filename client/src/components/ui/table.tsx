import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A default class and the caller's classes that replace it. */
type Default = readonly [className: string, replacedBy: RegExp];

const FONT_WEIGHT = /^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const PADDING_Y: Default = ['py-2', /^(p|py)-/];
const PADDING_RIGHT: Default = ['pr-3', /^(p|px|pr)-/];
// A th is bold in the browser's own sheet; inheriting lets the head (or the body, for row headers) set the weight once.
const INHERIT_WEIGHT: Default = ['[font-weight:inherit]', FONT_WEIGHT];

/**
 * Drops each default the caller's className replaces. Tailwind orders clashing utilities in the
 * stylesheet by name, not by their order in the attribute, so a caller's `pr-0`, `px-4`, `p-4` or
 * `font-bold` would otherwise lose to the default `pr-3`, `py-2` or `font-medium`.
 */
function withDefaults(defaults: readonly Default[], className: string | undefined): string {
  const given = className?.split(/\s+/) ?? [];
  return cn(...defaults.filter(([, replacedBy]) => !given.some((name) => replacedBy.test(name))).map(([name]) => name), className);
}

/** A data table in the product's look: full width, small text, left-aligned; pass classes to vary it. */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  return <table className={cn('w-full text-left text-sm', className)} {...props} />;
}

/** Names the table for screen readers; hidden, as the heading or region around the table names it on screen. */
export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption className={cn('sr-only', className)} {...props} />;
}

/**
 * The header row's cells are muted and medium weight (a `font-*` class here sets every heading's
 * weight); `caps` makes them small capitals. Put {@link TableHeaderCell}s in its row.
 */
export function TableHead({ className, caps = false, ...props }: ComponentProps<'thead'> & { caps?: boolean }) {
  return (
    <thead className={withDefaults([['font-medium', FONT_WEIGHT]], cn('text-ink-muted', caps && 'text-xs font-semibold uppercase', className))} {...props} />
  );
}

export function TableBody(props: ComponentProps<'tbody'>) {
  return <tbody {...props} />;
}

/**
 * A column heading (`scope="col"` unless told otherwise, so screen readers name each cell's
 * column) or, with `scope="row"`, a row's heading. Its weight comes from the head or body around
 * it unless a `font-*` class is passed; `numeric` right-aligns it over a numeric column.
 */
export function TableHeaderCell({ className, scope = 'col', numeric = false, ...props }: ComponentProps<'th'> & { numeric?: boolean }) {
  return <th scope={scope} className={withDefaults([PADDING_Y, PADDING_RIGHT, INHERIT_WEIGHT], cn(numeric && 'text-right', className))} {...props} />;
}

/** A body row, ruled off from the one above. */
export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cn('border-t border-border', className)} {...props} />;
}

/** A cell; `numeric` right-aligns it with figures of one width, so the column's digits line up. */
export function TableCell({ className, numeric = false, ...props }: ComponentProps<'td'> & { numeric?: boolean }) {
  return <td className={withDefaults([PADDING_Y, PADDING_RIGHT], cn(numeric && 'text-right tabular-nums', className))} {...props} />;
}
