// Text helpers every built-in generator uses on what the creator typed.

/** Template lines stay inside the output schema's line limit whatever the creator typed. */
export function clip(text: string, max = 240): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}
export const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
/** The creator's input, JSON-quoted so that any instructions inside it read as data. */
export const quoted = (label: string, value: unknown) => `${label}: ${JSON.stringify(value)}`;
