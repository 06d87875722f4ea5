import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { SHOWCASE_COPY } from '@/content/landing-copy';
import { useAuth } from '@/features/auth';
import { MarketingSection } from '../components/marketing-section';
import { ShowcasePlayer } from '../interactive/showcase-player';

/** Up to four showcase videos and Start Creating Free (to /animation when signed in, else /director-chair). */
export function ShowcaseGallery() {
  const { user } = useAuth();
  return (
    <MarketingSection id="showcase" heading={SHOWCASE_COPY.heading} tone="muted">
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {SHOWCASE_COPY.items.slice(0, 4).map((item) => (
          <li key={item.title} className="grid gap-2">
            <ShowcasePlayer title={item.title} />
            <p className="text-sm font-semibold text-ink">
              {item.title} <span className="font-normal text-ink-muted">· {item.style}</span>
            </p>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex justify-center">
        <Link href={user ? '/animation' : '/director-chair'} className={buttonClasses({ size: 'lg' })}>
          {SHOWCASE_COPY.startCreating}
        </Link>
      </div>
    </MarketingSection>
  );
}
