import type { HeadlineVariant } from '@common/rules/headline-variant';
import type { checkOptInEmail } from '@common/rules/opt-in-email';
import type { TrafficSource } from '@common/rules/traffic-source';
import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { fieldErrorProps, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { OPT_IN_COPY, OPT_IN_TIMINGS, OPT_IN_TOASTS } from '@/content/opt-in-copy';
import { pixelUrl, submitOptIn } from '@/features/funnel/opt-in';
import { trackEvent } from '@/lib/analytics';
import { getAttribution, getCampaignParams } from '@/lib/attribution';

type OptInFormProps = {
  variant: HeadlineVariant;
  source: TrafficSource;
  leadMagnet: string;
  ctaButton: string;
  onSuccess(): void;
};

// The e-mail rules (with the disposable-domain list) are not needed to paint or hydrate the page:
// they load when the field is first focused, and a submit waits for them if they have not yet.
let checkEmail: typeof checkOptInEmail | undefined;
const loadEmailRules = () =>
  import('@common/rules/opt-in-email').then((rules) => {
    checkEmail = rules.checkOptInEmail;
    return rules.checkOptInEmail;
  });

type Phase = { name: 'idle' } | { name: 'submitting' } | { name: 'success'; email: string };

/** Where the visitor goes 2 s after success: /thank-you with the e-mail and the visit's campaign parameters. */
export function thankYouUrl(email: string, params: Record<string, string>): string {
  return `/thank-you?${new URLSearchParams({ email, ...params })}`;
}

/**
 * The e-mail form (spec section 4 "Opt-in form"): idle, submitting (Getting Your Access...),
 * success (message, tracking pixel, then /thank-you after 2 s). Validation runs on submit, then
 * on every change; a refusal returns to the form with the spec's toast.
 */
export function OptInForm({ variant, source, leadMagnet, ctaButton, onSuccess }: OptInFormProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [submitted, setSubmitted] = useState(false);
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const [, navigate] = useLocation();

  useEffect(() => {
    if (phase.name !== 'success') return;
    const timer = setTimeout(() => navigate(thankYouUrl(phase.email, getCampaignParams())), OPT_IN_TIMINGS.redirectDelayMs);
    return () => clearTimeout(timer);
  }, [phase, navigate]);

  const validate = (check: ReturnType<typeof checkOptInEmail>) => {
    setError(check.ok ? undefined : check.message);
    return check;
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    let rules: typeof checkOptInEmail;
    try {
      rules = checkEmail ?? (await loadEmailRules());
    } catch {
      // the rules' chunk did not arrive (offline, a deploy in between): nothing was sent, say so
      toast({ variant: 'destructive', title: OPT_IN_TOASTS.networkTitle, description: OPT_IN_TOASTS.networkText });
      return;
    }
    const check = validate(rules(email));
    if (!check.ok || phase.name !== 'idle') return;
    setPhase({ name: 'submitting' });
    const attribution = getAttribution();
    try {
      const result = await submitOptIn({
        email: check.email,
        headlineVariant: variant,
        source,
        leadMagnet,
        landingPage: window.location.pathname,
        referrer: attribution && attribution.referrer !== 'direct' ? attribution.referrer : null,
        firstVisit: attribution?.first_visit,
        utm: getCampaignParams(),
      });
      if (!result.ok) {
        setPhase({ name: 'idle' });
        toast({ variant: 'destructive', title: OPT_IN_TOASTS.errorTitle, description: result.error || OPT_IN_TOASTS.submissionFailed });
        return;
      }
      trackEvent('lead_opt_in', { variant, source });
      onSuccess();
      setPhase({ name: 'success', email: check.email });
    } catch {
      setPhase({ name: 'idle' });
      toast({ variant: 'destructive', title: OPT_IN_TOASTS.networkTitle, description: OPT_IN_TOASTS.networkText });
    }
  };

  if (phase.name === 'success') {
    const params = getCampaignParams();
    return (
      <div role="status" className="grid min-h-[9.5rem] justify-items-center gap-2 rounded-card border border-success/30 bg-success-soft p-6 text-center">
        <p className="text-xl font-bold text-success">{OPT_IN_COPY.successTitle}</p>
        <p className="text-ink">{OPT_IN_COPY.successText}</p>
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <Spinner className="size-4" /> {OPT_IN_COPY.redirecting}
        </p>
        <img src={pixelUrl(phase.email, params.utm_campaign ?? params.campaign)} width={1} height={1} alt="" className="absolute size-px opacity-0" />
      </div>
    );
  }

  const submitting = phase.name === 'submitting';
  return (
    <form noValidate onSubmit={onSubmit} className="grid min-h-[9.5rem] gap-3">
      <FormField id="opt-in-email" label={OPT_IN_COPY.emailLabel} error={error}>
        <Input
          {...fieldErrorProps('opt-in-email', error)}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={OPT_IN_COPY.emailPlaceholder}
          value={email}
          onFocus={() => void loadEmailRules()}
          disabled={submitting}
          onChange={(e) => {
            setEmail(e.target.value);
            // Validation on change starts after a submit, which loaded the rules.
            if (submitted && checkEmail) validate(checkEmail(e.target.value));
          }}
        />
      </FormField>
      <Button type="submit" size="lg" disabled={submitting}>
        {submitting ? OPT_IN_COPY.submitting : ctaButton}
      </Button>
      <p className="text-center text-xs text-ink-muted">{OPT_IN_COPY.privacyNote}</p>
    </form>
  );
}
