import { load, loadBuffer, type CheerioAPI } from 'cheerio';
import { isType, jsonLdNodes, type LinkedNode } from './json-ld';
import { microdataItems } from './microdata';

/** What a product page says about its product, before it is fitted to the card's limits. */
export type PageFacts = {
  name: string | null;
  brand: string | null;
  description: string | null;
  price: { amount: string; currency: string } | null;
  features: string[];
  /** Absolute http(s) URLs, best first, without repeats. */
  imageUrls: string[];
  rating: { value: number; count: number | null } | null;
  reviews: { author: string | null; text: string; rating: number | null }[];
  logoUrl: string | null;
  themeColor: string | null;
  /** Font families the page's own styles name, first seen first. */
  fontFamilies: string[];
};

/**
 * Reads a product page: schema.org `Product` from JSON-LD first, then microdata, then Open Graph
 * and Twitter tags, then the page's own markup (title, headings, images). The first source that
 * has a field wins it; images are gathered from all of them in that order.
 */
export function readPageFacts(html: Buffer | string, pageUrl: string): PageFacts {
  const $ = typeof html === 'string' ? load(html) : loadBuffer(html);
  const linked = jsonLdNodes($);
  const micro = microdataItems($);
  const nestedMicro = micro.flatMap((item) => [item, ...nestedNodes(item)]);
  const products = [...linked, ...nestedMicro].filter((node) => isType(node, 'Product') || isType(node, 'ProductGroup'));
  const product: LinkedNode = products[0] ?? {};
  const meta = metaTags($);
  const absolute = (url: string | null | undefined) => absoluteUrl(url, pageUrl);

  const offers = nodesOf(product.offers);
  const price = offers.map(priceOf).find(Boolean) ?? priceFromMeta(meta);
  const rating = ratingOf(firstNode(product.aggregateRating));
  const reviews = nodesOf(product.review ?? product.reviews)
    .map(reviewOf)
    .filter((r): r is NonNullable<typeof r> => r !== null);

  const organization = [...linked, ...nestedMicro].find((node) => isType(node, 'Organization') || isType(node, 'Brand'));
  const brandNode = firstNode(product.brand) ?? firstNode(product.manufacturer);
  const named = [
    ...imagesOf(product.image),
    ...products.slice(1).flatMap((p) => imagesOf(p.image)),
    ...meta.all('og:image'),
    ...meta.all('og:image:secure_url'),
    ...meta.all('twitter:image'),
  ];
  // the page's own pictures only when nothing names the product's: they are more often decoration
  const imageUrls = unique((named.length ? named : markupImages($)).map(absolute).filter((u): u is string => u !== null));

  return {
    name: text(product.name) ?? meta.one('og:title') ?? meta.one('twitter:title') ?? clean($('h1').first().text()) ?? clean($('title').first().text()),
    brand: text(product.brand) ?? text(brandNode?.name) ?? text(organization?.name) ?? meta.one('og:site_name'),
    description: text(product.description) ?? meta.one('og:description') ?? meta.one('twitter:description') ?? meta.one('description'),
    price,
    features: featuresOf(product, $),
    imageUrls,
    rating,
    reviews,
    logoUrl: absolute(imagesOf(brandNode?.logo)[0] ?? imagesOf(organization?.logo)[0] ?? meta.one('og:logo') ?? iconOf($)),
    themeColor: hexColor(meta.one('theme-color') ?? meta.one('msapplication-TileColor')),
    fontFamilies: fontFamiliesOf($),
  };
}

function nestedNodes(node: LinkedNode): LinkedNode[] {
  return Object.values(node).flatMap((value) =>
    (Array.isArray(value) ? value : [value]).filter((v): v is LinkedNode => !!v && typeof v === 'object').flatMap((v) => [v, ...nestedNodes(v)]),
  );
}

type MetaTags = { one(name: string): string | null; all(name: string): string[] };

/** `<meta property|name=… content=…>`, by lower-cased name; Open Graph, Twitter and plain meta alike. */
function metaTags($: CheerioAPI): MetaTags {
  const tags = new Map<string, string[]>();
  $('meta').each((_, element) => {
    const meta = $(element);
    const name = (meta.attr('property') ?? meta.attr('name') ?? meta.attr('itemprop'))?.trim().toLowerCase();
    const content = meta.attr('content')?.trim();
    if (!name || !content) return;
    tags.set(name, [...(tags.get(name) ?? []), content]);
  });
  return { one: (name) => clean(tags.get(name.toLowerCase())?.[0]), all: (name) => tags.get(name.toLowerCase()) ?? [] };
}

function nodesOf(value: unknown): LinkedNode[] {
  return (Array.isArray(value) ? value : [value]).filter((v): v is LinkedNode => !!v && typeof v === 'object');
}

function firstNode(value: unknown): LinkedNode | undefined {
  return nodesOf(value)[0];
}

/** A property's text: a string, a number, the first of a list, or a node's name; HTML inside it is reduced to its text. */
function text(value: unknown): string | null {
  if (Array.isArray(value)) return text(value[0]);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return clean(value.includes('<') ? load(value).root().text() : value);
  if (value && typeof value === 'object') return text((value as LinkedNode).name);
  return null;
}

function clean(value: string | null | undefined): string | null {
  const cleaned = value?.replace(/\s+/g, ' ').trim();
  return cleaned ? cleaned : null;
}

function numberOf(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value.replace(',', '.')) : NaN;
  return Number.isFinite(n) ? n : null;
}

/** An offer's price as a decimal string and a currency code: "$1,299.00" and 1299 both become "1299.00" / "1299". */
function priceOf(offer: LinkedNode): PageFacts['price'] {
  const specification = firstNode(offer.priceSpecification);
  const amount = decimal(offer.price ?? offer.lowPrice ?? specification?.price);
  const currency = text(offer.priceCurrency) ?? text(specification?.priceCurrency);
  return amount && currency && /^[A-Za-z]{3}$/.test(currency) ? { amount, currency: currency.toUpperCase() } : null;
}

function priceFromMeta(meta: MetaTags): PageFacts['price'] {
  const amount = decimal(meta.one('product:price:amount') ?? meta.one('og:price:amount'));
  const currency = meta.one('product:price:currency') ?? meta.one('og:price:currency');
  return amount && currency && /^[A-Za-z]{3}$/.test(currency) ? { amount, currency: currency.toUpperCase() } : null;
}

function decimal(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? String(Math.round(value * 100) / 100) : null;
  if (typeof value !== 'string') return null;
  const digits = value.replace(/[^\d.,]/g, '');
  // "1.299,00" (comma decimals) and "1,299.00" (comma thousands): the last separator followed by one or two digits is the decimal point
  const last = Math.max(digits.lastIndexOf('.'), digits.lastIndexOf(','));
  const fraction = last >= 0 ? digits.slice(last + 1) : '';
  const decimals = last >= 0 && fraction.length >= 1 && fraction.length <= 2;
  const whole = (decimals ? digits.slice(0, last) : digits).replace(/[.,]/g, '') || '0';
  const amount = decimals ? `${whole}.${fraction}` : whole;
  return /^\d{1,9}(\.\d{1,2})?$/.test(amount) ? amount : null;
}

function ratingOf(node: LinkedNode | undefined): PageFacts['rating'] {
  if (!node) return null;
  const value = numberOf(node.ratingValue);
  if (value === null) return null;
  const best = numberOf(node.bestRating) ?? 5;
  const count = numberOf(node.reviewCount) ?? numberOf(node.ratingCount);
  const stars = best > 0 ? (value / best) * 5 : value;
  return { value: Math.min(5, Math.max(0, Math.round(stars * 10) / 10)), count: count === null ? null : Math.max(0, Math.round(count)) };
}

function reviewOf(node: LinkedNode): PageFacts['reviews'][number] | null {
  const body = text(node.reviewBody) ?? text(node.description);
  if (!body) return null;
  const rating = ratingOf(firstNode(node.reviewRating));
  return { author: text(node.author), text: body, rating: rating?.value ?? null };
}

/** A schema.org image: a URL, an ImageObject (url / contentUrl) or a list of either. */
function imagesOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(imagesOf);
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') {
    const node = value as LinkedNode;
    return [node.url, node.contentUrl].flatMap((v) => (typeof v === 'string' ? [v] : []));
  }
  return [];
}

/** The page's own pictures, when no structured data names any: large `<img>`s outside the header, navigation and footer. */
function markupImages($: CheerioAPI): string[] {
  return $('main img, article img, body img')
    .filter((_, element) => {
      const img = $(element);
      if (img.closest('header, nav, footer').length) return false;
      const small = [img.attr('width'), img.attr('height')].some((size) => size !== undefined && Number(size) > 0 && Number(size) < 200);
      return !small && !/logo|icon|sprite|avatar/i.test(`${img.attr('class') ?? ''} ${img.attr('alt') ?? ''} ${img.attr('src') ?? ''}`);
    })
    .toArray()
    .map((element) => $(element).attr('src') ?? $(element).attr('data-src') ?? '')
    .filter(Boolean);
}

/** Feature bullets: schema.org `additionalProperty` (name: value), else the first list in a part of the page named for features. */
function featuresOf(product: LinkedNode, $: CheerioAPI): string[] {
  const properties = nodesOf(product.additionalProperty)
    .map((p) => [text(p.name), text(p.value)].filter(Boolean).join(': '))
    .filter(Boolean);
  if (properties.length) return properties;
  const list = $('[class*="feature" i] li, [id*="feature" i] li, [class*="highlight" i] li, [class*="benefit" i] li');
  return unique(
    list
      .toArray()
      .map((element) => clean($(element).text()))
      .filter((t): t is string => t !== null),
  );
}

/** A touch icon or a favicon that is not an SVG (a logo must decode as a picture). */
function iconOf($: CheerioAPI): string | null {
  const links = $('link[rel~="apple-touch-icon"], link[rel~="icon"]')
    .toArray()
    .map((element) => $(element).attr('href') ?? '')
    .filter((href) => href && !/\.svg(\?|#|$)/i.test(href));
  return links[0] ?? null;
}

/** `#abc`, `#aabbcc` (any case) or `rgb(r, g, b)` as `#aabbcc`; anything else is no colour. */
export function hexColor(value: string | null | undefined): string | null {
  const v = value?.trim().toLowerCase();
  if (!v) return null;
  if (/^#[0-9a-f]{6}$/.test(v)) return v;
  if (/^#[0-9a-f]{3}$/.test(v)) return `#${[...v.slice(1)].map((c) => c + c).join('')}`;
  const rgb = /^rgba?\(\s*(\d{1,3})[\s,]+(\d{1,3})[\s,]+(\d{1,3})/.exec(v);
  if (rgb)
    return `#${rgb
      .slice(1, 4)
      .map((c) => Math.min(255, Number(c)).toString(16).padStart(2, '0'))
      .join('')}`;
  return null;
}

/** Families named by Google Fonts links and by `font-family` in the page's styles (CSS, not HTML, is read here). */
function fontFamiliesOf($: CheerioAPI): string[] {
  const families: string[] = [];
  $('link[href*="fonts.googleapis.com"]').each((_, element) => {
    try {
      const url = new URL($(element).attr('href') ?? '', 'https://fonts.googleapis.com');
      for (const family of url.searchParams.getAll('family')) families.push(...family.split('|').map((f) => f.split(':')[0]!.replace(/\+/g, ' ')));
    } catch {
      // an unreadable link names no font
    }
  });
  const css = [
    ...$('style')
      .toArray()
      .map((element) => $(element).text()),
    ...$('[style]')
      .toArray()
      .map((element) => $(element).attr('style') ?? ''),
  ].join('\n');
  for (const match of css.matchAll(/font-family\s*:\s*([^;}]+)/gi)) families.push(...match[1]!.split(',').map((f) => f.trim().replace(/^['"]|['"]$/g, '')));
  return unique(families.map((f) => f.trim()).filter(Boolean));
}

function absoluteUrl(url: string | null | undefined, base: string): string | null {
  if (!url) return null;
  try {
    const resolved = new URL(url.trim(), base);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : null;
  } catch {
    return null;
  }
}

function unique<T>(items: T[]): T[] {
  return [...new Set(items)];
}
