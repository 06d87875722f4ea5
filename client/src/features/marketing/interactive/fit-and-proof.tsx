import { useState } from 'react';
import { AGENCY_TESTIMONIALS, AGENCY_TESTIMONIALS_HEADING, CHECKLIST_COPY, GUARANTEE_COPY } from '@/content/landing-copy';
import { MarketingSection } from '../components/marketing-section';
import { BadgeRow } from '../sections/badge-row';

function SelfAssessment() {
  const [checked, setChecked] = useState<ReadonlySet<number>>(new Set());
  const toggle = (index: number) =>
    setChecked((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  return (
    <fieldset className="rounded-panel border border-border bg-surface p-6 shadow-card">
      <legend className="px-2 text-title font-bold text-ink">{CHECKLIST_COPY.heading}</legend>
      <ul className="mt-2 grid gap-3">
        {CHECKLIST_COPY.items.map((item, index) => (
          <li key={item}>
            <label className="flex cursor-pointer items-start gap-3 text-ink">
              <input type="checkbox" className="mt-1 size-4 accent-primary" checked={checked.has(index)} onChange={() => toggle(index)} />
              {item}
            </label>
          </li>
        ))}
      </ul>
      <p role="status" className="mt-4 font-semibold text-primary-strong">
        {CHECKLIST_COPY.result(checked.size)}
      </p>
    </fieldset>
  );
}

/** Guarantee and cancel-anytime badges, the risk-free message, the four-item checklist and agency testimonials. */
export default function FitAndProof() {
  return (
    <MarketingSection id="fit" heading={AGENCY_TESTIMONIALS_HEADING} tone="muted">
      <div className="grid gap-10">
        <div className="grid gap-4 text-center">
          <BadgeRow label={GUARANTEE_COPY.guaranteeBadge} badges={[GUARANTEE_COPY.guaranteeBadge, GUARANTEE_COPY.cancelBadge]} />
          <p className="mx-auto max-w-2xl text-ink">{GUARANTEE_COPY.riskFree}</p>
        </div>
        <ul className="grid gap-6 md:grid-cols-2">
          {AGENCY_TESTIMONIALS.map((agency) => (
            <li key={agency.companyName}>
              <figure className="h-full rounded-card border border-border bg-surface p-6 shadow-card">
                <div className="flex items-center gap-3">
                  <span aria-hidden="true" className="inline-flex size-12 items-center justify-center rounded-full bg-brand-900 font-bold text-white">
                    {agency.logo}
                  </span>
                  <figcaption>
                    <span className="block font-bold text-ink">{agency.companyName}</span>
                    <span className="text-sm text-ink-muted">
                      {agency.personName}, {agency.role}
                    </span>
                  </figcaption>
                </div>
                <blockquote className="mt-4 text-ink">“{agency.testimonial}”</blockquote>
                <dl className="mt-4 flex flex-wrap gap-3">
                  {agency.results.map((result) => (
                    <div key={result.metric} className="rounded-control bg-canvas px-3 py-2">
                      <dt className="text-xs text-ink-muted">{result.metric}</dt>
                      <dd className="font-bold text-ink">{result.value}</dd>
                    </div>
                  ))}
                </dl>
              </figure>
            </li>
          ))}
        </ul>
        <SelfAssessment />
      </div>
    </MarketingSection>
  );
}
