// The funnel: capturing leads and measuring the way to them. Its public faces:
//   - this file, for the public site's screens after the first paint (exit intent, thank-you);
//   - `opt-in.ts`, the opt-in form's calls: `/` loads only those (a barrel would bring the rest);
//   - `install.ts`, the consent-gated analytics start-up, the only funnel code in the entry bundle.
// The admin screens (routes/) are loaded by the router directly.
export { captureLead } from './api/capture-lead';
export { trackLeadBehavior } from './api/track-lead-behavior';
export { useLeadTracking } from './hooks/use-lead-tracking';
