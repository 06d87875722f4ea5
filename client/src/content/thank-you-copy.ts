// Copy of the pages after the opt-in and the purchases (spec section 8), apart from the opt-in page's.
import { FREE_SIGNUP_TOTAL_CREDITS } from '@common/catalog/plans';

export const THANK_YOU_COPY = {
  title: 'Thank You',
  heading: "You're in! Your guide is on its way",
  nextStepsHeading: 'Your next steps',
  nextSteps: [
    { title: 'Open the email from Reelwright', text: 'It has your guide. Not there in 2 minutes? Check spam or promotions.' },
    { title: 'Make your first video free', text: 'Describe your product in a sentence and watch it render.', href: '/director-chair', cta: 'Try Free Video' },
    { title: 'Save your work', text: `Create a free account to keep your videos and earn ${FREE_SIGNUP_TOTAL_CREDITS} free credits.`, href: '/auth?mode=signup', cta: 'Create Free Account' },
  ],
  diagnosticHeading: 'Your free video diagnostic',
  diagnosticCta: 'Start the diagnostic',
  diagnosticHref: '/director-chair',
} as const;

