import { ASPECT_RATIO_IDS, ASPECT_RATIOS } from '@common/catalog/aspect-ratios';
import { STARTER_PROMPTS } from '@common/catalog/starter-prompts';
import { TONE_LIST } from '@common/catalog/tones';
import { VISUAL_STYLE_LIST } from '@common/catalog/visual-styles';
import { savedItemInputSchema, type SavedItem, type SavedItemInput } from '@common/contracts/creator-tools';
import { useState, type ComponentProps } from 'react';
import { z } from 'zod';
import { Form } from '@/components/form/form';
import { errorAt, useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { FormField, fieldErrorProps } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { CREATOR_TOOLS_COPY, PROMPTS_COPY as COPY } from '@/content/creator-tools-copy';
import { useSaveItem } from '../api/save-item';
import { useUpdateItem } from '../api/update-item';
import { ResultActions } from '../components/result-actions';
import { SavedLibrary } from '../components/saved-library';
import { ToolHeader } from '../components/tool-header';
import { SELECT_CLASS, TEXTAREA_CLASS } from '../lib/field-classes';

type PromptForm = { title: string; description: string; visualStyle: string; tone: string; aspectRatio: string; tags: string };
const EMPTY: PromptForm = { title: '', description: '', visualStyle: 'cinematic', tone: 'curious', aspectRatio: '9:16', tags: '' };

function toForm(item: SavedItem): PromptForm {
  const settings = item.meta.settings ?? { visualStyle: 'cinematic', tone: 'curious', aspectRatio: '9:16' };
  return { title: item.title, description: item.body, ...settings, tags: item.tags.join(', ') };
}

function toInput(form: PromptForm) {
  return {
    kind: 'prompt' as const,
    title: form.title,
    body: form.description,
    tags: form.tags
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    meta: { settings: { visualStyle: form.visualStyle, tone: form.tone, aspectRatio: form.aspectRatio } },
  };
}

// The fields as typed, checked as the saved-item contract they become (errors carry its names: body, tags.0).
const promptFormSchema = z
  .object({ title: z.string(), description: z.string(), visualStyle: z.string(), tone: z.string(), aspectRatio: z.string(), tags: z.string() })
  // the settings are plain strings here; the pipe checks them against the catalogue
  .transform((form) => toInput(form) as z.input<typeof savedItemInputSchema>)
  .pipe(savedItemInputSchema);

/** What the video maker gets from a prompt: its description and settings. */
function promptDraft(item: { body: string; meta: SavedItem['meta'] }) {
  return { description: item.body.slice(0, 500), ...(item.meta.settings ?? {}) };
}

function Select({ id, label, options, ...props }: { id: string; label: string; options: { value: string; label: string }[] } & ComponentProps<'select'>) {
  return (
    <FormField id={id} label={label}>
      <select id={id} className={SELECT_CLASS} {...props}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** /prompts: the creator's prompt library (create, edit, duplicate, tag, delete) and the starter set. */
export default function PromptsPage() {
  const form = useZodForm(promptFormSchema, { defaultValues: EMPTY });
  const [editing, setEditing] = useState<string | null>(null);
  const save = useSaveItem();
  const update = useUpdateItem();
  const error = (path: string) => errorAt(form.formState.errors, path);

  const onSubmit = (input: SavedItemInput) => {
    const done = {
      onSuccess: () => (form.reset(EMPTY), setEditing(null), toast({ title: CREATOR_TOOLS_COPY.saved })),
      onError: (error: Error) => toast({ variant: 'destructive', title: error.message }),
    };
    const { kind: _kind, ...change } = input;
    return editing ? update.mutateAsync({ id: editing, change }, done) : save.mutateAsync(input, done);
  };

  const duplicate = (item: SavedItem) =>
    save.mutate(
      { kind: 'prompt', title: COPY.copyOf(item.title).slice(0, 120), body: item.body, tags: item.tags, meta: item.meta },
      { onSuccess: () => toast({ title: CREATOR_TOOLS_COPY.saved }) },
    );

  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-8 sm:px-6">
      <ToolHeader title={COPY.title} intro={COPY.intro} />
      <Form
        form={form}
        onSubmit={onSubmit}
        noValidate
        aria-labelledby="prompt-form-heading"
        className="grid gap-4 rounded-panel border border-border bg-surface p-5 shadow-card sm:p-6"
      >
        <h2 id="prompt-form-heading" className="text-lg font-semibold text-ink">
          {editing ? COPY.editHeading : COPY.newHeading}
        </h2>
        <FormField id="prompt-title" label={COPY.titleLabel} error={error('title')}>
          <Input {...fieldErrorProps('prompt-title', error('title'))} maxLength={120} {...form.register('title')} />
        </FormField>
        <FormField id="prompt-description" label={COPY.descriptionLabel} error={error('body')}>
          <textarea
            {...fieldErrorProps('prompt-description', error('body'))}
            className={TEXTAREA_CLASS}
            rows={3}
            maxLength={500}
            {...form.register('description')}
          />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-3">
          <Select
            id="prompt-style"
            label={COPY.styleLabel}
            {...form.register('visualStyle')}
            options={VISUAL_STYLE_LIST.map((s) => ({ value: s.id, label: s.name }))}
          />
          <Select id="prompt-tone" label={COPY.toneLabel} {...form.register('tone')} options={TONE_LIST.map((t) => ({ value: t.id, label: t.label }))} />
          <Select
            id="prompt-ratio"
            label={COPY.ratioLabel}
            {...form.register('aspectRatio')}
            options={ASPECT_RATIO_IDS.map((r) => ({ value: r, label: `${ASPECT_RATIOS[r].name} (${r})` }))}
          />
        </div>
        <FormField id="prompt-tags" label={COPY.tagsLabel} error={error('tags') ?? error('tags.0')}>
          <Input {...fieldErrorProps('prompt-tags', error('tags'))} {...form.register('tags')} />
        </FormField>
        <div className="flex gap-2">
          <Button type="submit" disabled={save.isPending || update.isPending}>
            {editing ? COPY.update : COPY.create}
          </Button>
          {editing ? (
            <Button variant="ghost" onClick={() => (setEditing(null), form.reset(EMPTY))}>
              {COPY.cancel}
            </Button>
          ) : null}
        </div>
      </Form>

      <SavedLibrary
        kind="prompt"
        heading={COPY.libraryHeading}
        searchLabel={COPY.searchLabel}
        emptyTitle={COPY.emptyTitle}
        emptyText={COPY.emptyText}
        noMatch={COPY.emptyText}
        tagFilter={{ label: COPY.tagFilter, allLabel: COPY.allTags }}
        toDraft={promptDraft}
        extraActions={(item) => (
          <>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`${COPY.edit}: ${item.title}`}
              onClick={() => (setEditing(item.id), form.reset(toForm(item)), document.getElementById('prompt-title')?.focus())}
            >
              {COPY.edit}
            </Button>
            <Button size="sm" variant="ghost" aria-label={`${COPY.duplicate}: ${item.title}`} onClick={() => duplicate(item)}>
              {COPY.duplicate}
            </Button>
          </>
        )}
      >
        {(item) =>
          item.meta.settings ? (
            <p className="text-xs text-ink-muted">{`${item.meta.settings.visualStyle} · ${item.meta.settings.tone} · ${item.meta.settings.aspectRatio}`}</p>
          ) : null
        }
      </SavedLibrary>

      <section aria-labelledby="starter-heading" className="grid gap-4">
        <h2 id="starter-heading" className="text-lg font-semibold text-ink">
          {COPY.starterHeading}
        </h2>
        <ul className="grid gap-3 md:grid-cols-2">
          {STARTER_PROMPTS.map((starter) => {
            const item: SavedItemInput = {
              kind: 'prompt',
              title: starter.title,
              body: starter.description,
              tags: starter.tags,
              meta: { settings: { visualStyle: starter.visualStyle, tone: starter.tone, aspectRatio: starter.aspectRatio } },
            };
            return (
              <li key={starter.title} className="grid content-start gap-2 rounded-card border border-border bg-surface p-4 shadow-xs">
                <p className="text-xs font-semibold tracking-wide text-primary-strong uppercase">{starter.industry}</p>
                <h3 className="font-semibold text-ink">{starter.title}</h3>
                <p className="text-sm text-ink">{starter.description}</p>
                <ResultActions
                  label={starter.title}
                  text={starter.description}
                  save={item}
                  draft={promptDraft({ body: starter.description, meta: item.meta ?? {} })}
                />
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}
