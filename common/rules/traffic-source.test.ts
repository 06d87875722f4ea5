import { campaignParamsOf } from './campaign-params';
import { detectTrafficSource } from './traffic-source';

describe('campaignParamsOf', () => {
  it('keeps every utm_*, source, campaign, the click id and seller_id, lower-cased keys, and drops the rest', () => {
    expect(campaignParamsOf('?UTM_Source=x&utm_campaign=y&utm_whatever=z&source=s&campaign=c&click_id=k&seller_id=9&email=a@b.c&ref=q&utm_term=')).toEqual({
      utm_source: 'x',
      utm_campaign: 'y',
      utm_whatever: 'z',
      source: 's',
      campaign: 'c',
      click_id: 'k',
      seller_id: '9',
    });
  });
});

describe('detectTrafficSource', () => {
  it.each([
    [{ click_id: 'abc' }, null, 'solo-ads'],
    [{ seller_id: '77', utm_source: 'x' }, null, 'solo-ads'],
    [{ utm_source: 'solo-traffic' }, null, 'solo-ads'],
    [{ utm_source: 'google', utm_medium: 'cpc' }, null, 'search-ads'],
    [{ utm_source: 'bing', utm_medium: 'paid-search' }, null, 'search-ads'],
    [{ utm_source: 'facebook', utm_medium: 'cpc' }, null, 'social-ads'],
    [{ utm_source: 'tiktok', utm_medium: 'paid_social' }, null, 'social-ads'],
    [{ utm_medium: 'organic' }, null, 'organic'],
    [{}, 'https://www.google.com/', 'organic'],
    [{}, 'https://l.instagram.com/', 'organic'],
    [{}, null, 'direct'],
    [{}, 'https://reelwright.app/pricing', 'direct'],
    [{ utm_source: 'x', utm_campaign: 'y' }, null, 'default'],
    [{}, 'https://some-blog.net/post', 'default'],
  ] as const)('%j from %s → %s', (params, referrer, source) => expect(detectTrafficSource({ params, referrer, ownHost: 'reelwright.app' })).toBe(source));
});
