// The seven core learning modules (clarifications, "Names and routes"), keyed by id, in order.
// Each owns one studio route. Whether a module can be started is decided by its lesson files
// (content/learning/<id>/, ADR 019); `status` is only the landing page's promotional claim.
// `hours` is what the content asks for (ADR 045): reading time at 200 words a minute plus each
// practice task's stated minutes, rounded to the hour; content.test.ts recomputes it from the files.
// Descriptions and skills are promotional copy and live with the client's content.

export const DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced', 'Expert'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];
export type ModuleStatus = 'available' | 'coming-soon';

export type CurriculumModuleEntry = {
  id: string;
  /** Its place in the curriculum, 1 to 7 ("Module 1"). */
  number: number;
  title: string;
  route: string;
  hours: number;
  difficulty: Difficulty;
  status: ModuleStatus;
};

export const CURRICULUM_MODULES = {
  'creative-intelligence': {
    id: 'creative-intelligence',
    number: 1,
    title: 'Creative Intelligence',
    route: '/cosmic-engine',
    hours: 2,
    difficulty: 'Beginner',
    status: 'available',
  },
  'cosmic-entertainment': {
    id: 'cosmic-entertainment',
    number: 2,
    title: 'Cosmic Entertainment',
    route: '/cosmic-entertainment',
    hours: 2,
    difficulty: 'Intermediate',
    status: 'available',
  },
  'skit-studio': { id: 'skit-studio', number: 3, title: 'Skit Studio', route: '/skit-studio', hours: 2, difficulty: 'Intermediate', status: 'available' },
  'temporal-engine': {
    id: 'temporal-engine',
    number: 4,
    title: 'Temporal Engine',
    route: '/temporal-engine',
    hours: 2,
    difficulty: 'Advanced',
    status: 'available',
  },
  'omni-topical': { id: 'omni-topical', number: 5, title: 'Omni-Topical', route: '/omni-topical', hours: 1, difficulty: 'Intermediate', status: 'available' },
  'neuro-motivation': {
    id: 'neuro-motivation',
    number: 6,
    title: 'Neuro-Motivation',
    route: '/neuro-motivation',
    hours: 2,
    difficulty: 'Expert',
    status: 'available',
  },
  'creative-council': {
    id: 'creative-council',
    number: 7,
    title: 'Creative Council',
    route: '/creative-council',
    hours: 2,
    difficulty: 'Advanced',
    status: 'available',
  },
} as const satisfies Record<string, CurriculumModuleEntry>;

export type CurriculumModuleId = keyof typeof CURRICULUM_MODULES;
export const CURRICULUM_MODULE_IDS = Object.keys(CURRICULUM_MODULES) as [CurriculumModuleId, ...CurriculumModuleId[]];
export const CURRICULUM_MODULE_LIST = CURRICULUM_MODULE_IDS.map((id) => CURRICULUM_MODULES[id]);

/** The guided lessons and practice of all seven modules together (13 hours; ADR 045). */
export const CURRICULUM_TOTAL_HOURS = CURRICULUM_MODULE_LIST.reduce((sum, module) => sum + module.hours, 0);

/**
 * The program certificate, issued once all seven modules are certified (issue 30): its own
 * credential and verification page. Its hours are the seven modules' hours as certified.
 */
export const CERTIFIED_CREATOR_PROGRAM = { id: 'certified-creator', title: 'Reelwright Certified Creator' } as const;
