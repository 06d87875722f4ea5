import { BRAND } from '@/content/brand';
import { COMING_SOON_COPY } from '@/content/system-copy';

type ComingSoonPageProps = { title: string };

/**
 * Stand-in for every screen whose feature has not been built yet; the router swaps in the real
 * screen when it lands. Default export: one lazy chunk serves all of them.
 */
export default function ComingSoonPage({ title }: ComingSoonPageProps) {
  return (
    <section className="mx-auto max-w-2xl px-4 py-16 sm:py-24">
      <title>{`${title} · ${BRAND.name}`}</title>
      <h1 className="text-headline font-bold text-ink">{title}</h1>
      <p className="mt-3 text-base text-ink-muted">{COMING_SOON_COPY.text}</p>
    </section>
  );
}
