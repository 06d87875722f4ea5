/** Cells a spreadsheet would run as a formula start with one of these; they are prefixed with '. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: formula-safe, and quoted (inner quotes doubled) when it holds a separator, quote or line break. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line with CRLF, as RFC 4180 has it. */
export function csvRow(values: ReadonlyArray<string | number | null | undefined>): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}
