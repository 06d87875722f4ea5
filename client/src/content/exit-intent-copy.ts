// The exit-intent modal's copy (spec sections 5 and 8), in the modal's own chunk.

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
