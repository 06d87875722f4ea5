import type { SavedItem, SavedKind } from '@common/contracts/creator-tools';
import type { DraftInput } from '@common/contracts/studio';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { EmptyState, LoadError, LoadingBlocks } from '@/components/ui/list-states';
import { toast } from '@/components/ui/use-toast';
import { CREATOR_TOOLS_COPY as COPY } from '@/content/creator-tools-copy';
import { useDeleteItem } from '../api/delete-item';
import { useSavedItems } from '../api/list-saved';
import { SELECT_CLASS } from '../lib/field-classes';
import { ResultActions } from './result-actions';

type SavedLibraryProps = {
  kind: SavedKind;
  heading: string;
  searchLabel: string;
  emptyTitle: string;
  emptyText: string;
  noMatch: string;
  /** What "send to video maker" fills in for an item. */
  toDraft(item: SavedItem): Partial<DraftInput>;
  /** Extra buttons per item (edit, duplicate). */
  extraActions?(item: SavedItem): ReactNode;
  /** Tags offered as a filter; none → no tag filter. */
  tagFilter?: { label: string; allLabel: string };
  /** Only the items with this tag (an engine's own results). */
  fixedTag?: string;
  children?(item: SavedItem): ReactNode;
};

/** A searchable list of the creator's saved items of one kind, each with copy, send and delete. */
export function SavedLibrary({
  kind,
  heading,
  searchLabel,
  emptyTitle,
  emptyText,
  noMatch,
  toDraft,
  extraActions,
  tagFilter,
  fixedTag,
  children,
}: SavedLibraryProps) {
  const [q, setQ] = useState('');
  const [tag, setTag] = useState('');
  const items = useSavedItems(kind, q, fixedTag ?? tag);
  const all = useSavedItems(kind, '', fixedTag ?? '');
  const remove = useDeleteItem();
  const tags = [...new Set((all.data?.items ?? []).flatMap((item) => item.tags))].sort();
  const id = `${kind}-library`;

  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-ink">
        {heading}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <FormField id={`${id}-search`} label={searchLabel} className="min-w-60 flex-1">
          <Input id={`${id}-search`} type="search" value={q} onChange={(event) => setQ(event.target.value)} />
        </FormField>
        {tagFilter && tags.length ? (
          <FormField id={`${id}-tag`} label={tagFilter.label}>
            <select id={`${id}-tag`} className={SELECT_CLASS} value={tag} onChange={(event) => setTag(event.target.value)}>
              <option value="">{tagFilter.allLabel}</option>
              {tags.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </FormField>
        ) : null}
      </div>
      {items.isPending ? (
        <LoadingBlocks label={heading} count={2} className="grid gap-3" blockClassName="h-20" />
      ) : items.isError ? (
        <LoadError message={COPY.loadError} detail={items.error.message} retryLabel={COPY.retry} onRetry={() => void items.refetch()} />
      ) : items.data.items.length === 0 ? (
        q || tag ? (
          <p className="text-sm text-ink-muted">{noMatch}</p>
        ) : (
          <EmptyState title={emptyTitle} text={emptyText} action={null} />
        )
      ) : (
        <ul className="grid gap-3" aria-label={heading}>
          {items.data.items.map((item) => (
            <li key={item.id} className="grid gap-2 rounded-card border border-border bg-surface p-4 shadow-xs">
              <h3 className="font-semibold text-ink">{item.title}</h3>
              <p className="whitespace-pre-line text-sm text-ink">{item.body}</p>
              {children?.(item)}
              {item.tags.length ? (
                <ul className="flex flex-wrap gap-1" aria-label="Tags">
                  {item.tags.map((t) => (
                    <li key={t} className="rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary-strong">
                      {t}
                    </li>
                  ))}
                </ul>
              ) : null}
              <div className="flex flex-wrap gap-2">
                <ResultActions text={item.body} draft={toDraft(item)} label={item.title} />
                {extraActions?.(item)}
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`${COPY.delete}: ${item.title}`}
                  disabled={remove.isPending}
                  onClick={() =>
                    remove.mutate(item.id, {
                      onSuccess: () => toast({ title: COPY.deleted }),
                      onError: (error) => toast({ variant: 'destructive', title: error.message }),
                    })
                  }
                >
                  {COPY.delete}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
