import type { ReactNode } from 'react';
import { BRAND } from '@/content/brand';
import { MarketingLayout } from './marketing-layout';
import { SimpleNav } from './simple-nav';

/** A readable single-column page (help, legal, notices) under the marketing header and footer. */
export function DocumentPage({ heading, lead, children }: { heading: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <MarketingLayout title={`${heading} · ${BRAND.name}`} nav={<SimpleNav />}>
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <h1 className="text-headline font-bold text-ink">{heading}</h1>
        {lead && <div className="mt-3 text-lg text-ink-muted">{lead}</div>}
        <div className="mt-10 grid gap-8">{children}</div>
      </article>
    </MarketingLayout>
  );
}
