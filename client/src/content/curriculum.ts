// The seven core learning modules of the clarifications, in order, with their studio routes.

export type Difficulty = 'Beginner' | 'Intermediate' | 'Advanced' | 'Expert';

export type CurriculumModule = {
  id: number;
  title: string;
  description: string;
  skills: readonly string[];
  hours: number;
  difficulty: Difficulty;
  status: 'available' | 'coming-soon';
  route: string;
};

export const CURRICULUM: readonly CurriculumModule[] = [
  {
    id: 1,
    title: 'Creative Intelligence',
    description: 'Turn a one-line product description into a hook, a script and a finished ad.',
    skills: ['Hooks that stop the scroll', 'Prompting for video', 'Picking a visual style'],
    hours: 8,
    difficulty: 'Beginner',
    status: 'available',
    route: '/cosmic-engine',
  },
  {
    id: 2,
    title: 'Cosmic Entertainment',
    description: 'Story-driven entertainment shorts that people share.',
    skills: ['Three-act shorts', 'Characters', 'Pacing'],
    hours: 10,
    difficulty: 'Intermediate',
    status: 'coming-soon',
    route: '/cosmic-entertainment',
  },
  {
    id: 3,
    title: 'Skit Studio',
    description: 'Multi-character comedy skits for brands.',
    skills: ['Comic timing', 'Dialogue', 'Casting voices'],
    hours: 12,
    difficulty: 'Intermediate',
    status: 'coming-soon',
    route: '/skit-studio',
  },
  {
    id: 4,
    title: 'Temporal Engine',
    description: 'Series and content calendars that keep an audience coming back.',
    skills: ['Series formats', 'Content calendars', 'Batch production'],
    hours: 10,
    difficulty: 'Advanced',
    status: 'coming-soon',
    route: '/temporal-engine',
  },
  {
    id: 5,
    title: 'Omni-Topical',
    description: 'Trend and topic angles for any niche.',
    skills: ['Trend spotting', 'Niche angles', 'Fast turnarounds'],
    hours: 9,
    difficulty: 'Intermediate',
    status: 'coming-soon',
    route: '/omni-topical',
  },
  {
    id: 6,
    title: 'Neuro-Motivation',
    description: 'The psychology of persuasion and motivation, used honestly.',
    skills: ['Persuasion principles', 'Emotional arcs', 'Calls to action'],
    hours: 14,
    difficulty: 'Expert',
    status: 'coming-soon',
    route: '/neuro-motivation',
  },
  {
    id: 7,
    title: 'Creative Council',
    description: 'A panel of AI personas that critiques your concept before you render it.',
    skills: ['Structured critique', 'Audience personas', 'Iterating on feedback'],
    hours: 8,
    difficulty: 'Advanced',
    status: 'coming-soon',
    route: '/creative-council',
  },
];

export const CURRICULUM_COPY = {
  heading: 'Seven modules from first prompt to full studio',
  intro: 'Start with module 1 today; the next modules open as their lessons are published.',
  startLearning: 'Start Learning',
  comingSoon: 'Coming Soon',
  hoursLabel: (hours: number) => `${hours} hours`,
  totalLabel: (hours: number) => `${hours} hours of guided lessons`,
} as const;
