// The seven core learning modules of the clarifications, in order, with their studio routes. Titles,
// routes, hours, difficulty and status are the catalogue's (common/catalog/curriculum.ts); the
// promotional description and skills of each module are here.
import { CURRICULUM_MODULE_LIST, type CurriculumModuleId, type Difficulty, type ModuleStatus } from '@common/catalog/curriculum';

export type CurriculumModule = {
  id: number;
  title: string;
  description: string;
  skills: readonly string[];
  hours: number;
  difficulty: Difficulty;
  status: ModuleStatus;
  route: string;
};

const MODULE_COPY: Record<CurriculumModuleId, { description: string; skills: readonly string[] }> = {
  'creative-intelligence': {
    description: 'Turn a one-line product description into a hook, a script and a finished ad.',
    skills: ['Hooks that stop the scroll', 'Prompting for video', 'Picking a visual style'],
  },
  'cosmic-entertainment': {
    description: 'Story-driven entertainment shorts that people share.',
    skills: ['Three-act shorts', 'Characters', 'Pacing'],
  },
  'skit-studio': {
    description: 'Multi-character comedy skits for brands.',
    skills: ['Comic timing', 'Dialogue', 'Casting voices'],
  },
  'temporal-engine': {
    description: 'Series and content calendars that keep an audience coming back.',
    skills: ['Series formats', 'Content calendars', 'Batch production'],
  },
  'omni-topical': {
    description: 'Trend and topic angles for any niche.',
    skills: ['Trend spotting', 'Niche angles', 'Fast turnarounds'],
  },
  'neuro-motivation': {
    description: 'The psychology of persuasion and motivation, used honestly.',
    skills: ['Persuasion principles', 'Emotional arcs', 'Calls to action'],
  },
  'creative-council': {
    description: 'A panel of AI personas that critiques your concept before you render it.',
    skills: ['Structured critique', 'Audience personas', 'Iterating on feedback'],
  },
};

export const CURRICULUM: readonly CurriculumModule[] = CURRICULUM_MODULE_LIST.map((module) => ({
  id: module.number,
  title: module.title,
  ...MODULE_COPY[module.id],
  hours: module.hours,
  difficulty: module.difficulty,
  status: module.status,
  route: module.route,
}));

export const CURRICULUM_COPY = {
  heading: 'Seven modules from first prompt to full studio',
  intro: 'All seven modules are open: short lessons, practice in the studio, a quiz and a certificate each. Hours count the reading and the practice tasks.',
  startLearning: 'Start Learning',
  comingSoon: 'Coming Soon',
  hoursLabel: (hours: number) => `${hours} hour${hours === 1 ? '' : 's'}`,
  totalLabel: (hours: number) => `${hours} hours of lessons and practice`,
} as const;
