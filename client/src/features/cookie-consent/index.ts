export { CookieBanner } from './components/cookie-banner';
export { useCookieConsent } from './hooks/use-cookie-consent';
export { getConsent, hasAnalyticsConsent, subscribeToConsent, type ConsentDecision } from './consent';
