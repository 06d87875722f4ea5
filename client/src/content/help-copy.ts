// /how-to-use and /faq. Prices, credits and counts come from the catalogue (common/catalog).
import { ANNUAL_DISCOUNT_PERCENT, centsToDollars, FREE_SIGNUP_TOTAL_CREDITS, PLANS, RENDER_COST_CREDITS, videosForCredits, type PaidPlanId } from '@common/catalog/plans';
import { VISUAL_STYLE_IDS } from '@common/catalog/visual-styles';
import { DEMO_LIMITS } from '@common/contracts/video';

const { free } = PLANS;
const monthly = (id: PaidPlanId) => `$${centsToDollars(PLANS[id].prices.monthlyCents)}`;
const annualMonthly = (id: PaidPlanId) => `$${centsToDollars(PLANS[id].prices.pricingAnnualMonthlyCents)}`;
const credits = (id: PaidPlanId) => PLANS[id].monthlyCredits.toLocaleString('en-US');
const videos = (id: PaidPlanId) => videosForCredits(PLANS[id].monthlyCredits);

export const HOW_TO_USE_COPY = {
  heading: 'How to Use Reelwright',
  intro: 'From your first sentence to a video you can sell, in six steps.',
  steps: [
    { title: 'Create your free account', text: `Sign up with your e-mail address. You get ${free.signupCredits} credits plus a ${free.welcomeBonus}-credit welcome bonus: ${FREE_SIGNUP_TOTAL_CREDITS} credits, ${videosForCredits(FREE_SIGNUP_TOTAL_CREDITS)} videos.` },
    { title: 'Describe your product', text: 'Open Create Video and write one or two sentences: what it is, who it is for, the feeling you want.' },
    { title: 'Pick a style and a tone', text: `Choose one of the ${VISUAL_STYLE_IDS.length} visual styles and one of four tones: rational, curious, awed or hilarious.` },
    { title: 'Render', text: `A video costs ${RENDER_COST_CREDITS} credits and is ready in about a minute. Follow its progress on the render screen.` },
    { title: 'Download or share', text: 'Download the MP4 or share a private link. Free and trial videos carry a small watermark; paid plans export clean files.' },
    { title: 'Learn and level up', text: 'Follow module 1, Creative Intelligence, earn certificates and achievements, and keep your streak alive.' },
  ],
  ctaText: 'Ready to make your first video?',
  cta: 'Get Started Free',
} as const;

export const FAQ_COPY = {
  heading: 'Frequently Asked Questions',
  contact: 'Still stuck? Write to us and a person will answer.',
  items: [
    { q: 'What is Reelwright?', a: 'A platform that turns a text description into a short, ad-ready video, with guided lessons that teach you to make and sell video ads.' },
    { q: 'How do credits work?', a: `One video costs ${RENDER_COST_CREDITS} credits. ${PLANS.pro.names.pricing} includes ${credits('pro')} credits a month (${videos('pro')} videos), ${PLANS.business.names.pricing} ${credits('business')} (${videos('business')} videos) and ${PLANS.enterprise.names.pricing} ${credits('enterprise')} (${videos('enterprise')} videos). Every video counts against the credits on every plan. ${PLANS.enterprise.names.pricing}'s “unlimited” is its seats: invite as many team members as you like, and they share the plan's credits.` },
    { q: 'Is there a free plan?', a: `Yes. A new account gets ${free.signupCredits} credits plus a ${free.welcomeBonus}-credit welcome bonus, and anyone can try ${DEMO_LIMITS.videosPerVisitor} demo videos without an account. Free videos carry a watermark.` },
    { q: 'Can I sell the videos I make?', a: 'Videos made on a paid plan come with a commercial license and export without a watermark, so you can deliver them to clients.' },
    { q: 'What does annual billing save?', a: `Annual billing costs ${ANNUAL_DISCOUNT_PERCENT}% less: ${PLANS.pro.names.pricing} is ${annualMonthly('pro')} instead of ${monthly('pro')} a month, ${PLANS.business.names.pricing} ${annualMonthly('business')} instead of ${monthly('business')} and ${PLANS.enterprise.names.pricing} ${annualMonthly('enterprise')} instead of ${monthly('enterprise')}.` },
    { q: 'What is the guarantee?', a: 'New subscribers can cancel within 7 days for a full refund. On top of that, the 30-day credit-back guarantee applies: generate 5 videos and use them in paid campaigns, and if they do not pay off you get a full refund.' },
    { q: 'Can I cancel anytime?', a: 'Yes. Your plan stays active until the end of the period you paid for, and you keep every video you made.' },
    { q: 'Can I run Reelwright on my own server?', a: 'Yes. Reelwright is self-hostable: one command starts the app with its own database and storage on a single machine.' },
  ],
} as const;

export const UPGRADE_COPY = {
  heading: 'Upgrade Required',
  text: 'This tool is part of a paid plan. Upgrade to unlock it, along with monthly credits, clean exports and a commercial license.',
  seePlans: 'See Plans',
  backToDashboard: 'Back to Dashboard',
} as const;
