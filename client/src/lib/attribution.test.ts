import { ATTRIBUTION_LIFETIME_MS, captureAttribution, getAttribution, getCampaignParams } from './attribution';
import { currentTrafficSource } from './traffic-source';

const visit = (url: string) => window.history.replaceState(null, '', url);

describe('attribution', () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('keeps the campaign parameters for the session and the first touch for 7 days', () => {
    visit('/opt-in?utm_source=x&utm_campaign=y&seller_id=9&email=a@b.c');
    const now = Date.now();
    captureAttribution(now);
    expect(getCampaignParams()).toEqual({ utm_source: 'x', utm_campaign: 'y', seller_id: '9' });
    expect(getAttribution(now)).toEqual({
      utm_source: 'x',
      utm_campaign: 'y',
      landing_page: '/opt-in',
      referrer: 'direct',
      first_visit: new Date(now).toISOString(),
      expires: now + ATTRIBUTION_LIFETIME_MS,
    });
    expect(currentTrafficSource()).toBe('solo-ads');

    // a later page of the same visit without parameters keeps both, and the first touch is not replaced
    visit('/pricing?utm_source=z');
    captureAttribution(now + 1000);
    expect(getCampaignParams()).toMatchObject({ utm_source: 'z', utm_campaign: 'y' });
    expect(getAttribution(now + 1000)?.utm_source).toBe('x');
  });

  it('deletes an expired record and starts a new first touch', () => {
    visit('/?utm_source=old');
    captureAttribution(0);
    expect(getAttribution(ATTRIBUTION_LIFETIME_MS + 1)).toBeNull();
    expect(localStorage.getItem('traffic_attribution')).toBeNull();
    visit('/landing');
    captureAttribution(ATTRIBUTION_LIFETIME_MS + 2);
    expect(getAttribution(ATTRIBUTION_LIFETIME_MS + 3)).toMatchObject({ landing_page: '/landing', referrer: 'direct' });
  });
});
