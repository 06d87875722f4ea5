import type { PublicRoute } from './routes';

/**
 * Each prerendered public page's own description: the search result's snippet and the link
 * preview's text (scripts/prerender.ts writes it, with the Open Graph and Twitter tags, into the
 * page's HTML). A page left out keeps index.html's description of the whole product.
 */
export const PAGE_DESCRIPTIONS: Partial<Record<PublicRoute, string>> = {
  '/': 'A free guide to short ad videos that sell: write one sentence about your product and Reelwright turns it into a ready-to-post ad.',
  '/opt-in': 'A free guide to short ad videos that sell: write one sentence about your product and Reelwright turns it into a ready-to-post ad.',
  '/landing': 'Reelwright turns a sentence about your product into a short ad video. Watch a demo, see what one ad costs, and start free.',
  '/landing-full':
    'Everything Reelwright does: ad videos from one sentence, visual styles, learning modules with certificates, and plans for creators and agencies.',
  '/pricing': 'Reelwright plans and prices: monthly credits for ad videos, team seats, credit packs, and a 30-day credit-back guarantee.',
  '/how-to-use': 'How to make your first ad video with Reelwright, step by step: describe the product, pick a style, render, and download or share.',
  '/faq': 'Answers to common questions about Reelwright: credits, plans, refunds, the videos you make and how to use them.',
  '/terms': 'The terms of service for using Reelwright, its videos, credits and paid plans.',
  '/privacy': 'How Reelwright collects, uses and protects your data, and the choices you have about it.',
  '/upgrade-required': 'This Reelwright feature needs a paid plan. Compare the plans and upgrade to unlock it.',
};
