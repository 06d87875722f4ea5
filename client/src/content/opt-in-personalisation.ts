import type { TrafficSource } from '@common/rules/traffic-source';

// Spec section 3 "Source personalisation", split by page so each page's chunk carries only its own copy.

/** The opt-in page's copy fields for each of the six sources. */
export type OptInSourceCopy = { headline: string; subheadline: string; leadMagnetTitle: string; ctaButton: string; trustBadge: string };

export const OPT_IN_PERSONALISATION: Record<TrafficSource, OptInSourceCopy> = {
  'solo-ads': {
    headline: 'Welcome, solo-ad subscriber: your free guide is one click away',
    subheadline: 'The exact playbook our top creators use to turn a one-line idea into a paid ad video.',
    leadMagnetTitle: 'The Viral Ad Video Playbook',
    ctaButton: 'Send Me The Free Playbook',
    trustBadge: 'Trusted by 2,847 creators',
  },
  'search-ads': {
    headline: 'Looking for an AI ad video maker? Start with the free guide',
    subheadline: 'See how a single sentence becomes a ready-to-run ad, before you spend a cent.',
    leadMagnetTitle: 'The AI Ad Video Buyer’s Guide',
    ctaButton: 'Get The Free Guide',
    trustBadge: '98.3% creator satisfaction',
  },
  'social-ads': {
    headline: 'Saw that ad in your feed? This is how it was made',
    subheadline: 'The hooks, styles and timings behind short ads that stop the scroll.',
    leadMagnetTitle: 'The Scroll-Stopper Hook Pack',
    ctaButton: 'Send Me The Hook Pack',
    trustBadge: '265+ agencies on board',
  },
  organic: {
    headline: 'Learn the craft of short ad videos, free',
    subheadline: 'A practical guide from the team behind Reelwright, no fluff and no credit card.',
    leadMagnetTitle: 'The Short Ad Video Field Guide',
    ctaButton: 'Get The Field Guide',
    trustBadge: '7 core learning modules',
  },
  direct: {
    headline: 'Your free guide to ad-ready video',
    subheadline: 'Grab it, then make your first ad video in about a minute.',
    leadMagnetTitle: 'The Viral Ad Video Playbook',
    ctaButton: 'Get Instant Access',
    trustBadge: 'Cancel anytime · 30-day credit-back guarantee',
  },
  default: {
    headline: 'Free guide for creators, marketers and agencies',
    subheadline: 'Everything you need to make viral, ad-ready video in about a minute.',
    leadMagnetTitle: 'The Viral Ad Video Playbook',
    ctaButton: 'Get Instant Access',
    trustBadge: 'Trusted by 2,847 creators · 98.3% satisfaction',
  },
};
