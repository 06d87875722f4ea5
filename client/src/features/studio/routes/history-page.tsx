import { useSearchParams } from 'wouter';
import { BRAND } from '@/content/brand';
import { HISTORY_COPY } from '@/content/studio-copy';
import { CreditLedger } from '@/features/credits';
import { CreatorOnly } from '../components/creator-only';
import { GenerationHistory } from '../components/generation-history';
import { panelProps, TabBar, type TabOption } from '@/components/ui/tab-bar';

type Section = 'videos' | 'credits';
const SECTIONS: TabOption<Section>[] = [
  { value: 'videos', label: HISTORY_COPY.videosTab },
  { value: 'credits', label: HISTORY_COPY.creditsTab },
];

/** /history: the generation history, and (`?tab=credits`, where the header's balance leads) the credit ledger. */
export default function HistoryPage() {
  const [params, setParams] = useSearchParams();
  const section: Section = params.get('tab') === 'credits' ? 'credits' : 'videos';
  // Each section starts unfiltered: the status filter belongs to the videos.
  const show = (next: Section) => setParams(next === 'credits' ? { tab: 'credits' } : {});

  return (
    <section className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <title>{`${HISTORY_COPY.title} · ${BRAND.name}`}</title>
      <h1 className="text-headline font-bold text-ink">{HISTORY_COPY.title}</h1>
      <p className="mt-2 mb-6 text-ink-muted">{HISTORY_COPY.intro}</p>
      <CreatorOnly signedOutText={HISTORY_COPY.signedOut} signInLabel={HISTORY_COPY.signIn}>
        <TabBar label={HISTORY_COPY.tabsLabel} idPrefix="history-section" options={SECTIONS} value={section} onChange={show} className="mb-6" />
        <div {...panelProps('history-section', section)}>{section === 'credits' ? <CreditLedger /> : <GenerationHistory />}</div>
      </CreatorOnly>
    </section>
  );
}
