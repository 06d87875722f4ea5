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

/** Spec sections 5 and 8 (the toasts), the rest is the modal's offer. */
export const EXIT_INTENT_COPY = {
  title: "Wait! Don't leave empty-handed",
  text: 'Get our free bonus: 25 proven hooks for short ad videos, straight to your inbox.',
  emailLabel: 'Email address',
  submit: 'Send My Free Bonus',
  leadMagnet: '25 proven hooks for short ad videos',
  invalidTitle: 'Invalid Email',
  invalidText: 'Please enter a valid email address',
  successTitle: 'Success!',
  successText: 'Check your email for your free bonus.',
} as const;

export const THANK_YOU_COPY = {
  title: 'Thank You',
  heading: "You're in! Your guide is on its way",
  nextStepsHeading: 'Your next steps',
  nextSteps: [
    { title: 'Open the email from Reelwright', text: 'It has your guide. Not there in 2 minutes? Check spam or promotions.' },
    { title: 'Make your first video free', text: 'Describe your product in a sentence and watch it render.', href: '/director-chair', cta: 'Try Free Video' },
    { title: 'Save your work', text: 'Create a free account to keep your videos and earn 140 free credits.', href: '/auth?mode=signup', cta: 'Create Free Account' },
  ],
  diagnosticHeading: 'Your free video diagnostic',
  diagnosticCta: 'Start the diagnostic',
  diagnosticHref: '/director-chair',
} as const;

/** /thank-you-paid, /purchase-success, /oto-success: each confirms its step. */
export const PURCHASE_PAGES_COPY = {
  '/thank-you-paid': {
    title: 'Thank You',
    heading: 'Payment received. Thank you!',
    text: 'Your order is confirmed and a receipt is on its way to your inbox. Your credits are ready in the studio.',
    cta: 'Go to Dashboard',
    href: '/dashboard',
  },
  '/purchase-success': {
    title: 'Purchase Success',
    heading: 'Your purchase is complete',
    text: 'Everything you bought is unlocked on your account. Sign in to start creating.',
    cta: 'Start Creating',
    href: '/dashboard',
  },
  '/oto-success': {
    title: 'Purchase Success',
    heading: 'Your upgrade has been added',
    text: 'The one-time offer is now part of your plan. You will find the new tools in your dashboard.',
    cta: 'Open Dashboard',
    href: '/dashboard',
  },
} as const;

/** Spec section 9. */
export const OPT_IN_TIMINGS = { exitIntentArmMs: 3000, redirectDelayMs: 2000, benefitRotationMs: 3000 } as const;
