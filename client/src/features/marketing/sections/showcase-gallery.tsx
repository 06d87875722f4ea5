import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { SHOWCASE_COPY } from '@/content/landing-copy';
import { useAuth } from '@/features/auth';
import { MarketingSection } from '../components/marketing-section';
import { lazy } from 'react';
import { LazySection } from '../components/lazy-section';

const GalleryVideos = lazy(() => import('../interactive/showcase-videos').then((m) => ({ default: m.GalleryVideos })));

/** Up to four showcase videos (chosen by an admin) and Start Creating Free (to /animation when signed in, else /director-chair). */
export function ShowcaseGallery() {
  const { user } = useAuth();
  return (
    <MarketingSection id="showcase" heading={SHOWCASE_COPY.heading} tone="muted">
      <LazySection label="Showcase videos" component={GalleryVideos} minHeight={400} />
      <div className="mt-8 flex justify-center">
        <Link href={user ? '/animation' : '/director-chair'} className={buttonClasses({ size: 'lg' })}>
          {SHOWCASE_COPY.startCreating}
        </Link>
      </div>
    </MarketingSection>
  );
}
