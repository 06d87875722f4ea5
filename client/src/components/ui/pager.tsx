import { Button } from '@/components/ui/button';
import { PAGER_COPY as C } from '@/content/system-copy';

/** Previous / next under a paged list; nothing when everything fits on one page. `label` names the list for screen readers. */
export function Pager({ page, total, pageSize, onPage, label }: { page: number; total: number; pageSize: number; onPage(page: number): void; label: string }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages === 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3 text-sm">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {C.previous}
      </Button>
      <span className="text-ink-muted">{C.pageOf(page, pages)}</span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {C.next}
      </Button>
    </nav>
  );
}
