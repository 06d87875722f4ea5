import { BILLING_COPY as C } from '@/content/billing-copy';
import { useLicence } from '../api/get-licence';

/** The commercial licence a paid plan carries, as the server words it. */
export function LicenceNote({ enabled }: { enabled: boolean }) {
  const licence = useLicence(enabled);
  if (!licence.data) return null;
  return (
    <section aria-labelledby="licence" className="mt-8 rounded-card border border-border bg-surface p-6 text-sm">
      <h2 id="licence" className="text-lg font-bold text-ink">
        {C.licenceTitle}
      </h2>
      <p className="mt-2 text-ink-muted">{C.licensee(licence.data.licensee)}</p>
      <p className="mt-2 text-ink">{licence.data.text}</p>
    </section>
  );
}
