import { HEADLINE_VARIANTS } from '@common/rules/headline-variant';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { CheckIcon } from '@/components/ui/icons';
import { BRAND } from '@/content/brand';
import { OPT_IN_COPY, OPT_IN_HEADLINES } from '@/content/opt-in-copy';
import { OPT_IN_PERSONALISATION } from '@/content/opt-in-personalisation';
import { trackEvent } from '@/lib/analytics';
import { FunnelLayout } from '../components/funnel-layout';
import { useExitIntent } from '../hooks/use-exit-intent';
import { PRERENDERED_HEADLINE_VARIANT, useHeadlineVariant } from '../hooks/use-headline-variant';
import { PRERENDERED_TRAFFIC_SOURCE, useTrafficSource } from '../hooks/use-traffic-source';
import { BenefitRotator } from '../sections/benefit-rotator';
import { OptInForm } from '../sections/opt-in-form';
import { UrgencyBanner } from '../sections/urgency-banner';
import { VideoFacade } from '../sections/video-facade';

// Neither is needed for the first paint: the video (asked for with a click) brings the player and
// asks the API for the admin's choice; the modal brings Radix dialog and is fetched when the exit
// intent arms, so it opens at once.
const OptInVideo = lazy(() => import('../sections/opt-in-video'));
const loadExitIntentModal = () => import('../sections/exit-intent-modal');
const ExitIntentModal = lazy(loadExitIntentModal);
const preloadModal = () => void loadExitIntentModal();

/**
 * `/` and `/opt-in` (spec "Opt-in page"): a headline variant for the visit, a rotating benefit
 * line, the showcase video, the benefit list and the e-mail form, personalised for the source.
 */
export default function OptInPage() {
  // Prerendered: the build's defaults until hydrated, then the visit's own (hooks/use-*).
  const visitVariant = useHeadlineVariant();
  const visitSource = useTrafficSource();
  const variant = visitVariant ?? PRERENDERED_HEADLINE_VARIANT;
  const source = visitSource ?? PRERENDERED_TRAFFIC_SOURCE;
  const copy = OPT_IN_PERSONALISATION[source];
  const [optedIn, setOptedIn] = useState(false);
  const [exitOpen, setExitOpen] = useExitIntent({ disabled: optedIn, onArm: preloadModal });
  const onSuccess = useCallback(() => setOptedIn(true), []);
  const [playing, setPlaying] = useState(false);

  useEffect(() => {
    if (visitVariant && visitSource) trackEvent('optin_view', { variant: visitVariant, source: visitSource });
  }, [visitVariant, visitSource]);

  return (
    <FunnelLayout title={`${copy.leadMagnetTitle} · ${BRAND.name}`} banner={<UrgencyBanner />}>
      <section aria-labelledby="opt-in-heading" className="bg-linear-to-b from-brand-50 to-canvas px-4 pt-10 pb-16 sm:px-6 sm:pt-16">
        <div className="mx-auto grid max-w-6xl items-start gap-10 md:grid-cols-[1fr_minmax(0,20rem)]">
          <div className="grid gap-5">
            <p className="justify-self-start rounded-full bg-primary-soft px-4 py-1 text-sm font-semibold text-primary-strong">{copy.headline}</p>
            {/* Both variants share one grid cell, so the heading is as tall as the longer one
                whichever shows: switching after hydration moves nothing. */}
            <h1 id="opt-in-heading" data-variant={variant} className="grid text-display font-extrabold text-ink">
              {HEADLINE_VARIANTS.map((v) => (
                <span key={v} aria-hidden={v !== variant} className={`col-start-1 row-start-1 ${v === variant ? '' : 'invisible'}`}>
                  {OPT_IN_HEADLINES[v]}
                </span>
              ))}
            </h1>
            <p className="text-lg text-ink-muted">{copy.subheadline}</p>
            <BenefitRotator />
            <div className="rounded-panel border border-border bg-surface p-5 shadow-card sm:p-6">
              <h2 className="mb-3 text-lg font-bold text-ink">{copy.leadMagnetTitle}</h2>
              <OptInForm variant={variant} source={source} leadMagnet={copy.leadMagnetTitle} ctaButton={copy.ctaButton} onSuccess={onSuccess} />
            </div>
            <p className="text-sm font-medium text-ink-muted">{copy.trustBadge}</p>
          </div>
          <div className="mx-auto w-full max-w-xs">
            {playing ? (
              <Suspense fallback={<VideoFacade busy />}>
                <OptInVideo />
              </Suspense>
            ) : (
              <VideoFacade onPlay={() => setPlaying(true)} />
            )}
          </div>
        </div>
      </section>
      <section aria-labelledby="benefits-heading" className="px-4 py-14 sm:px-6">
        <div className="mx-auto max-w-3xl">
          <h2 id="benefits-heading" className="text-headline font-bold text-ink">
            {OPT_IN_COPY.benefitsHeading}
          </h2>
          <ul className="mt-6 grid gap-3">
            {OPT_IN_COPY.benefits.map((benefit) => (
              <li key={benefit} className="flex items-start gap-3 text-ink">
                <CheckIcon className="mt-1 size-5 shrink-0 text-success" />
                {benefit}
              </li>
            ))}
          </ul>
        </div>
      </section>
      {exitOpen && (
        <Suspense fallback={null}>
          <ExitIntentModal open={exitOpen} onOpenChange={setExitOpen} source={source} />
        </Suspense>
      )}
    </FunnelLayout>
  );
}
