// C0 and C1 control characters except tab and newline, which a pasted description may carry.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;

/** What the server keeps of a typed description: no control characters, trimmed. */
export function cleanPrompt(raw: string): string {
  return raw.replace(CONTROL_CHARACTERS, '').trim();
}
