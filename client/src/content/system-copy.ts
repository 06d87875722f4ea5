// Texts quoted by the product specification (section 2) are kept word for word.

export const NOT_FOUND_COPY = {
  code: '404',
  heading: 'Page Not Found',
  text: "The page you're looking for doesn't exist or has been moved",
  goToDashboard: 'Go to Dashboard',
  createVideo: 'Create Video',
  goBack: 'Go Back',
} as const;

export const CRASH_COPY = {
  heading: 'Oops! Quick refresh needed',
  text: "Something unexpected happened. No worries - just hit refresh and we'll get you back to creating!",
  reload: 'Reload Page',
} as const;

export const COOKIE_COPY = {
  title: 'Cookie Consent',
  text: 'We use essential cookies to keep you signed in. With your consent we also measure how Reelwright is used so we can make it better.',
  accept: 'Accept All',
  decline: 'Decline',
  close: 'Close',
  learnMore: 'Learn more',
  /** Read by screen readers and crawlers after "Learn more", so the link says where it goes (WCAG 2.4.4; Lighthouse's link-text audit). */
  learnMoreContext: 'about cookies and your privacy',
} as const;

export const PAGER_COPY = {
  previous: 'Previous',
  next: 'Next',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;

export const SESSION_COPY = {
  checking: 'Loading...',
  adminRequiredHeading: 'You need admin access',
  adminRequiredText: 'This area is for Reelwright administrators. Ask an administrator if you think you should have access.',
  backToDashboard: 'Back to Dashboard',
} as const;

export const COMING_SOON_COPY = {
  text: 'This screen is on its way. Check back soon.',
} as const;

export const SHELL_COPY = {
  skipToContent: 'Skip to content',
  loading: 'Loading',
  adminBadge: 'Admin',
  footerNavLabel: 'Help and legal',
  copyright: `© ${new Date().getFullYear()} Reelwright`,
  introLabel: 'Reelwright intro',
  skipIntro: 'Skip intro',
} as const;

export const FOOTER_LINKS = [
  { href: '/how-to-use', label: 'How to use' },
  { href: '/faq', label: 'FAQ' },
  { href: '/privacy', label: 'Privacy' },
  { href: '/terms', label: 'Terms' },
] as const;
