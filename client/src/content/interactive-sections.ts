// Data and timings of the interactive promotional sections (spec sections 2, 3, 4 and 9). All
// figures are static promotional copy (clarifications, "Marketing figures"); plan prices, seats,
// style counts and tone names come from the catalogue (common/catalog).
import { ACHIEVEMENTS_BY_ID, type AchievementEntry, type AchievementMetric } from '@common/catalog/achievements';
import { centsToDollars, PLANS, type PaidPlanId } from '@common/catalog/plans';
import { TONE_IDS, TONES as TONE_CATALOG, type ToneId } from '@common/catalog/tones';
import { VISUAL_STYLE_IDS } from '@common/catalog/visual-styles';
import { monthlyVideosLine, PLAN_FEATURE_COPY, planPotential, seatsLabel } from './plans';

const styleCount = VISUAL_STYLE_IDS.length;
const tierBasics = (id: PaidPlanId) => ({ name: PLANS[id].names.pricing, price: centsToDollars(PLANS[id].prices.monthlyCents), period: '/month' });

export const TIMINGS = {
  toolRevealMs: 500,
  achievementHighlightMs: 2000,
  achievementCelebrationMs: 3000,
  roadmapAutoplayMs: 3000,
  raceDayMs: 150,
  viralityNodeMs: 800,
  stylesZoomTickMs: 200,
  toneTransitionMs: 300,
  tickerMs: 4000,
} as const;

// Wealth timeline: 4 milestones adding up to $288,000 over 12 months.
export type Milestone = { months: string; title: string; revenue: string; tasks: readonly string[] };
export const TIMELINE_COPY = { heading: 'Your 12-month wealth timeline', total: '$288,000 in 12 months' } as const;
export const MILESTONES: readonly Milestone[] = [
  { months: 'Months 1–3', title: 'Foundation', revenue: '$4K–$8K / month', tasks: ['Finish module 1', 'Make 30 sample ads', 'Land 2 local clients'] },
  { months: 'Months 4–6', title: 'Momentum', revenue: '$10K–$18K / month', tasks: ['Package three offers', 'Retain 6 clients', 'Batch a week of videos a day'] },
  { months: 'Months 7–9', title: 'Scale', revenue: '$20K–$32K / month', tasks: ['Hire an editor', 'Add monthly retainers', 'Publish case studies'] },
  { months: 'Months 10–12', title: 'Empire', revenue: '$40K–$60K / month', tasks: ['Run a small agency', 'Sell templates', 'Teach your process'] },
];

// Tier comparison: Business is flagged MOST POPULAR.
export type Tier = {
  name: string;
  price: number;
  period: string;
  features: readonly string[];
  clientCapacity: string;
  revenuePotential: string;
  roiLabel: string;
  popular: boolean;
};
export const TIERS_COPY = { heading: 'Compare the tiers', popular: 'MOST POPULAR', capacity: 'Client capacity', potential: 'Revenue potential' } as const;
/** Every figure comes from the catalogue through planPotential (docs/decisions/051): the plan's own videos, no "unlimited videos". */
const tier = (id: PaidPlanId, features: readonly string[], popular: boolean): Tier => {
  const potential = planPotential(id);
  return { ...tierBasics(id), features: [monthlyVideosLine(id), ...features], clientCapacity: potential.clientCapacity, revenuePotential: `${potential.monthly} / month`, roiLabel: potential.roiLabel, popular };
};
export const TIERS: readonly Tier[] = [
  tier('pro', [`All ${styleCount} styles`, PLAN_FEATURE_COPY['commercial-license']], false),
  tier('business', [PLAN_FEATURE_COPY['clean-exports'], seatsLabel(PLANS.business.seats)], true),
  tier('enterprise', [PLAN_FEATURE_COPY['api-access'], seatsLabel(PLANS.enterprise.seats)], false),
];

// Tool unlock grid: yearly values 4200 + 1800 + 2400 + 1200 + 1500 + 900 = the $12,000 package.
export type Tool = { name: string; description: string; yearlyValue: number };
export const TOOLS_COPY = {
  heading: 'Unlock your $12,000 toolkit',
  autoReveal: 'Auto-Reveal All',
  reset: 'Reset Preview',
  unlocked: (count: number, total: number) => `${count} of ${total} tools unlocked`,
  locked: 'Locked: click to unlock',
  packageValue: '$12,000 per year',
} as const;
export const TOOLS: readonly Tool[] = [
  { name: 'AI Video Studio', description: 'Ad-ready video from one sentence', yearlyValue: 4200 },
  { name: 'Hook Generator', description: 'Openers that stop the scroll', yearlyValue: 1800 },
  { name: 'Script Templates', description: 'Proven ad frameworks, filled in for you', yearlyValue: 2400 },
  { name: 'Thumbnail Maker', description: 'Covers that earn the click', yearlyValue: 1200 },
  { name: 'Performance Tracker', description: 'See which ads pay off', yearlyValue: 1500 },
  { name: 'Voice Library', description: 'Voices for every brand', yearlyValue: 900 },
];

// Achievement preview: 6 cards, two already unlocked.
export type PreviewAchievement = {
  id: string;
  title: string;
  description: string;
  milestone: string;
  reward: string;
  progress: number;
  unlocked: boolean;
};
export const ACHIEVEMENTS_COPY = {
  heading: 'Achievements you can earn',
  intro: 'Click a locked card to preview it.',
  celebration: 'You have previewed every locked achievement. Start earning them for real!',
  unlocked: 'Unlocked',
  locked: 'Locked',
} as const;
/** What a milestone reads as, per metric: "7-day streak", "100 videos". */
const MILESTONE_UNITS: Partial<Record<AchievementMetric, [one: string, many: string]>> = {
  videos: ['video', 'videos'],
  views: ['view', 'views'],
  modules: ['module', 'modules'],
  certificates: ['certificate', 'certificates'],
  longestStreak: ['-day streak', '-day streak'],
};
const milestoneOf = ({ metric, threshold }: AchievementEntry) => {
  const [one, many] = MILESTONE_UNITS[metric] ?? [metric, metric];
  const unit = threshold === 1 ? one : many;
  return `${threshold.toLocaleString('en-US')}${unit.startsWith('-') ? '' : ' '}${unit}`;
};

/**
 * Six real achievements of the catalogue (name, description, milestone and credits as the server
 * awards them), with a sample creator's progress: two unlocked, four to preview (spec 2).
 */
const PREVIEW_PROGRESS = [
  { id: 'first-video', progress: 100, unlocked: true },
  { id: 'first-module', progress: 100, unlocked: true },
  { id: 'streak-7', progress: 43, unlocked: false },
  { id: 'first-certificate', progress: 60, unlocked: false },
  { id: 'views-1000', progress: 20, unlocked: false },
  { id: 'videos-100', progress: 12, unlocked: false },
] as const;
export const PREVIEW_ACHIEVEMENTS: readonly PreviewAchievement[] = PREVIEW_PROGRESS.map(({ id, progress, unlocked }) => {
  const achievement = ACHIEVEMENTS_BY_ID.get(id);
  if (!achievement) throw new Error(`no achievement ${id} in common/catalog/achievements.ts`);
  return { id, title: achievement.name, description: achievement.description, milestone: milestoneOf(achievement), reward: `+${achievement.creditsReward} credits`, progress, unlocked };
});

// Interactive roadmap: 5 stages.
export type RoadmapStage = { title: string; timeframe: string; description: string };
export const ROADMAP_COPY = { heading: 'Your roadmap, stage by stage', play: 'Play', pause: 'Pause', reset: 'Reset', next: 'Next Stage', visited: 'Visited' } as const;
export const ROADMAP_STAGES: readonly RoadmapStage[] = [
  { title: 'Learn', timeframe: 'Week 1', description: 'Finish Creative Intelligence and make your first ten ads.' },
  { title: 'Practise', timeframe: 'Weeks 2–3', description: 'Build a portfolio of sample ads in five styles.' },
  { title: 'Pitch', timeframe: 'Week 4', description: 'Offer three free samples to local businesses.' },
  { title: 'Deliver', timeframe: 'Month 2', description: 'Turn samples into monthly retainers.' },
  { title: 'Scale', timeframe: 'Months 3–6', description: 'Batch production and add clients without adding hours.' },
];

// 30-day revenue race.
export const REVENUE_RACE = { days: 30, manualPerDay: 400, manualCap: 12_000, aiPerDay: 5_000, aiCap: 150_000 } as const;
export const RACE_COPY = {
  heading: '30-day revenue race',
  start: 'Start Race',
  reset: 'Reset',
  manual: 'Manual editing',
  ai: 'With Reelwright',
  day: (day: number) => `Day ${day} of 30`,
  result: (difference: string) => `Reelwright finished ${difference} ahead.`,
} as const;

// Path chooser.
export type GrowthPath = {
  id: 'solo' | 'agency' | 'empire';
  title: string;
  subtitle: string;
  revenue: string;
  clients: string;
  timeline: string;
  tools: readonly string[];
  description: string;
};
export const PATHS_COPY = { heading: 'Choose your path', chooseAgain: 'Choose Different Path', start: 'Start This Journey', startHref: '/auth?mode=signup' } as const;
export const GROWTH_PATHS: readonly GrowthPath[] = [
  { id: 'solo', title: 'Solo Creator', subtitle: 'Your channel, your brand', revenue: '$5K–$15K / month', clients: '3–8 clients', timeline: '90 days', tools: ['AI Video Studio', 'Hook Generator'], description: 'Grow your own audience and sell ads on the side.' },
  { id: 'agency', title: 'Agency Builder', subtitle: 'Ads for local businesses', revenue: '$15K–$50K / month', clients: '10–30 clients', timeline: '6 months', tools: ['AI Video Studio', 'Script Templates', 'Performance Tracker'], description: 'Package video ads as monthly retainers.' },
  { id: 'empire', title: 'Media Empire', subtitle: 'A studio with a team', revenue: '$50K+ / month', clients: '30+ clients', timeline: '12 months', tools: ['Everything', 'API access', 'Unlimited seats'], description: 'Run several channels and a client roster with a team.' },
];

// Virality diagram: 5 nodes, one every 800 ms.
export const VIRALITY_COPY = {
  heading: 'How one video spreads',
  reveal: 'Reveal The Code',
  complete: 'Virality unlocked: 100% of the code revealed.',
  progress: (percent: number) => `${percent}% revealed`,
} as const;
export const VIRALITY_NODES: readonly string[] = ['Hook', 'Emotion', 'Share trigger', 'Algorithm boost', 'Viral loop'];

// Styles zoom: 2 % every 200 ms to 100 %, cycling through the 13 styles.
export const STYLES_ZOOM = { step: 2, max: 100 } as const;
export const STYLES_ZOOM_COPY = { heading: `${styleCount} visual styles, infinite looks`, start: 'Witness Infinity', reset: 'Reset', depth: (depth: number) => `Depth ${depth}%` } as const;

// Wealth slider 0–100: revenue $12K–$150K, clients 1–100, months 0–6.
export const WEALTH_SLIDER = { revenueMin: 12_000, revenueMax: 150_000, clientsMin: 1, clientsMax: 100, monthsMax: 6 } as const;
export const SLIDER_COPY = {
  heading: 'Slide to your ambition',
  label: 'Ambition level',
  atZero: 'Every empire starts at zero. Slide to see where yours could go.',
  between: 'Keep going: every notch adds clients and revenue.',
  atMax: 'Maximum ambition! This is the Media Empire path.',
  revenue: 'Monthly revenue',
  clients: 'Clients',
  months: 'Months to get there',
} as const;

// Tone dial.
export type Tone = { value: ToneId; label: string; angle: number; sample: string };
export const TONE_COPY = { heading: 'Turn the tone dial', label: 'Tone' } as const;
/** The dial's position (degrees) and sample line of each catalogue tone. */
const TONE_DIAL: Record<ToneId, { angle: number; sample: string }> = {
  rational: { angle: -60, sample: 'Cut your cleaning time in half. Three settings, one button, zero streaks. Try it for 30 days.' },
  curious: { angle: -20, sample: 'Why are 10,000 kitchens suddenly spotless? The answer fits in your hand.' },
  awed: { angle: 20, sample: 'Morning light. A spotless kitchen. This is what effortless feels like.' },
  hilarious: { angle: 60, sample: 'My mop filed for unemployment. Sorry, buddy: there is a new sheriff in town.' },
};
export const TONES: readonly Tone[] = TONE_IDS.map((id) => ({ value: id, label: TONE_CATALOG[id].label, ...TONE_DIAL[id] }));

// Workflow race: the spec's step durations.
export type WorkflowStep = { label: string; ms: number };
export const WORKFLOW_RACE_COPY = {
  heading: 'Manual workflow vs Reelwright',
  launch: 'Launch Race',
  replay: 'Reset & Replay',
  manual: 'Manual workflow',
  ai: 'Reelwright',
  aiComplete: 'Reelwright finished while the manual workflow is still working.',
  manualComplete: 'Race over: Reelwright needed 3 steps, the manual workflow 9.',
} as const;
export const MANUAL_WORKFLOW: readonly WorkflowStep[] = [
  { label: 'Brief', ms: 800 },
  { label: 'Script', ms: 1000 },
  { label: 'Storyboard', ms: 800 },
  { label: 'Casting', ms: 900 },
  { label: 'Shoot', ms: 1200 },
  { label: 'Edit', ms: 700 },
  { label: 'Sound', ms: 600 },
  { label: 'Review', ms: 900 },
  { label: 'Export', ms: 500 },
];
export const AI_WORKFLOW: readonly WorkflowStep[] = [
  { label: 'Describe', ms: 300 },
  { label: 'Generate', ms: 300 },
  { label: 'Export', ms: 400 },
];

// Live activity ticker: a random line every 4 s.
export const TICKER_LINES: readonly string[] = [
  'Maya in Austin just rendered a 30-second ad for a coffee shop',
  'Jonas in Berlin finished Creative Intelligence',
  'Priya in Toronto landed her third client this month',
  'Leo in Lisbon made 12 videos in one afternoon',
  'Aisha in Dubai switched to the Business plan',
  'Tom in Leeds earned the On a Roll achievement',
  'Camila in Bogotá sold a video for $150',
];
