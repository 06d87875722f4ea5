// with extensions: the build's prerender (loaded by vite.config.ts) imports this file, and Vite's config loader resolves no bare or extensionless paths
import { escapeHtml } from './escape-html.ts';
import { SITE_NAME } from './site.ts';

/** What a server-rendered page puts in its <head> for crawlers and link previews: its own title, description and tags. */
export type PageHead = {
  title: string;
  description: string;
  /** `[attribute, key, value]`: `['property', 'og:title', …]` or `['name', 'twitter:card', …]`. */
  meta: [attribute: 'property' | 'name', key: string, value: string][];
};

/**
 * The link-preview tags of a page (Open Graph and Twitter card): what a chat app or a social site
 * shows for a link, read without running the page. Pages with a picture add its tags after these.
 */
export function previewTags(page: {
  title: string;
  description: string;
  url?: string;
  type?: string;
  card?: 'summary' | 'summary_large_image';
}): PageHead['meta'] {
  return [
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:type', page.type ?? 'website'],
    ['property', 'og:title', page.title],
    ['property', 'og:description', page.description],
    ...(page.url ? ([['property', 'og:url', page.url]] satisfies PageHead['meta']) : []),
    ['name', 'twitter:card', page.card ?? 'summary'],
    ['name', 'twitter:title', page.title],
    ['name', 'twitter:description', page.description],
  ];
}

/**
 * The client's HTML shell with `head` in place of its generic title and description (one of each:
 * a second description would be ignored or flagged by crawlers), the other tags added before </head>.
 */
export function withPageHead(shell: string, head: PageHead): string {
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
