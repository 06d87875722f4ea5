import type { HeadlineVariant } from '@common/rules/headline-variant';

// Copy of the opt-in page (spec "Opt-in page", sections 4 and 8) and the post-opt-in pages. Texts the
// spec quotes are word for word.

/** The two headline themes, chosen 50/50 per visit; the source's own headline runs above as its kicker. */
export const OPT_IN_HEADLINES: Record<HeadlineVariant, string> = {
  revenue: 'Turn one sentence into ad videos clients pay $500 for',
  transformation: 'Go from blank page to scroll-stopping video ads in 60 seconds',
};

/** One shows at a time, rotating every 3 seconds. */
export const OPT_IN_BENEFIT_LINES = [
  'Write a sentence, get a ready-to-post ad video',
  '13 visual styles, from cinematic to anime',
  'No camera, no editor, no agency fees',
] as const;

export const OPT_IN_COPY = {
  benefitsHeading: "Inside the free guide you'll learn",
  benefits: [
    'The 3-second hook formula behind ads that stop the scroll',
    'Which of the 13 visual styles sells best on TikTok, Reels and YouTube',
    'How creators price and sell AI ad videos to local businesses',
    'A 5-step checklist to publish your first ad today',
  ],
  videoLabel: 'Showcase video',
  watchVideo: 'Watch the showcase video',
  watchVideoHint: 'One sentence in, one ad out',
  emailLabel: 'Email address',
  emailPlaceholder: 'you@example.com',
  submitting: 'Getting Your Access...',
  successTitle: 'Success',
  successText: 'Check your email for instant access to the guide',
  redirecting: 'Redirecting you now',
  privacyNote: 'No spam. Unsubscribe any time.',
} as const;

/** Spec section 8. */
export const OPT_IN_TOASTS = {
  errorTitle: 'Error',
  submissionFailed: 'Submission failed. Please try again.',
  networkTitle: 'Network Error',
  networkText: 'A network error occurred. Please check your connection.',
} as const;

/** Spec section 9. */
export const OPT_IN_TIMINGS = { exitIntentArmMs: 3000, redirectDelayMs: 2000, benefitRotationMs: 3000 } as const;

/** The funnel header's two quiet links (issue 31): a way in for customers, a way to the prices. */
export const FUNNEL_NAV_COPY = { label: 'Account and pricing', pricing: 'Pricing', login: 'Log in' } as const;
