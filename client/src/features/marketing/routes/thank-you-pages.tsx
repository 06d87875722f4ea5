import { campaignParamsOf } from '@common/rules/campaign-params';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { BRAND } from '@/content/brand';
import { THANK_YOU_COPY } from '@/content/thank-you-copy';
import { THANK_YOU_PERSONALISATION } from '@/content/thank-you-personalisation';
import { useLeadTracking } from '@/features/funnel';
import { getCampaignParams } from '@/lib/attribution';
import { currentTrafficSource } from '@/lib/traffic-source';
import { FunnelLayout } from '../components/funnel-layout';

function Confirmation({ heading, text, children }: { heading: string; text: string; children?: ReactNode }) {
  return (
    <section aria-labelledby="confirmation-heading" className="bg-linear-to-b from-brand-50 to-canvas px-4 py-16 sm:px-6">
      <div className="mx-auto grid max-w-3xl justify-items-center gap-4 text-center">
        <span aria-hidden="true" className="inline-flex size-14 items-center justify-center rounded-full bg-success-soft text-success">
          <CheckIcon className="size-7" />
        </span>
        <h1 id="confirmation-heading" className="text-display font-extrabold text-ink">
          {heading}
        </h1>
        <p className="text-lg text-ink-muted">{text}</p>
      </div>
      {children}
    </section>
  );
}

/** `/thank-you`: the confirmation, next steps and diagnostic intro for the visitor's source; tracks the lead's visit. */
export function ThankYouPage() {
  const [{ email, params }] = useState(() => {
    const query = new URLSearchParams(window.location.search);
    return { email: query.get('email'), params: { ...getCampaignParams(), ...campaignParamsOf(query) } };
  });
  const copy = THANK_YOU_PERSONALISATION[currentTrafficSource(params)];
  useLeadTracking(email, params);

  return (
    <FunnelLayout title={`${THANK_YOU_COPY.title} · ${BRAND.name}`}>
      <Confirmation heading={THANK_YOU_COPY.heading} text={copy.confirmationMessage}>
        <div className="mx-auto mt-12 grid max-w-3xl gap-8">
          <div>
            <h2 className="text-headline font-bold text-ink">{THANK_YOU_COPY.nextStepsHeading}</h2>
            <p className="mt-2 font-semibold text-primary-strong">{copy.nextStepsEmphasis}</p>
            <ol className="mt-6 grid gap-4">
              {THANK_YOU_COPY.nextSteps.map((step, index) => (
                <li key={step.title} className="flex gap-4 rounded-card border border-border bg-surface p-5 shadow-card">
                  <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-bold text-on-primary">
                    {index + 1}
                  </span>
                  <div className="grid gap-2">
                    <h3 className="font-bold text-ink">{step.title}</h3>
                    <p className="text-ink-muted">{step.text}</p>
                    {'href' in step && (
                      <Link href={step.href} className={buttonClasses({ size: 'sm', className: 'justify-self-start' })}>
                        {step.cta}
                      </Link>
                    )}
                  </div>
                </li>
              ))}
            </ol>
          </div>
          <div className="rounded-panel border border-border bg-surface p-6 shadow-card">
            <h2 className="text-title font-bold text-ink">{THANK_YOU_COPY.diagnosticHeading}</h2>
            <p className="mt-2 text-ink-muted">{copy.diagnosticIntro}</p>
            <Link href={THANK_YOU_COPY.diagnosticHref} className={buttonClasses({ variant: 'secondary', className: 'mt-4' })}>
              {THANK_YOU_COPY.diagnosticCta}
            </Link>
          </div>
        </div>
      </Confirmation>
    </FunnelLayout>
  );
}
