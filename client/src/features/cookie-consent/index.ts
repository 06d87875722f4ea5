export { CookieBanner } from './components/cookie-banner';
export { hasAnalyticsConsent, subscribeToConsent } from './consent';
