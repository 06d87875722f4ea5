import { BRAND_FONTS, BRAND_KIT_DEFAULTS } from '@common/catalog/media';
import { brandKitInputSchema, type BrandKit, type BrandKitInput } from '@common/contracts/media';
import { useId } from 'react';
import { Form } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { MEDIA_COPY as COPY } from '@/content/media-copy';
import { useBrandKit } from '../api/get-brand-kit';
import { useMedia } from '../api/list-media';
import { useSaveBrandKit } from '../api/save-brand-kit';

const controlClass =
  'h-11 w-full rounded-control border border-border-strong bg-surface px-3 text-base text-ink focus:border-primary focus:ring-2 focus:ring-primary/30 focus:outline-none';

function inputOf(kit: BrandKit | null | undefined): BrandKitInput {
  return kit
    ? { logoId: kit.logoId, primaryColor: kit.primaryColor, secondaryColor: kit.secondaryColor, font: kit.font }
    : { logoId: null, primaryColor: BRAND_KIT_DEFAULTS.primary, secondaryColor: BRAND_KIT_DEFAULTS.secondary, font: BRAND_KIT_DEFAULTS.font };
}

/** The creator's one brand kit: a logo from their images, two colours, a font the engine ships. */
export function BrandKitEditor() {
  const kit = useBrandKit();
  if (kit.isPending) return <Spinner className="size-5" />;
  // keyed by the saved kit, so a save elsewhere (or a deleted logo) resets the form
  return <BrandKitForm key={kit.data?.brandKit?.updatedAt ?? 'new'} initial={inputOf(kit.data?.brandKit)} />;
}

function BrandKitForm({ initial }: { initial: BrandKitInput }) {
  const form = useZodForm(brandKitInputSchema, { defaultValues: initial });
  const media = useMedia();
  const save = useSaveBrandKit();
  const id = useId();
  const images = media.data?.assets.filter((asset) => asset.kind === 'image') ?? [];
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-4" data-testid="brand-kit">
      <div>
        <h3 id={`${id}-heading`} className="text-base font-semibold text-ink">
          {COPY.brandHeading}
        </h3>
        <p className="text-sm text-ink-muted">{COPY.brandIntro}</p>
      </div>
      <Form
        form={form}
        className="grid gap-4 sm:grid-cols-2"
        onSubmit={(values) =>
          save.mutateAsync(values, {
            onSuccess: () => toast({ title: COPY.brandSaved }),
            onError: (error) => toast({ variant: 'destructive', title: COPY.brandFailed, description: error.message }),
          })
        }
      >
        <div className="grid gap-1.5 sm:col-span-2">
          <label htmlFor={`${id}-logo`} className="text-sm font-medium text-ink">
            {COPY.logoLabel}
          </label>
          <select
            id={`${id}-logo`}
            className={controlClass}
            value={form.watch('logoId') ?? ''}
            onChange={(e) => form.setValue('logoId', e.target.value || null)}
            aria-describedby={`${id}-logo-hint`}
          >
            <option value="">{COPY.noLogo}</option>
            {images.map((asset) => (
              <option key={asset.id} value={asset.id}>
                {asset.originalName}
              </option>
            ))}
          </select>
          <p id={`${id}-logo-hint`} className="text-xs text-ink-muted">
            {COPY.logoHint}
          </p>
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-primary`} className="text-sm font-medium text-ink">
            {COPY.primaryLabel}
          </label>
          <input
            id={`${id}-primary`}
            type="color"
            className="h-11 w-full cursor-pointer rounded-control border border-border-strong bg-surface"
            {...form.register('primaryColor')}
          />
        </div>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-secondary`} className="text-sm font-medium text-ink">
            {COPY.secondaryLabel}
          </label>
          <input
            id={`${id}-secondary`}
            type="color"
            className="h-11 w-full cursor-pointer rounded-control border border-border-strong bg-surface"
            {...form.register('secondaryColor')}
          />
        </div>
        <div className="grid gap-1.5 sm:col-span-2">
          <label htmlFor={`${id}-font`} className="text-sm font-medium text-ink">
            {COPY.fontLabel}
          </label>
          <select id={`${id}-font`} className={controlClass} {...form.register('font')}>
            {BRAND_FONTS.map((font) => (
              <option key={font} value={font}>
                {font}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="secondary" disabled={save.isPending} className="justify-self-start">
          {save.isPending ? <Spinner className="size-4" /> : null}
          {COPY.saveBrand}
        </Button>
      </Form>
    </section>
  );
}
