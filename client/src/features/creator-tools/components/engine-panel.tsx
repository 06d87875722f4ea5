import { GENERATOR_SCHEMAS, type GeneratorOutput } from '@common/contracts/creator-tools';
import { useMemo, useState } from 'react';
import { z } from 'zod';
import { Form } from '@/components/form/form';
import { errorAt, useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { FormField, fieldErrorProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { CREATOR_TOOLS_COPY as COPY, ENGINE_COPY } from '@/content/creator-tools-copy';
import { generate } from '../api/generate';
import { TEXTAREA_CLASS } from '../lib/field-classes';
import type { Engine } from '../lib/engines';
import { ResultActions } from './result-actions';

type Result = { output: GeneratorOutput<Engine['tool']>; writer: string; input: Record<string, unknown> };

function downloadFile(fileName: string, type: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The engine's fields as typed (numbers as text), checked as its generator's input contract. */
function engineFormSchema(engine: Engine) {
  const fields = Object.fromEntries(engine.fields.map((f) => [f.name, f.kind === 'number' ? z.unknown().transform(Number) : z.unknown().transform(String)]));
  return z.object(fields).pipe(GENERATOR_SCHEMAS[engine.tool].input as unknown as z.ZodType<Record<string, unknown>, Record<string, string | number>>);
}

/** A module engine beside the module's overview: its form, its result, and save / copy / send / download. */
export function EnginePanel({ engine }: { engine: Engine }) {
  const schema = useMemo(() => engineFormSchema(engine), [engine]);
  const form = useZodForm(schema, { defaultValues: Object.fromEntries(engine.fields.map((f) => [f.name, f.initial])) });
  const [result, setResult] = useState<Result | null>(null);
  const [pending, setPending] = useState(false);
  // each engine's functions take its own output; the union is narrowed by `engine.tool` at run time
  const typed = engine as unknown as {
    [K in keyof Engine]: Engine[K] extends (output: never, ...rest: infer R) => infer T ? (output: Result['output'], ...rest: R) => T : Engine[K];
  } & { download?: { label: string; fileName: string; type: string; content(output: Result['output']): string } };

  const onSubmit = async (input: Record<string, unknown>) => {
    setPending(true);
    try {
      const answer = await generate(engine.tool, input as never);
      setResult({ ...answer, input });
    } catch (error) {
      toast({ variant: 'destructive', title: COPY.generateFailed, description: (error as Error).message });
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby="engine-heading" className="mx-auto grid max-w-4xl gap-6 px-4 pb-12 sm:px-6">
      <div className="grid gap-1">
        <h2 id="engine-heading" className="text-xl font-bold text-ink">
          {engine.heading}
        </h2>
        <p className="text-ink-muted">{engine.intro}</p>
      </div>
      <Form form={form} onSubmit={onSubmit} noValidate className="grid gap-4 rounded-panel border border-border bg-surface p-5 shadow-card sm:p-6">
        {engine.fields.map((field) => {
          const id = `engine-${field.name}`;
          const error = errorAt(form.formState.errors, field.name);
          const props = { ...fieldErrorProps(id, error), ...form.register(field.name) };
          return (
            <FormField key={field.name} id={id} label={field.label} error={error}>
              {field.kind === 'textarea' ? (
                <textarea {...props} className={TEXTAREA_CLASS} rows={3} maxLength={600} />
              ) : (
                <Input {...props} type={field.kind} min={field.min} max={field.max} maxLength={field.kind === 'text' ? 120 : undefined} />
              )}
            </FormField>
          );
        })}
        <div>
          <Button type="submit" disabled={pending}>
            {pending ? <Spinner className="size-4" /> : null}
            {pending ? ENGINE_COPY.generating : engine.submit}
          </Button>
        </div>
      </Form>
      {result ? (
        <div className="grid gap-3 rounded-panel border border-border bg-surface p-5 shadow-card" data-testid="engine-result" aria-live="polite">
          {result.writer === 'template' ? <p className="text-xs text-ink-muted">{COPY.writerFallback}</p> : null}
          {typed.render(result.output)}
          <div className="flex flex-wrap gap-2">
            <ResultActions
              text={typed.toText(result.output)}
              draft={typed.toDraft(result.output, result.input)}
              save={{
                kind: 'result',
                title: typed.title(result.output).slice(0, 120),
                body: typed.toText(result.output).slice(0, 4000),
                tags: [engine.tool],
                meta: { tool: engine.tool, output: result.output as Record<string, unknown> },
              }}
            />
            {typed.download ? (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => downloadFile(typed.download!.fileName, typed.download!.type, typed.download!.content(result.output))}
              >
                {typed.download.label}
              </Button>
            ) : null}
          </div>
        </div>
      ) : null}
    </section>
  );
}
