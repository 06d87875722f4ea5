import { CheckIcon } from '@/components/ui/icons';
import { LogoMark } from '@/components/ui/logo';
import { AUTH_MARKETING_COPY as COPY } from '@/content/auth-copy';

/** The pitch beside the form; large screens only, phones go straight to the form. */
export function AuthMarketingPanel() {
  return (
    <aside className="relative hidden overflow-hidden rounded-panel bg-linear-to-br from-brand-700 via-brand-600 to-accent p-10 text-white shadow-glow lg:flex lg:flex-col lg:justify-between">
      <div aria-hidden="true" className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-white/10 blur-2xl" />
      <LogoMark className="relative size-12 ring-2 ring-white/30" />
      <div className="relative mt-16">
        <p className="text-sm font-semibold tracking-wide text-brand-100 uppercase">{COPY.eyebrow}</p>
        <h2 className="mt-3 text-headline font-bold">{COPY.heading}</h2>
        <p className="mt-4 max-w-md text-base text-brand-100">{COPY.text}</p>
        <ul className="mt-8 grid gap-3">
          {COPY.benefits.map((benefit) => (
            <li key={benefit} className="flex items-start gap-3 text-base">
              <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-white/20">
                <CheckIcon className="size-4" />
              </span>
              {benefit}
            </li>
          ))}
        </ul>
      </div>
    </aside>
  );
}
