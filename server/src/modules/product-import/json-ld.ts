import type { CheerioAPI } from 'cheerio';

/** A schema.org node as JSON-LD gives it (microdata items are turned into the same shape). */
export type LinkedNode = Record<string, unknown>;

/**
 * Every node of every JSON-LD block on the page, flattened: top-level arrays, `@graph` lists and
 * nodes nested in properties (an Offer inside a Product, an Organization inside a WebPage). A block
 * that is not valid JSON is skipped: pages often carry a broken one beside a good one.
 */
export function jsonLdNodes($: CheerioAPI): LinkedNode[] {
  const nodes: LinkedNode[] = [];
  $('script[type="application/ld+json"]').each((_, element) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse($(element).text());
    } catch {
      return;
    }
    collect(parsed, nodes, 0);
  });
  return nodes;
}

function collect(value: unknown, into: LinkedNode[], depth: number): void {
  if (depth > 8 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) collect(item, into, depth + 1);
    return;
  }
  const node = value as LinkedNode;
  if (node['@type'] !== undefined) into.push(node);
  for (const [key, child] of Object.entries(node)) if (key !== '@context' && typeof child === 'object') collect(child, into, depth + 1);
}

/** Whether a node is of a schema.org type (its `@type` may be a list, a full IRI or a prefixed name). */
export function isType(node: LinkedNode, type: string): boolean {
  const types = Array.isArray(node['@type']) ? node['@type'] : [node['@type']];
  return types.some((t) => typeof t === 'string' && (t === type || t.endsWith(`/${type}`) || t.endsWith(`:${type}`)));
}
