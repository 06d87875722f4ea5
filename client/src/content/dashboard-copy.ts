import { CURRICULUM_MODULE_IDS, CURRICULUM_MODULES } from '@common/catalog/curriculum';
import type { NavigationPath } from '@common/contracts/auth';

export const DASHBOARD_COPY = {
  documentTitle: 'Dashboard',
  greeting: (firstName: string) => `Welcome back, ${firstName}`,
  greetingWithoutName: 'Welcome to your studio',
  intro: 'Pick up where you left off, or start something new.',
  pathEyebrow: 'Your path',
  verifyTitle: 'Confirm your email address',
  verifyText: (email: string) =>
    `We sent a confirmation link to ${email}. Confirming keeps your account recoverable and your certificates verifiable.`,
  quickLinksHeading: 'Your tools',
} as const;

/** The card the dashboard leads with, for the path the user chose (clarifications, "Accounts and sessions"). */
export const PATH_CARDS: Record<NavigationPath, { title: string; text: string; cta: string; href: string }> = {
  create: {
    title: 'Make your next video',
    text: 'Describe your product in a sentence and get an ad-ready video in about a minute.',
    cta: 'Open the video maker',
    href: '/video-maker',
  },
  learn: {
    title: 'Continue your learning path',
    text: `Work through the ${CURRICULUM_MODULE_IDS.length} core modules, starting with ${CURRICULUM_MODULES['creative-intelligence'].title}, and earn verifiable certificates.`,
    cta: 'Go to learning',
    href: '/learning',
  },
  agency: {
    title: 'Build your client library',
    text: 'Keep every client video in one place and deliver polished, on-brand ads they will pay for.',
    cta: 'Open the video library',
    href: '/video-library',
  },
};

type DashboardLink = { href: string; title: string; text: string };

/**
 * The quick links in three groups, one per navigation path; the dashboard shows the user's path's
 * group first (create when none is chosen). Every link is a working screen.
 */
export const DASHBOARD_LINK_GROUPS: Record<NavigationPath, { heading: string; links: readonly DashboardLink[] }> = {
  create: {
    heading: 'Create',
    links: [
      { href: '/video-maker', title: 'Video Maker', text: 'Turn a description into a video.' },
      { href: '/hooks', title: 'Hooks', text: 'Openers that stop the scroll, by pattern.' },
      { href: '/script-templates', title: 'Script Templates', text: 'Hooks and frameworks that convert.' },
      { href: '/prompts', title: 'Prompts', text: 'Your saved descriptions and a starter set.' },
      { href: '/thumbnails', title: 'Thumbnails', text: 'A frame, a title, a PNG ready to post.' },
    ],
  },
  learn: {
    heading: 'Learn',
    links: [
      { href: '/learning', title: 'Learning', text: 'Seven modules, one skill at a time.' },
      { href: '/certificates', title: 'Certificates', text: 'Proof of what you have learned.' },
    ],
  },
  agency: {
    heading: 'Grow',
    links: [
      { href: '/video-library', title: 'Video Library', text: 'Every finished video, ready to deliver.' },
      { href: '/performance', title: 'Performance', text: 'Views, plays and the winning variant.' },
      { href: '/analytics', title: 'Analytics', text: 'Your numbers over time, as a chart or CSV.' },
      { href: '/history', title: 'Generation History', text: 'Every script and video you made.' },
      { href: '/subscription', title: 'Plan and credits', text: 'Your plan, credits and billing.' },
    ],
  },
};
