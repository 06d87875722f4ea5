import { cn } from '@/lib/cn';

type Item = { title: string; text: string };

/** A responsive grid of title + text tiles: features, benefits, security points, journey steps. */
export function FeatureGrid({ items, columns = 3, numbered = false }: { items: readonly Item[]; columns?: 2 | 3 | 4; numbered?: boolean }) {
  const cols = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' }[columns];
  const List = numbered ? 'ol' : 'ul';
  return (
    <List className={cn('grid gap-6', cols)}>
      {items.map((item, index) => (
        <li key={item.title} className="rounded-card border border-border bg-surface p-6 shadow-card">
          {numbered && (
            <span aria-hidden="true" className="mb-3 inline-flex size-8 items-center justify-center rounded-full bg-primary text-sm font-bold text-on-primary">
              {index + 1}
            </span>
          )}
          <h3 className="text-lg font-bold text-ink">{item.title}</h3>
          <p className="mt-2 text-sm text-ink-muted">{item.text}</p>
        </li>
      ))}
    </List>
  );
}
