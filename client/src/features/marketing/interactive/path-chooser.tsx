import { useState } from 'react';
import { Link } from 'wouter';
import { Button, buttonClasses } from '@/components/ui/button';
import { GROWTH_PATHS, PATHS_COPY, type GrowthPath } from '@/content/interactive-sections';
import { MarketingSection } from '../components/marketing-section';

/** Solo Creator, Agency Builder or Media Empire; a choice shows its result panel, Choose Different Path goes back. */
export default function PathChooser() {
  const [chosen, setChosen] = useState<GrowthPath | null>(null);
  return (
    <MarketingSection id="path-chooser" heading={PATHS_COPY.heading}>
      {chosen ? (
        <div className="rounded-panel border border-primary bg-surface p-6 shadow-glow" aria-live="polite">
          <h3 className="text-title font-bold text-ink">{chosen.title}</h3>
          <p className="mt-1 text-ink-muted">{chosen.description}</p>
          <dl className="mt-4 grid gap-3 sm:grid-cols-3">
            {[
              ['Revenue', chosen.revenue],
              ['Clients', chosen.clients],
              ['Timeline', chosen.timeline],
            ].map(([label, value]) => (
              <div key={label} className="rounded-card bg-canvas p-3">
                <dt className="text-xs text-ink-muted">{label}</dt>
                <dd className="font-bold text-ink">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-sm text-ink-muted">{chosen.tools.join(' · ')}</p>
          <div className="mt-6 flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => setChosen(null)}>
              {PATHS_COPY.chooseAgain}
            </Button>
            <Link href={PATHS_COPY.startHref} className={buttonClasses()}>
              {PATHS_COPY.start}
            </Link>
          </div>
        </div>
      ) : (
        <ul className="grid gap-4 md:grid-cols-3">
          {GROWTH_PATHS.map((path) => (
            <li key={path.id}>
              <button
                type="button"
                onClick={() => setChosen(path)}
                className="h-full w-full rounded-card border border-border bg-surface p-6 text-left hover:border-primary"
              >
                <span className="block text-lg font-bold text-ink">{path.title}</span>
                <span className="mt-1 block text-sm text-ink-muted">{path.subtitle}</span>
                <span className="mt-3 block text-sm font-semibold text-primary-strong">{path.revenue}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </MarketingSection>
  );
}
