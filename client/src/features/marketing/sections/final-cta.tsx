import { Link } from 'wouter';
import { buttonClasses } from '@/components/ui/button';
import { FINAL_CTA_COPY } from '@/content/landing-copy';
import { useAuth } from '@/features/auth';

/** The closing call to action; `href` lets the short landing send it to /opt-in. */
export function FinalCta({ href }: { href?: string }) {
  const { user } = useAuth();
  return (
    <section aria-labelledby="final-cta-heading" className="bg-linear-to-br from-brand-700 to-accent px-4 py-20 text-center sm:px-6">
      <div className="mx-auto grid max-w-3xl justify-items-center gap-4">
        <h2 id="final-cta-heading" className="text-headline font-extrabold text-white">
          {FINAL_CTA_COPY.heading}
        </h2>
        <p className="text-lg text-brand-100">{FINAL_CTA_COPY.text}</p>
        <Link href={href ?? (user ? '/dashboard' : '/opt-in')} className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
          {FINAL_CTA_COPY.primary}
        </Link>
      </div>
    </section>
  );
}
