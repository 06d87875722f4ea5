import type { TrafficSource } from '@common/rules/traffic-source';

/** Spec section 3 "Source personalisation": the opt-in and thank-you copy fields for each of the six sources. */
export type SourceCopy = {
  optInPage: { headline: string; subheadline: string; leadMagnetTitle: string; ctaButton: string; trustBadge: string };
  thankYouPage: { confirmationMessage: string; nextStepsEmphasis: string; diagnosticIntro: string };
};

export const SOURCE_PERSONALISATION: Record<TrafficSource, SourceCopy> = {
  'solo-ads': {
    optInPage: {
      headline: 'Welcome, solo-ad subscriber: your free guide is one click away',
      subheadline: 'The exact playbook our top creators use to turn a one-line idea into a paid ad video.',
      leadMagnetTitle: 'The Viral Ad Video Playbook',
      ctaButton: 'Send Me The Free Playbook',
      trustBadge: 'Trusted by 2,847 creators',
    },
    thankYouPage: {
      confirmationMessage: 'Your playbook is on its way. Check your inbox in the next 2 minutes.',
      nextStepsEmphasis: 'Most solo-ad subscribers make their first video within 10 minutes. Be one of them.',
      diagnosticIntro: 'Answer three quick questions and we will show you which video style fits your offer best.',
    },
  },
  'search-ads': {
    optInPage: {
      headline: 'Looking for an AI ad video maker? Start with the free guide',
      subheadline: 'See how a single sentence becomes a ready-to-run ad, before you spend a cent.',
      leadMagnetTitle: 'The AI Ad Video Buyer’s Guide',
      ctaButton: 'Get The Free Guide',
      trustBadge: '98.3% creator satisfaction',
    },
    thankYouPage: {
      confirmationMessage: 'The buyer’s guide is in your inbox. It compares every option you were searching for.',
      nextStepsEmphasis: 'The fastest way to judge a tool is to try it: your first video is free.',
      diagnosticIntro: 'Tell us what you sell and we will suggest the three ad formats most likely to convert.',
    },
  },
  'social-ads': {
    optInPage: {
      headline: 'Saw that ad in your feed? This is how it was made',
      subheadline: 'The hooks, styles and timings behind short ads that stop the scroll.',
      leadMagnetTitle: 'The Scroll-Stopper Hook Pack',
      ctaButton: 'Send Me The Hook Pack',
      trustBadge: '265+ agencies on board',
    },
    thankYouPage: {
      confirmationMessage: 'Your hook pack is on its way. Open it on your phone, that is where your ads will run.',
      nextStepsEmphasis: 'Pick one hook from the pack and turn it into your first video today.',
      diagnosticIntro: 'Find out which of your next posts could become a paid ad, in under a minute.',
    },
  },
  organic: {
    optInPage: {
      headline: 'Learn the craft of short ad videos, free',
      subheadline: 'A practical guide from the team behind Reelwright, no fluff and no credit card.',
      leadMagnetTitle: 'The Short Ad Video Field Guide',
      ctaButton: 'Get The Field Guide',
      trustBadge: '7 core learning modules',
    },
    thankYouPage: {
      confirmationMessage: 'The field guide is on its way to your inbox.',
      nextStepsEmphasis: 'Read chapter one, then try the technique on a free demo video.',
      diagnosticIntro: 'Not sure where to start? A short diagnostic points you to the right learning module.',
    },
  },
  direct: {
    optInPage: {
      headline: 'Your free guide to ad-ready video',
      subheadline: 'Grab it, then make your first ad video in about a minute.',
      leadMagnetTitle: 'The Viral Ad Video Playbook',
      ctaButton: 'Get Instant Access',
      trustBadge: 'Cancel anytime · 30-day credit-back guarantee',
    },
    thankYouPage: {
      confirmationMessage: 'Your guide is on its way. Check your inbox.',
      nextStepsEmphasis: 'Put the guide to work right away: make a free video now.',
      diagnosticIntro: 'A two-minute diagnostic shows you the quickest path to your first paying client.',
    },
  },
  default: {
    optInPage: {
      headline: 'Free guide for creators, marketers and agencies',
      subheadline: 'Everything you need to make viral, ad-ready video in about a minute.',
      leadMagnetTitle: 'The Viral Ad Video Playbook',
      ctaButton: 'Get Instant Access',
      trustBadge: 'Trusted by 2,847 creators · 98.3% satisfaction',
    },
    thankYouPage: {
      confirmationMessage: 'Your guide is on its way. Check your inbox in the next few minutes.',
      nextStepsEmphasis: 'The creators who succeed fastest make their first video today.',
      diagnosticIntro: 'Take the free diagnostic to see which video style and offer fit you best.',
    },
  },
};
