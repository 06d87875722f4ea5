import { BRAND } from '@/content/brand';

/** A tool screen's title (page and document) and intro. */
export function ToolHeader({ title, intro }: { title: string; intro: string }) {
  return (
    <header className="grid gap-2">
      <title>{`${title} · ${BRAND.name}`}</title>
      <h1 className="text-title font-bold text-ink">{title}</h1>
      <p className="text-ink-muted">{intro}</p>
    </header>
  );
}
