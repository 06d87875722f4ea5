import type { LeadCaptureRequest, OptInRequest } from '@common/contracts/funnel';
import { checkOptInEmail } from '@common/rules/opt-in-email';
import { UTM_FIELDS } from '@common/rules/campaign-params';
import type { TrafficSource } from '@common/rules/traffic-source';
import { AppError } from '../../http/app-error';
import type { FunnelDeps } from './funnel-deps';
import type { LeadWriter } from './lead-writer';
import { capturesPerIp, optInsPerIp } from './throttle-rules';

/** The e-mail rules of common/, answered as a 400 carrying the rule's message in `message` and `error`. */
export function requireOptInEmail(input: string | undefined): string {
  const check = checkOptInEmail(input);
  if (!check.ok) throw new AppError('BAD_REQUEST', check.message, { success: false, error: check.message });
  return check.email;
}

/** What the capture services need: the funnel's dependencies and the opt-in committer (lead-writer.ts). */
export type CaptureDeps = FunnelDeps & { leads: LeadWriter };

const orNull = (value: string | null | undefined) => (value ? value : null);

/** POST /api/opt-in-handler: the opt-in form. */
export async function optIn(deps: CaptureDeps, input: OptInRequest, ip: string): Promise<void> {
  const email = requireOptInEmail(input.email);
  const utm = input.utm ?? {};
  const now = deps.now();
  const source: TrafficSource = input.source ?? 'default';
  const [utmSource, utmMedium, utmCampaign, utmContent, utmTerm] = UTM_FIELDS.map((field) => orNull(utm[field]));
  const firstVisit = input.firstVisit ? new Date(input.firstVisit) : null;
  await deps.leads.save({
    ip,
    rule: optInsPerIp,
    capture: {
      lead: {
        email,
        firstSource: source,
        leadMagnet: orNull(input.leadMagnet),
        headlineVariant: input.headlineVariant ?? null,
        utmSource: utmSource ?? null,
        utmMedium: utmMedium ?? null,
        utmCampaign: utmCampaign ?? null,
        utmContent: utmContent ?? null,
        utmTerm: utmTerm ?? null,
        campaignParams: utm,
        landingPage: orNull(input.landingPage),
        referrer: orNull(input.referrer),
        firstVisitAt: firstVisit && firstVisit <= now ? firstVisit : null,
        createdAt: now,
      },
      event: {
        type: 'opt_in',
        value: input.headlineVariant ?? null,
        pagePath: orNull(input.landingPage),
        utmSource: utmSource ?? null,
        utmMedium: utmMedium ?? null,
        utmCampaign: utmCampaign ?? null,
      },
    },
  });
}

/** POST /api/leads/capture: the exit-intent modal. */
export async function captureLead(deps: CaptureDeps, input: LeadCaptureRequest, ip: string): Promise<void> {
  const email = requireOptInEmail(input.email);
  const now = deps.now();
  const utm = { utm_source: input.utmSource, utm_medium: input.utmMedium, utm_campaign: input.utmCampaign };
  await deps.leads.save({
    ip,
    rule: capturesPerIp,
    capture: {
      lead: {
        email,
        name: orNull(input.name),
        firstSource: orNull(input.source) ?? 'default',
        leadMagnet: orNull(input.leadMagnet),
        utmSource: orNull(input.utmSource),
        utmMedium: orNull(input.utmMedium),
        utmCampaign: orNull(input.utmCampaign),
        campaignParams: Object.fromEntries(Object.entries(utm).filter((entry): entry is [string, string] => Boolean(entry[1]))),
        landingPage: orNull(input.landingPage),
        createdAt: now,
      },
      event: {
        type: 'capture',
        value: orNull(input.leadMagnet),
        pagePath: orNull(input.landingPage),
        utmSource: orNull(input.utmSource),
        utmMedium: orNull(input.utmMedium),
        utmCampaign: orNull(input.utmCampaign),
      },
    },
  });
}
