import type { Cheerio, CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import type { LinkedNode } from './json-ld';

/**
 * The page's top-level microdata items (HTML's `itemscope`/`itemprop`), each as a JSON-LD-shaped
 * node, so one reader serves both. A walk over the parsed document, following the HTML standard's
 * rules for an item's properties and their values; nested items become nested nodes.
 */
export function microdataItems($: CheerioAPI): LinkedNode[] {
  return $('[itemscope]')
    .filter((_, element) => !$(element).is('[itemprop]'))
    .toArray()
    .map((element) => readItem($, element as Element, 0));
}

function readItem($: CheerioAPI, item: Element, depth: number): LinkedNode {
  const node: LinkedNode = {};
  const type = $(item).attr('itemtype');
  if (type) node['@type'] = type.trim().split(/\s+/);
  const visit = (children: Cheerio<Element>) => {
    children.each((_, child) => {
      const element = $(child);
      const props = element.attr('itemprop')?.trim().split(/\s+/) ?? [];
      const nested = element.is('[itemscope]');
      if (props.length) {
        const value = nested ? (depth < 6 ? readItem($, child, depth + 1) : null) : valueOf(element);
        if (value !== null) for (const prop of props) add(node, prop, value);
      }
      // an element with its own itemscope owns what is inside it
      if (!nested) visit(element.children());
    });
  };
  visit($(item).children());
  return node;
}

function add(node: LinkedNode, prop: string, value: unknown): void {
  const existing = node[prop];
  if (existing === undefined) node[prop] = value;
  else node[prop] = Array.isArray(existing) ? [...existing, value] : [existing, value];
}

/** A property's value by the element that carries it (HTML Living Standard, "values" of microdata). */
function valueOf(element: Cheerio<Element>): string {
  const tag = element.prop('tagName')?.toLowerCase() ?? '';
  if (tag === 'meta') return element.attr('content') ?? '';
  if (['audio', 'embed', 'iframe', 'img', 'source', 'track', 'video'].includes(tag)) return element.attr('src') ?? '';
  if (['a', 'area', 'link'].includes(tag)) return element.attr('href') ?? '';
  if (tag === 'object') return element.attr('data') ?? '';
  if (tag === 'data' || tag === 'meter') return element.attr('value') ?? '';
  if (tag === 'time') return element.attr('datetime') ?? element.text().trim();
  return element.attr('content') ?? element.text().replace(/\s+/g, ' ').trim();
}
