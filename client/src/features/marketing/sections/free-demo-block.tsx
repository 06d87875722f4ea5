import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { FREE_DEMO_COPY } from '@/content/landing-copy';
import { MarketingSection } from '../components/marketing-section';

/** The 3-free-demo block with its sample gallery; the demo itself runs at /director-chair, sign-up at /auth. */
export function FreeDemoBlock() {
  return (
    <MarketingSection id="free-demo" heading={FREE_DEMO_COPY.heading} intro={FREE_DEMO_COPY.text} tone="dark">
      <h3 className="text-lg font-bold text-white">{FREE_DEMO_COPY.sampleHeading}</h3>
      <ul className="mt-4 grid gap-4 md:grid-cols-3">
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
    </MarketingSection>
  );
}
