import type { PlatformPreset } from '../catalog/platform-presets';

/** What a post says: the text to paste and its hashtags, within the platform's limit. */
export type PostCaption = { text: string; hashtags: string[]; full: string };

const STOP_WORDS = new Set(['with', 'your', 'that', 'this', 'from', 'every', 'for', 'the', 'and', 'into', 'about', 'what', 'when', 'will', 'have']);

/** Hashtags from the product and the title: `#ColdBrew` style, unique, most specific first. */
export function hashtagsOf(source: { title: string; productName?: string | null; brand?: string | null }): string[] {
  const tag = (words: string) =>
    `#${words
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join('')}`;
  const words = source.title.split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 4 && !STOP_WORDS.has(w.toLowerCase()));
  const tags = [source.brand, source.productName, ...words].filter((w): w is string => Boolean(w?.trim())).map(tag);
  return [...new Map(tags.filter((t) => t.length > 1 && t.length <= 40).map((t) => [t.toLowerCase(), t])).values()];
}

/** Cuts text at a word boundary to at most `max` characters, with an ellipsis when cut. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 1) return '';
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * The post for one platform: the description (the title on a platform whose text is a title),
 * then as many hashtags as the platform takes and the limit leaves room for. `full` never exceeds
 * `platform.captionMaxChars` characters (platform-presets.ts).
 */
export function postCaption(
  platform: Pick<PlatformPreset, 'captionMaxChars' | 'hashtagsMax'>,
  source: { title: string; description: string; hashtags: string[] },
): PostCaption {
  const limit = platform.captionMaxChars;
  const base = limit <= 150 ? source.title : `${source.title}\n\n${source.description}`;
  const hashtags: string[] = [];
  const text = clip(base.trim(), limit);
  for (const tag of source.hashtags.slice(0, platform.hashtagsMax)) {
    const next = [...hashtags, tag];
    if (`${text}${text ? (limit <= 150 ? ' ' : '\n\n') : ''}${next.join(' ')}`.length > limit) break;
    hashtags.push(tag);
  }
  const separator = limit <= 150 ? ' ' : '\n\n';
  const full = hashtags.length ? `${text}${text ? separator : ''}${hashtags.join(' ')}` : text;
  return { text, hashtags, full };
}
