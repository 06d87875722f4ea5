import { lazy } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { FREE_DEMO_COPY } from '@/content/landing-copy';
import { LazySection } from '../components/lazy-section';
import { MarketingSection } from '../components/marketing-section';

// The real demo generator (features/demo), in its own chunk: fetched only when the block comes
// near the viewport, so the landing's first paint pays nothing for it.
const DemoGenerator = lazy(() => import('@/features/demo').then((m) => ({ default: m.DemoGenerator })));

/** The 3-free-demo block: the demo generator itself, its sample gallery, the full demo at /director-chair and sign-up at /auth. */
export function FreeDemoBlock() {
  return (
    <MarketingSection id="free-demo" heading={FREE_DEMO_COPY.heading} intro={FREE_DEMO_COPY.text} tone="dark">
      <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {/* Its height reserved (the style picker stacks on phones), so nothing moves when it arrives. */}
        <div className="min-h-[43.5rem] rounded-panel bg-surface p-5 text-ink shadow-elevated sm:min-h-[28rem] sm:p-6">
          <LazySection label={FREE_DEMO_COPY.generatorLabel} component={DemoGenerator} minHeight={400} />
        </div>
        <div>
          <h3 className="text-lg font-bold text-white">{FREE_DEMO_COPY.sampleHeading}</h3>
          <ul className="mt-4 grid gap-4">
            {FREE_DEMO_COPY.samples.map((sample) => (
              <li key={sample.prompt} className="rounded-card border border-brand-800 bg-brand-900 p-5">
                <p className="text-white">“{sample.prompt}”</p>
                <p className="mt-2 text-sm text-brand-200">
                  {sample.style} · {sample.seconds} s
                </p>
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/director-chair" className={buttonClasses({ size: 'lg' })}>
              {FREE_DEMO_COPY.tryDemo}
            </Link>
            <Link href="/auth" className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
              {FREE_DEMO_COPY.signUp}
            </Link>
          </div>
        </div>
      </div>
    </MarketingSection>
  );
}
