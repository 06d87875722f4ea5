import { escapeHtml } from '@common/escape-html';
/** What a server-rendered page puts in its <head> for crawlers and link previews: its own title, description and tags. */
export type PageHead = {
  title: string;
  description: string;
  /** `[attribute, key, value]`: `['property', 'og:title', …]` or `['name', 'twitter:card', …]`. */
  meta: [attribute: 'property' | 'name', key: string, value: string][];
};

export /**
 * The client's HTML shell with `head` in place of its generic title and description (one of each:
 * a second description would be ignored or flagged by crawlers), the other tags added before </head>.
 */
function withPageHead(shell: string, head: PageHead): string {
  const title = `<title>${escapeHtml(head.title)}</title>`;
  const tags = [['name', 'description', head.description] as const, ...head.meta]
    .map(([attribute, key, value]) => `    <meta ${attribute}="${key}" content="${escapeHtml(value)}" />`)
    .join('\n');
  const withoutDescription = shell.replace(/\s*<meta name="description"[^>]*>/, '');
  const titled = /<title>[\s\S]*?<\/title>/.test(withoutDescription)
    ? withoutDescription.replace(/<title>[\s\S]*?<\/title>/, title)
    : withoutDescription.replace('</head>', `    ${title}\n  </head>`);
  return titled.replace('</head>', `${tags}\n  </head>`);
}
