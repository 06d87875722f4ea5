import type { TrafficSource } from '@common/rules/traffic-source';

// Spec section 3 "Source personalisation", split by page so each page's chunk carries only its own copy.

/** The thank-you page's copy fields for each of the six sources. */
export type ThankYouSourceCopy = { confirmationMessage: string; nextStepsEmphasis: string; diagnosticIntro: string };

export const THANK_YOU_PERSONALISATION: Record<TrafficSource, ThankYouSourceCopy> = {
  'solo-ads': {
    confirmationMessage: 'Your playbook is on its way. Check your inbox in the next 2 minutes.',
    nextStepsEmphasis: 'Most solo-ad subscribers make their first video within 10 minutes. Be one of them.',
    diagnosticIntro: 'Answer three quick questions and we will show you which video style fits your offer best.',
  },
  'search-ads': {
    confirmationMessage: 'The buyer’s guide is in your inbox. It compares every option you were searching for.',
    nextStepsEmphasis: 'The fastest way to judge a tool is to try it: your first video is free.',
    diagnosticIntro: 'Tell us what you sell and we will suggest the three ad formats most likely to convert.',
  },
  'social-ads': {
    confirmationMessage: 'Your hook pack is on its way. Open it on your phone, that is where your ads will run.',
    nextStepsEmphasis: 'Pick one hook from the pack and turn it into your first video today.',
    diagnosticIntro: 'Find out which of your next posts could become a paid ad, in under a minute.',
  },
  organic: {
    confirmationMessage: 'The field guide is on its way to your inbox.',
    nextStepsEmphasis: 'Read chapter one, then try the technique on a free demo video.',
    diagnosticIntro: 'Not sure where to start? A short diagnostic points you to the right learning module.',
  },
  direct: {
    confirmationMessage: 'Your guide is on its way. Check your inbox.',
    nextStepsEmphasis: 'Put the guide to work right away: make a free video now.',
    diagnosticIntro: 'A two-minute diagnostic shows you the quickest path to your first paying client.',
  },
  default: {
    confirmationMessage: 'Your guide is on its way. Check your inbox in the next few minutes.',
    nextStepsEmphasis: 'The creators who succeed fastest make their first video today.',
    diagnosticIntro: 'Take the free diagnostic to see which video style and offer fit you best.',
  },
};
