import { CURRICULUM_MODULE_IDS } from '@common/catalog/curriculum';
import { FREE_SIGNUP_TOTAL_CREDITS, videosForCredits } from '@common/catalog/plans';
import { VISUAL_STYLE_IDS, VISUAL_STYLES } from '@common/catalog/visual-styles';
import { BRAND } from './brand';

// Texts quoted by the product specification (sections 2, 4 and 8) are kept word for word.

export const AUTH_SCREEN_COPY = {
  loading: 'Loading your workspace...',
  documentTitleLogin: 'Sign In',
  documentTitleSignup: 'Sign Up',
  loginHeading: 'Welcome back',
  loginSubheading: 'Sign in to pick up where you left off.',
  signupHeading: 'Create your free account',
  signupSubheading: 'Start making ad-ready videos in minutes.',
  email: 'Email',
  emailPlaceholder: 'you@company.com',
  password: 'Password',
  loginPasswordPlaceholder: 'Your password',
  signupPasswordPlaceholder: 'At least 6 characters',
  fullName: 'Full name',
  fullNamePlaceholder: 'Ada Lovelace',
  obstacle: "What's your biggest obstacle right now?",
  obstaclePlaceholder: 'Choose one',
  forgotPassword: 'Forgot password',
  resetByEmail: 'Reset by email',
  signIn: 'Sign In',
  signingIn: 'Signing in...',
  createAccount: 'Create Free Account',
  creatingAccount: 'Creating account...',
  noAccount: "Don't have an account?",
  haveAccount: 'Already have an account?',
  switchToLogin: 'Sign in',
  legalPrefix: 'By creating an account you agree to our',
  terms: 'Terms of Service',
  legalJoin: 'and',
  privacy: 'Privacy Policy',
} as const;

export const AUTH_TOAST_COPY = {
  loginSuccessTitle: 'Welcome back!',
  loginSuccessText: "You've been logged in successfully",
  loginFailedTitle: 'Login Failed',
  loginFailedText: 'Invalid email or password. Please try again.',
  signupSuccessTitle: `Welcome to ${BRAND.name}`,
  signupSuccessText: "Your account has been created successfully. Let's create something amazing!",
  signupFailedTitle: 'Registration Failed',
  signupFailedText: 'Unable to create account. Please try again.',
  passwordResetTitle: 'Password Reset',
  passwordResetText: 'To reset your password, please contact our support team and we will help you get back in.',
  signOutFailedTitle: 'Sign out failed',
  signOutFailedText: 'We could not reach the server. Check your connection and try again.',
} as const;

/** Auth failures stay on screen for 5 seconds (spec sections 8 and 9). */
export const AUTH_ERROR_TOAST_DURATION = 5000;

/** One-time notices on the sign-in screen, keyed by the stored logout reason. */
export const LOGOUT_NOTICES: Record<string, string> = {
  'signed-out': 'You have been signed out.',
  'other-tab': 'You were signed out in another tab.',
  'session-expired': 'Your session expired. Please sign in again.',
};
export const LOGOUT_NOTICE_FALLBACK = 'You have been signed out.';

export const AUTH_MARKETING_COPY = {
  eyebrow: 'Ad-ready video from a sentence',
  heading: 'Describe your product. Get a video that sells.',
  text: 'Scripts, animated videos and a guided course, in one place. Join creators, marketers and agencies shipping ads in about a minute.',
  benefits: [
    `${FREE_SIGNUP_TOTAL_CREDITS} free credits when you sign up, enough for ${videosForCredits(FREE_SIGNUP_TOTAL_CREDITS)} videos`,
    `${CURRICULUM_MODULE_IDS.length} core learning modules with verifiable certificates`,
    `${VISUAL_STYLE_IDS.length} visual styles, from ${VISUAL_STYLES.pixar.name}-like to film noir`,
  ],
} as const;

export const SIGN_OUT_COPY = {
  signOut: 'Sign out',
  signingOut: 'Signing out...',
} as const;

export const NAVIGATION_PATH_COPY = {
  title: 'Where do you want to start?',
  description: 'Pick the path that fits you best and your dashboard will lead with it.',
  legend: 'Your path',
  save: 'Save and continue',
  saving: 'Saving...',
  failedTitle: 'Failed to update navigation path',
  failedText: 'Please try again.',
} as const;

export const VERIFY_EMAIL_COPY = {
  documentTitle: 'Verify Email',
  verifying: 'Verifying your email...',
  verifiedHeading: 'Your email is verified',
  verifiedText: (email: string) => `Thanks for confirming ${email}. Your account is all set.`,
  verifiedTextNoEmail: 'Thanks for confirming your address. Your account is all set.',
  expiredHeading: 'This link has expired',
  expiredText: 'Verification links only work for a limited time. Ask for a new one and use it soon.',
  invalidHeading: "This link isn't valid",
  invalidText: 'The link may be incomplete or already used. Ask for a new one from your account.',
  failedHeading: "We couldn't verify your email",
  inboxHeading: 'Check your inbox',
  inboxText: (email: string) => `We sent a verification link to ${email}. Open it to confirm your address.`,
  inboxTextSignedOut: 'Open the verification link we e-mailed you. Signed in, you can also ask for a new one.',
  signInForNewLink: 'Sign in to get a new link',
  goToDashboard: 'Go to Dashboard',
  signIn: 'Sign in',
} as const;

export const RESEND_VERIFICATION_COPY = {
  resend: 'Send a new link',
  sending: 'Sending...',
  sent: (email: string) => `We sent a new link to ${email}`,
  alreadyVerified: 'Your email is already verified.',
  failed: 'We could not send a new link. Please try again.',
} as const;
