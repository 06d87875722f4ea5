import { CREDIT_RULES } from '@common/contracts/credits';
import { HOOK_VARIANT_LIMITS, hooksInputSchema, type HookVariantsResponse } from '@common/contracts/creator-tools';
import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { VARIANTS_COPY as COPY } from '@/content/creator-tools-copy';
import { useEntitlements } from '@/features/billing';
import { useCredits } from '@/features/credits';
import { isApiError } from '@/lib/api-client';
import { useTestHookVariants } from '../api/test-hook-variants';
import { randomUuid } from '@/lib/random-uuid';

const letter = (i: number) => String.fromCharCode(65 + i);

/** "Test as variants": the cost first, then one video per chosen hook (paid plans; free plans see the upgrade path). */
export function VariantTester({ hooks, product }: { hooks: string[]; product: string }) {
  const entitlements = useEntitlements();
  const credits = useCredits();
  const run = useTestHookVariants();
  const [made, setMade] = useState<HookVariantsResponse | null>(null);
  const [refused, setRefused] = useState(false);
  const key = useRef<string | null>(null);
  const n = hooks.length;
  const productOk = hooksInputSchema.shape.product.safeParse(product).success;
  const free = entitlements.data?.plan === 'free' || refused;

  const onRender = () => {
    key.current ??= randomUuid();
    run.mutate(
      { description: product.trim().slice(0, 500), hooks, visualStyle: 'cinematic', aspectRatio: '9:16', tone: 'curious', idempotencyKey: key.current },
      {
        onSuccess: (answer) => {
          key.current = null;
          setMade(answer);
          toast({ title: COPY.started });
        },
        onError: (error) => {
          if (isApiError(error)) key.current = null;
          if (isApiError(error) && error.status === 403) return setRefused(true);
          toast({ variant: 'destructive', title: error.message });
        },
      },
    );
  };

  return (
    <section aria-labelledby="variants-heading" className="grid gap-3 rounded-panel border border-border bg-surface p-5 shadow-card">
      <h2 id="variants-heading" className="text-lg font-semibold text-ink">
        {COPY.heading}
      </h2>
      <p className="text-sm text-ink-muted">{COPY.intro}</p>
      {free ? (
        <div className="grid justify-items-start gap-2">
          <p className="text-sm text-ink">{COPY.paidOnly}</p>
          <Link href="/pricing" className={buttonClasses({ size: 'sm' })}>
            {COPY.upgrade}
          </Link>
        </div>
      ) : (
        <>
          <p className="text-sm text-ink" role="status">
            {COPY.chosen(n)}
          </p>
          {n >= HOOK_VARIANT_LIMITS.hooksMin ? (
            <p className="text-sm text-ink" data-testid="variants-cost">
              {COPY.cost(n, CREDIT_RULES.renderCost, credits.data?.balance)}
            </p>
          ) : null}
          {!productOk && n ? <p className="text-sm text-danger">{COPY.needProduct}</p> : null}
          <div>
            <Button onClick={onRender} disabled={run.isPending || !productOk || n < HOOK_VARIANT_LIMITS.hooksMin || n > HOOK_VARIANT_LIMITS.hooksMax}>
              {run.isPending ? <Spinner className="size-4" /> : null}
              {run.isPending ? COPY.rendering : COPY.render(n)}
            </Button>
          </div>
          {made ? (
            <ul className="flex flex-wrap gap-2">
              {made.videoIds.map((id, i) => (
                <li key={id}>
                  <Link href={`/animation/${id}`} className={buttonClasses({ size: 'sm', variant: 'secondary' })}>
                    {COPY.open(letter(i))}
                  </Link>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}
