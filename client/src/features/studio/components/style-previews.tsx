import { PREVIEW_RULES } from '@common/catalog/preview-rules';
import { VISUAL_STYLE_LIST, VISUAL_STYLES, type VisualStyleId } from '@common/catalog/visual-styles';
import { createPreviewsRequestSchema, type CreatePreviewsRequest } from '@common/contracts/previews';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { PREVIEW_COPY as COPY } from '@/content/batch-copy';
import { randomUuid } from '@/lib/random-uuid';
import { useCreatePreviews } from '../api/create-previews';
import { usePreviewAllowance } from '../api/get-preview-allowance';
import { usePreviewSet } from '../api/get-previews';

type Script = Omit<CreatePreviewsRequest, 'styles' | 'idempotencyKey'>;

/**
 * "Preview styles before paying": the script's opening in up to four styles side by side; picking
 * one starts the full render in that style (the video maker's own render, so the same cost shows).
 */
export function StylePreviews({
  script,
  current,
  onPick,
  picking,
}: {
  script: Script;
  current: VisualStyleId;
  onPick(style: VisualStyleId): void;
  picking: boolean;
}) {
  const [styles, setStyles] = useState<VisualStyleId[]>(() =>
    [current, ...VISUAL_STYLE_LIST.map((s) => s.id as VisualStyleId).filter((id) => id !== current)].slice(0, PREVIEW_RULES.maxStyles),
  );
  const [setId, setSetId] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const key = useRef<string | null>(null);
  const allowance = usePreviewAllowance();
  const create = useCreatePreviews();
  const set = usePreviewSet(setId);

  const toggle = (id: VisualStyleId) =>
    setStyles((now) => (now.includes(id) ? now.filter((s) => s !== id) : now.length < PREVIEW_RULES.maxStyles ? [...now, id] : now));
  const run = () => {
    key.current ??= randomUuid();
    const parsed = createPreviewsRequestSchema.safeParse({ ...script, styles, idempotencyKey: key.current });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.path[0] === 'scenes' ? COPY.needScript : parsed.error.issues[0]!.message);
    setProblem(null);
    create.mutate(parsed.data, {
      onSuccess: (made) => {
        key.current = null;
        setSetId(made.id);
      },
      onError: (error) => setProblem(error.message),
    });
  };

  return (
    <section aria-labelledby="previews-heading" className="grid gap-4 rounded-panel border border-border bg-surface p-5 shadow-card sm:p-6">
      <div className="grid gap-1">
        <h2 id="previews-heading" className="text-lg font-semibold text-ink">
          {COPY.heading}
        </h2>
        <p className="text-sm text-ink-muted">{COPY.intro}</p>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium text-ink">{COPY.legend}</legend>
        <div className="flex flex-wrap gap-2">
          {VISUAL_STYLE_LIST.map((style) => {
            const id = style.id as VisualStyleId;
            const checked = styles.includes(id);
            return (
              <label
                key={id}
                className="flex items-center gap-2 rounded-control border border-border px-3 py-1.5 text-sm text-ink has-[:checked]:border-primary has-[:focus-visible]:ring-2"
              >
                <input type="checkbox" checked={checked} disabled={!checked && styles.length >= PREVIEW_RULES.maxStyles} onChange={() => toggle(id)} />
                {style.name}
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <Button variant="secondary" onClick={run} disabled={!styles.length || create.isPending}>
          {create.isPending ? <Spinner className="size-4" /> : null}
          {create.isPending ? COPY.running : COPY.run(allowance.data?.nextCost ?? 0)}
        </Button>
        {problem ? (
          <p role="alert" className="text-sm text-danger">
            {problem}
          </p>
        ) : null}
      </div>
      {set.data ? (
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-label={COPY.heading}>
          {set.data.previews.map((preview) => {
            const name = VISUAL_STYLES[preview.visualStyle].name;
            return (
              <li key={preview.visualStyle} className="grid content-start gap-2" data-testid="style-preview">
                <p className="text-sm font-medium text-ink">{name}</p>
                {preview.videoUrl ? (
                  <video src={preview.videoUrl} className="w-full rounded-card bg-black" muted loop autoPlay playsInline aria-label={`${name} preview`} />
                ) : (
                  <div className="grid aspect-[9/16] place-items-center rounded-card bg-surface-muted p-2 text-center text-xs text-ink-muted" role="status">
                    {preview.status === 'failed' ? COPY.failed : `${COPY.waiting} ${preview.progress}%`}
                  </div>
                )}
                <Button size="sm" onClick={() => onPick(preview.visualStyle)} disabled={picking || preview.status !== 'completed'}>
                  {COPY.pick(name)}
                </Button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
