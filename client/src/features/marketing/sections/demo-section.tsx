import { DEMO_COPY } from '@/content/landing-copy';
import { MarketingSection } from '../components/marketing-section';
import { lazy } from 'react';
import { LazySection } from '../components/lazy-section';

const DemoVideo = lazy(() => import('../interactive/showcase-videos').then((m) => ({ default: m.DemoVideo })));

/** The demo video beside its recipe card (prompt, style, tone, length). */
export function DemoSection() {
  return (
    <MarketingSection id="demo" heading={DEMO_COPY.heading}>
      <div className="grid items-center gap-8 md:grid-cols-[minmax(0,20rem)_1fr]">
        <div className="mx-auto w-full max-w-xs">
          <LazySection label="Demo video" component={DemoVideo} minHeight={568} />
        </div>
        <aside aria-labelledby="recipe-heading" className="rounded-panel border border-border bg-surface p-6 shadow-card">
          <h3 id="recipe-heading" className="text-title font-bold text-ink">
            {DEMO_COPY.recipeTitle}
          </h3>
          <dl className="mt-4 grid gap-3">
            {DEMO_COPY.recipe.map((item) => (
              <div key={item.label}>
                <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{item.label}</dt>
                <dd className="text-ink">{item.value}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </div>
    </MarketingSection>
  );
}
