import { Button } from '@/components/ui/button';
import { ADMIN_USERS_COPY as C } from '@/content/admin-users-copy';

/** Previous / next under a paged table; nothing when everything fits on one page. */
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
