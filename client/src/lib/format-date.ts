const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A timestamp as the studio and the credit history show it: medium date, short time, the browser's locale. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
