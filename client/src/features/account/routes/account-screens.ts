// The account screens travel as one chunk behind one import() call: every lazy import() in the
// router adds its preload list to the entry that `/` pays for (docs/decisions/009), and four of
// them cost almost 1 KB of that 100 KB budget.
export { default as ConfirmEmailPage } from './confirm-email-page';
export { default as NavigationPage } from './navigation-page';
export { default as ProfilePage } from './profile-page';
export { default as ResetPasswordPage } from './reset-password-page';
