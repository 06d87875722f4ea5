import { CREATOR_TOOL_LIMITS, HOOK_PATTERNS, hooksInputSchema, type HooksOutput } from '@common/contracts/creator-tools';
import { useState } from 'react';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { FormField, fieldErrorProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { CREATOR_TOOLS_COPY, HOOKS_COPY as COPY, VARIANTS_COPY } from '@/content/creator-tools-copy';
import { useGenerate } from '../api/generate';
import { ResultActions } from '../components/result-actions';
import { SavedLibrary } from '../components/saved-library';
import { ToolHeader } from '../components/tool-header';
import { VariantTester } from '../components/variant-tester';
import { TEXTAREA_CLASS } from '../lib/field-classes';

/** What the video maker gets from a hook: the hook opens the description, the product follows. */
const hookDraft = (hook: string, product: string) => ({ description: `${hook}\n${product}`.slice(0, 500) });

/** /hooks: eight labelled hook patterns for a product and audience, and the saved-hooks library. */
export default function HooksPage() {
  const form = useZodForm(hooksInputSchema, { defaultValues: { product: '', audience: '' } });
  const product = form.watch('product');
  const { errors } = form.formState;
  const [result, setResult] = useState<{ output: HooksOutput; writer: string; product: string } | null>(null);
  const generate = useGenerate('hooks');
  const [chosen, setChosen] = useState<Map<string, string>>(new Map());
  const toggle = (id: string, text: string) =>
    setChosen((current) => {
      const next = new Map(current);
      if (next.has(id)) next.delete(id);
      else next.set(id, text);
      return next;
    });

  const onSubmit = (values: { product: string; audience: string }) =>
    generate.mutateAsync(values, {
      onSuccess: (answer) => setResult({ ...answer, product: values.product }),
      onError: (error) => toast({ variant: 'destructive', title: CREATOR_TOOLS_COPY.generateFailed, description: error.message }),
    });

  return (
    <div className="mx-auto grid max-w-4xl gap-8 px-4 py-8 sm:px-6">
      <ToolHeader title={COPY.title} intro={COPY.intro} />
      <Form form={form} onSubmit={onSubmit} noValidate className="grid gap-4 rounded-panel border border-border bg-surface p-5 shadow-card sm:p-6">
        <FormField id="hook-product" label={COPY.productLabel} error={errors.product?.message}>
          <textarea
            {...fieldErrorProps('hook-product', errors.product?.message)}
            className={TEXTAREA_CLASS}
            rows={3}
            maxLength={CREATOR_TOOL_LIMITS.textMax}
            placeholder={COPY.productPlaceholder}
            {...form.register('product')}
          />
        </FormField>
        <FormField id="hook-audience" label={COPY.audienceLabel} error={errors.audience?.message}>
          <Input
            {...fieldErrorProps('hook-audience', errors.audience?.message)}
            maxLength={CREATOR_TOOL_LIMITS.shortMax}
            placeholder={COPY.audiencePlaceholder}
            {...form.register('audience')}
          />
        </FormField>
        <div>
          <Button type="submit" disabled={generate.isPending}>
            {generate.isPending ? <Spinner className="size-4" /> : null}
            {generate.isPending ? COPY.generating : COPY.generate}
          </Button>
        </div>
      </Form>

      {result ? (
        <section aria-labelledby="hooks-results" className="grid gap-3">
          <h2 id="hooks-results" className="text-lg font-semibold text-ink">
            {COPY.resultsHeading}
          </h2>
          {result.writer === 'template' ? <p className="text-xs text-ink-muted">{CREATOR_TOOLS_COPY.writerFallback}</p> : null}
          <ol className="grid gap-3">
            {result.output.hooks.map((hook, i) => {
              const label = HOOK_PATTERNS[hook.pattern].label;
              return (
                <li key={`${hook.pattern}-${i}`} className="grid gap-2 rounded-card border border-border bg-surface p-4 shadow-xs" data-testid="hook">
                  <p className="text-xs font-semibold tracking-wide text-primary-strong uppercase">{label}</p>
                  <p className="text-ink">{hook.text}</p>
                  <ResultActions
                    label={`${label} hook`}
                    text={hook.text}
                    draft={hookDraft(hook.text, result.product)}
                    save={{ kind: 'hook', title: `${label} hook`, body: hook.text, tags: [], meta: { pattern: hook.pattern } }}
                  />
                </li>
              );
            })}
          </ol>
        </section>
      ) : null}

      <SavedLibrary
        kind="hook"
        heading={COPY.libraryHeading}
        searchLabel={COPY.searchLabel}
        emptyTitle={COPY.emptyTitle}
        emptyText={COPY.emptyText}
        noMatch={COPY.noMatch}
        toDraft={(item) => ({ description: item.body.slice(0, 500) })}
      >
        {(item) => (
          <label className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={chosen.has(item.id)}
              onChange={() => toggle(item.id, item.body.slice(0, 200))}
              aria-label={VARIANTS_COPY.choose(item.title)}
            />
            {VARIANTS_COPY.chooseLabel}
          </label>
        )}
      </SavedLibrary>

      <VariantTester hooks={[...chosen.values()]} product={product} />
    </div>
  );
}
