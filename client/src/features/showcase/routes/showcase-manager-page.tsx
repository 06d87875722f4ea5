import { showcaseSettingsRequestSchema, type ShowcaseCandidates, type ShowcaseSettings } from '@common/contracts/video';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { CenteredSpinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { BRAND } from '@/content/brand';
import { useShowcaseSettings } from '../api/get-showcase-settings';
import { useShowcaseCandidates } from '../api/list-showcase-candidates';
import { useSaveShowcaseSettings } from '../api/save-showcase-settings';

const SLOTS: { key: keyof ShowcaseSettings; label: string }[] = [
  { key: 'video1Id', label: 'Gallery video 1' },
  { key: 'video2Id', label: 'Gallery video 2' },
  { key: 'video3Id', label: 'Gallery video 3' },
  { key: 'video4Id', label: 'Gallery video 4' },
  { key: 'demoVideoId', label: 'Demo video (landing and opt-in)' },
];

/** /showcase-manager and /manage-showcase: an admin picks the landing's videos from finished renders. */
export default function ShowcaseManagerPage() {
  const settings = useShowcaseSettings();
  const candidates = useShowcaseCandidates();
  const current = settings.data;

  return (
    <section className="mx-auto max-w-4xl px-4 py-12">
      <title>{`Showcase Manager · ${BRAND.name}`}</title>
      <h1 className="text-headline font-bold text-ink">Showcase Manager</h1>
      <p className="mt-2 mb-6 text-ink-muted">Choose which finished videos the landing and opt-in pages play. Leave a slot blank to hide it.</p>
      {settings.isPending || candidates.isPending ? (
        <CenteredSpinner label="Loading..." />
      ) : candidates.isError || !current ? (
        <p className="text-ink-muted">{candidates.error?.message ?? 'The showcase could not be loaded.'}</p>
      ) : (
        <ShowcaseForm current={current} videos={candidates.data.videos} />
      )}
    </section>
  );
}

type ShowcaseFormProps = { current: ShowcaseSettings; videos: ShowcaseCandidates['videos'] };

function ShowcaseForm({ current, videos }: ShowcaseFormProps) {
  const form = useZodForm(showcaseSettingsRequestSchema, { defaultValues: current });
  const save = useSaveShowcaseSettings();
  return (
    <>
      <Form
        form={form}
        className="flex flex-col gap-4"
        onSubmit={(values) =>
          save.mutateAsync(values, {
            onSuccess: () => toast({ title: 'Showcase saved', description: 'The landing pages now play your choices.' }),
            onError: (error) => toast({ variant: 'destructive', title: 'Could not save', description: error.message }),
          })
        }
      >
        {SLOTS.map((slot) => (
          <label key={slot.key} className="flex flex-col gap-1 text-sm font-semibold text-ink">
            {slot.label}
            <select {...form.register(slot.key)} className="h-11 rounded-control border border-border bg-surface px-3 font-normal">
              <option value="">(none)</option>
              {videos.map((video) => (
                <option key={video.id} value={video.id}>
                  {`${video.visualStyle} · ${video.aspectRatio} · ${video.prompt.slice(0, 60)}`}
                </option>
              ))}
            </select>
          </label>
        ))}
        <Button type="submit" disabled={save.isPending} className="self-start">
          {save.isPending ? 'Saving…' : 'Save showcase'}
        </Button>
      </Form>
      <h2 className="mt-10 mb-4 text-lg font-bold text-ink">Finished videos</h2>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {videos.map((video) => (
          <li key={video.id} className="flex flex-col gap-1">
            <video
              src={video.videoUrl}
              poster={video.posterUrl ?? undefined}
              muted
              loop
              playsInline
              preload="metadata"
              controls
              className="aspect-[9/16] w-full rounded-card bg-black object-contain"
            />
            <span className="truncate text-xs text-ink-muted" title={video.prompt}>
              {video.prompt}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
