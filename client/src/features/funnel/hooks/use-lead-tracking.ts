import { useEffect } from 'react';
import { beaconLeadBehavior, trackLeadBehavior } from '../api/track-lead-behavior';

/**
 * On a page opened with an `email` query parameter (the thank-you page): a page view now, and the
 * seconds spent here as a beacon when the visitor leaves (tab hidden or page unloaded).
 */
export function useLeadTracking(email: string | null, utm: Record<string, string>): void {
  useEffect(() => {
    if (!email) return;
    const common = { email, pagePath: window.location.pathname, utmSource: utm.utm_source, utmMedium: utm.utm_medium, utmCampaign: utm.utm_campaign };
    trackLeadBehavior({ ...common, eventType: 'page_view' });
    const startedAt = Date.now();
    let sent = false;
    const leave = () => {
      if (sent) return;
      sent = true;
      beaconLeadBehavior({ ...common, eventType: 'time_on_site', eventValue: Math.round((Date.now() - startedAt) / 1000) });
    };
    const onVisibility = () => document.visibilityState === 'hidden' && leave();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', leave);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', leave);
      // Leaving for another screen of the app counts as leaving the page too.
      leave();
    };
    // once per address: the utm object is read at mount
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [email]);
}
