// /terms and /privacy. Plain-language policies for a self-hostable product; an operator who runs
// their own instance edits the operator line and the contact address here.
import { RENDER_COST_CREDITS } from '@common/catalog/plans';

export type LegalSection = { heading: string; paragraphs: readonly string[] };
export type LegalDocument = { heading: string; updated: string; intro: string; sections: readonly LegalSection[] };

export const LEGAL_CONTACT = 'privacy@reelwright.app';

export const PRIVACY_POLICY: LegalDocument = {
  heading: 'Privacy Policy',
  updated: 'Last updated: 1 June 2025',
  intro:
    'This policy explains what Reelwright collects, why, how long it is kept and how you can have it deleted. The operator of this Reelwright instance is the controller of your data.',
  sections: [
    {
      heading: 'What we collect',
      paragraphs: [
        'Account data: your name, e-mail address, a username derived from your e-mail, the obstacle you chose at sign-up, and a password stored only as a one-way hash.',
        'Content you create: product descriptions, scripts and the videos rendered from them, your learning progress, certificates and achievements.',
        'Billing data: your plan, credit balance and payment history. Card details are handled by the payment provider and never reach our servers.',
        'Lead data: if you ask for the free guide, your e-mail address and the campaign that brought you (UTM parameters, landing page).',
        'Usage data, only with your consent: page views, funnel events and page-speed measurements (web vitals).',
      ],
    },
    {
      heading: 'Cookies and consent',
      paragraphs: [
        'Essential cookies keep you signed in (an HttpOnly session cookie) and protect forms against cross-site requests (a CSRF cookie). They are needed for the service and are always set.',
        'The app also stores a few values in your browser: your cookie choice, a marker that you are signed in, campaign attribution for 7 days and whether you have seen the intro.',
        'Analytics run only after you click Accept All in the Cookie Consent banner. Decline, or closing the banner, keeps them off. You can change your mind by clearing this site’s storage in your browser.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        'To run your account, render your videos, bill your plan, send service e-mails (such as verification links) and, if you asked for it, the free guide.',
        'We do not sell your data and do not use your content to train models.',
      ],
    },
    {
      heading: 'Retention',
      paragraphs: [
        'Account data and content are kept while your account exists. Sessions expire and are deleted; attribution data expires after 7 days.',
        'Lead e-mails are kept until you unsubscribe or ask for deletion. Billing records are kept as long as tax law requires, usually up to 10 years.',
        'Server logs are kept for up to 30 days and never contain passwords or link tokens.',
      ],
    },
    {
      heading: 'Deletion and your rights',
      paragraphs: [
        `You may ask for a copy of your data, its correction or its deletion at any time by writing to ${LEGAL_CONTACT}. We answer within 30 days.`,
        'Signed in, you can do both yourself on your profile: Your data prepares a downloadable archive (your account, videos with their files, drafts, credit history, progress) and mails you when it is ready; Delete account removes your account after you confirm with your password.',
        'Deleting your account signs you out everywhere at once and removes your profile, sessions, drafts, videos and their files, share links (they then say the video was removed), learning progress and certificates (their verification pages then say the certificate was removed), opt-in record and e-mails we kept for you. Only anonymised records remain: your credit ledger entries (kind, amount, balance and date, under a random number that points to nobody, without your name, e-mail or what the credits were for) and the billing records that tax law requires us to keep.',
        'The billing records kept are your invoices, each reduced to the plan, billing period, amount, status, dates and the payment provider\'s invoice number, under a random number that points to nobody. Your subscriptions, checkouts, points, streaks, achievements, API keys, webhook endpoints and their logs are removed. If you own a team, its subscription ends with your account and its members lose the plan at once; your seats and invitations in other teams are removed.',
        'You may also complain to your data-protection authority.',
      ],
    },
    {
      heading: 'Where data is stored',
      paragraphs: ['Data is stored on the servers of the operator of this instance. A self-hosted instance keeps everything on its own machine unless its operator connects outside services.'],
    },
  ],
};

export const TERMS_OF_SERVICE: LegalDocument = {
  heading: 'Terms of Service',
  updated: 'Last updated: 1 June 2025',
  intro: 'These terms govern your use of Reelwright. By creating an account or using the service you accept them.',
  sections: [
    {
      heading: 'Your account',
      paragraphs: ['You must give accurate details and keep your password safe. You are responsible for what happens under your account. One person per seat.'],
    },
    {
      heading: 'Plans, credits and billing',
      paragraphs: [
        `Paid plans renew monthly or annually until cancelled. Each plan grants monthly credits; one video costs ${RENDER_COST_CREDITS} credits. Unused monthly credits do not carry over unless the plan says so.`,
        'You can cancel anytime; the plan stays active until the end of the paid period.',
      ],
    },
    {
      heading: 'Guarantees and refunds',
      paragraphs: [
        'New subscribers may cancel within 7 days of their first payment for a full refund.',
        'The 30-day credit-back guarantee: if you generate at least 5 videos, use them in paid campaigns and they do not pay off within 30 days, ask support for a full refund.',
      ],
    },
    {
      heading: 'Your content and licence',
      paragraphs: [
        'You own the descriptions you write and the videos you render. Videos made on a paid plan may be used commercially, including for clients. Free and trial videos carry a watermark and are for personal, non-commercial use.',
        'You must not create content that is unlawful, infringes the rights of others, or impersonates real people without consent.',
      ],
    },
    {
      heading: 'Promotional figures',
      paragraphs: ['Earnings figures, ROI multiples, timelines and races on our marketing pages are illustrations, not promises. Your results depend on your work, your market and your clients.'],
    },
    {
      heading: 'Liability',
      paragraphs: ['The service is provided as is. To the extent the law allows, our liability is limited to the amount you paid in the 12 months before the claim.'],
    },
    {
      heading: 'Changes',
      paragraphs: ['We may update these terms and will tell you by e-mail at least 30 days before a change that affects you takes effect.'],
    },
  ],
};
