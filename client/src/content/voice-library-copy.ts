import type { PlanId } from '@common/catalog/plans';

/** The voice library's words (/voice-library). */
export const VOICE_LIBRARY_COPY = {
  title: 'Voice Library',
  intro: 'Every voice your videos can speak with. Listen to a short preview, then pick a voice in the video maker\'s settings.',
  loading: 'Loading voices',
  loadError: 'The voices could not be loaded.',
  retry: 'Try again',
  emptyTitle: 'No voices yet',
  emptyText: 'This server has no voices configured.',
  signedOut: 'Sign in to hear the voices.',
  signIn: 'Sign in',
  languageLabel: 'Language',
  allLanguages: 'All languages',
  play: (label: string) => `Play preview of ${label}`,
  stop: (label: string) => `Stop preview of ${label}`,
  playText: 'Play',
  stopText: 'Stop',
  loadingPreview: 'Loading…',
  previewError: 'This preview could not be played. Try again in a moment.',
  included: 'Included in your plan',
  freeVoice: 'Free',
  unlocks: (plan: string) => `Unlocked with ${plan}`,
  locked: (plan: string) => `Locked: needs the ${plan} plan`,
  upgrade: (plan: string) => `Upgrade to ${plan}`,
  upgradeHref: (plan: PlanId) => `/checkout?plan=${plan}`,
  yourPlan: (plan: string) => `Your plan: ${plan}`,
} as const;
