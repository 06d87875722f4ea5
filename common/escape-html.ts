/** Text or an attribute value made safe inside HTML or XML: the five markup characters become numeric references. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
