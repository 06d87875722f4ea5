import { STUDIO_NAV_GROUPS, STUDIO_NAV_PARENTS, type StudioNavItem } from '@/content/studio-nav-copy';

const ITEM_HREFS: ReadonlySet<string> = new Set(STUDIO_NAV_GROUPS.flatMap((group) => group.items.map((item) => item.href)));

/** The navigation item a path is at (its own, or the one it belongs to), or null for none. */
export function currentNavHref(path: string): StudioNavItem['href'] | null {
  const clean = path.split(/[?#]/)[0]!.replace(/\/+$/, '') || '/';
  if (ITEM_HREFS.has(clean)) return clean as StudioNavItem['href'];
  return STUDIO_NAV_PARENTS.find((parent) => clean.startsWith(parent.prefix))?.href ?? null;
}
