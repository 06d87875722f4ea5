import { Link } from 'wouter';
import { Button, buttonClasses } from '@/components/ui/button';
import { HERO_COPY } from '@/content/landing-copy';
import { useAuth } from '@/features/auth';

const scrollToPricing = () => document.getElementById('pricing')?.scrollIntoView({ behavior: 'smooth', block: 'start' });

/**
 * Hero: the primary button goes to /opt-in (the dashboard when signed in) unless `href` pins it;
 * Explore Curriculum scrolls to pricing.
 */
export function LandingHero({ showExplore = true, href }: { showExplore?: boolean; href?: string }) {
  const { user } = useAuth();
  return (
    <section aria-labelledby="hero-heading" className="bg-linear-to-b from-brand-50 to-canvas px-4 pt-16 pb-20 sm:px-6 sm:pt-24">
      <div className="mx-auto grid max-w-4xl justify-items-center gap-6 text-center">
        <p className="rounded-full bg-primary-soft px-4 py-1 text-sm font-semibold text-primary-strong">{HERO_COPY.eyebrow}</p>
        <h1 id="hero-heading" className="text-display font-extrabold text-ink">
          {HERO_COPY.headline}
        </h1>
        <p className="max-w-2xl text-lg text-ink-muted">{HERO_COPY.subheadline}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link href={href ?? (user ? '/dashboard' : '/opt-in')} className={buttonClasses({ size: 'lg' })}>
            {user && !href ? HERO_COPY.primarySignedIn : HERO_COPY.primary}
          </Link>
          {showExplore && (
            <Button variant="secondary" size="lg" onClick={scrollToPricing}>
              {HERO_COPY.explore}
            </Button>
          )}
        </div>
        <p className="text-sm text-ink-muted">{HERO_COPY.proof}</p>
      </div>
    </section>
  );
}
