// Runs in <head> of every prerendered page, before the first paint (a classic script from our
// origin: the CSP allows no inline script). The HTML shows what a first-time visitor sees; this
// marks <html> with what this visitor has already dismissed, and CSS (index.css) hides it until
// hydration removes it. Keep it tiny: it delays the first paint by its own run time.
import { getConsent } from '@/features/cookie-consent/consent';
import { isUrgencyBannerDismissed } from '@/features/marketing/lib/urgency-banner-dismissal';
import { readStorage } from '@/lib/browser-storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';

const dismissed = [
  readStorage('sessionStorage', STORAGE_KEYS.introSeen) !== null && 'intro',
  getConsent() !== null && 'cookie-banner',
  isUrgencyBannerDismissed() && 'urgency-banner',
].filter(Boolean);
document.documentElement.dataset.dismissed = dismissed.join(' ');
