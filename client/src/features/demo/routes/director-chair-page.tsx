import { BRAND } from '@/content/brand';
import { DemoGenerator } from '../components/demo-generator';

/** /director-chair: free video creation, open to every visitor (spec section 2). */
export default function DirectorChairPage() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <title>{`Director's Chair · ${BRAND.name}`}</title>
      <h1 className="text-headline font-bold text-ink">Director&apos;s Chair</h1>
      <p className="mt-3 mb-8 text-base text-ink-muted">
        Describe what you sell, pick a style and get a short ad video — free, no account needed. Three free demos a day.
      </p>
      <DemoGenerator />
    </section>
  );
}
