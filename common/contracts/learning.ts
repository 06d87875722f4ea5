import { CERTIFIED_CREATOR_PROGRAM, CURRICULUM_MODULE_IDS, DIFFICULTIES } from '../catalog/curriculum';
import { z } from 'zod';

/** A quiz passes at 80% (issue 14). */
export const QUIZ_PASS_PERCENT = 80;
/** Each attempt draws this many questions from the module's bank (at least QUIZ_BANK_MIN questions, issue 30). */
export const QUIZ_QUESTIONS_PER_ATTEMPT = 10;
export const QUIZ_BANK_MIN = 20;

/**
 * Honest effort (ADR 045): a lesson's reading time is its words at this pace (instructional text
 * read to be applied, a little under the ~238 wpm adults read non-fiction silently), and a module's
 * hours are its reading time plus each practice task's stated minutes, rounded to the hour.
 */
export const READING_WORDS_PER_MINUTE = 200;
/** A lesson can be marked read once this share of its reading time has passed since it was first opened. */
export const READ_GATE_SHARE = 0.5;

export const LEARNING_MESSAGES = {
  comingSoon: (title: string) => `${title} is coming soon: its lessons are not published yet, so it cannot be started.`,
  unknownLesson: 'There is no such lesson in this module.',
  quizNotReady: 'This module has no quiz yet.',
  attemptSubmitted: 'This quiz attempt was already submitted. Start a new attempt to try again.',
  certificateNotFound: 'No certificate has this id.',
  certificateRemoved: 'This certificate was removed: its holder deleted their account.',
  readTooSoon: (readingMinutes: number, availableAt: string) =>
    `This lesson takes about ${readingMinutes} min to read. You can mark it read from ${availableAt} (half its reading time after you opened it).`,
  lessonNotOpened: 'Open the lesson before marking it read.',
  unanswered: (number: number, prompt: string) => `Answer question ${number} before submitting: "${prompt}"`,
} as const;

/** What a certificate attests, on every page and PDF that shows one. */
export const CERTIFICATE_ATTESTATION =
  'This certificate attests that the holder completed a self-paced learning module of Reelwright, including its lessons, practice tasks and quiz. It is not an accredited qualification.';

export const moduleIdSchema = z.enum(CURRICULUM_MODULE_IDS);
/** A certificate's public id: 128 random bits as 32 lower-case hex digits. */
export const certificateIdSchema = z.string().regex(/^[0-9a-f]{32}$/);

export const moduleParamsSchema = z.object({ moduleId: moduleIdSchema });
/** The lesson id is only shape-checked here: the service answers 400 for a lesson the module does not have. */
export const lessonParamsSchema = z.object({ moduleId: moduleIdSchema, lessonId: z.string().min(1).max(200) });
export const attemptParamsSchema = z.object({ attemptId: z.uuid() });
/** Any string: an id that is not a certificate's shape is "not found", never a validation error or a 500. */
export const certificateParamsSchema = z.object({ certificateId: z.string().max(200) });
/** GET /verify/{id} (the page): any id gets the page; only a certificate's gets its details in the head. */
export const verificationPageParamsSchema = z.object({ hash: z.string().max(300) });

export const moduleStatusSchema = z.enum(['available', 'coming-soon']);

/** Where "continue where you left off" leads. */
export const nextStepSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('lesson'), lessonId: z.string(), title: z.string() }),
  z.object({ kind: z.literal('task'), lessonId: z.string(), title: z.string() }),
  z.object({ kind: z.literal('quiz') }),
  z.object({ kind: z.literal('certificate'), certificateId: z.string() }),
]);
export type NextStep = z.infer<typeof nextStepSchema>;

export const moduleSummarySchema = z.object({
  id: moduleIdSchema,
  number: z.number().int(),
  title: z.string(),
  route: z.string(),
  hours: z.number().int(),
  /** What the hours are made of (ADR 045): the lessons' reading time and the practice tasks' stated time. */
  readingMinutes: z.number().int(),
  practiceMinutes: z.number().int(),
  difficulty: z.enum(DIFFICULTIES),
  status: moduleStatusSchema,
  lessonCount: z.number().int(),
  lessonsRead: z.number().int(),
  taskCount: z.number().int(),
  tasksDone: z.number().int(),
  quizPassed: z.boolean(),
  /** Lessons, tasks and the quiz together, 0–100. */
  progressPercent: z.number().int().min(0).max(100),
  completed: z.boolean(),
  nextStep: nextStepSchema.nullable(),
});
export type ModuleSummary = z.infer<typeof moduleSummarySchema>;
export const modulesResponseSchema = z.object({ modules: z.array(moduleSummarySchema) });

export const practiceTaskSchema = z.object({
  id: z.string(),
  title: z.string(),
  instructions: z.string(),
  /** The task's stated time, counted in the module's hours. */
  minutes: z.number().int(),
  /** The screen where it is done (the video maker, the library or the module's own engine). */
  where: z.string(),
  done: z.boolean(),
  doneAt: z.iso.datetime().nullable(),
});

export const lessonSummarySchema = z.object({
  id: z.string(),
  number: z.number().int(),
  title: z.string(),
  summary: z.string(),
  /** Reading time at READING_WORDS_PER_MINUTE. */
  minutes: z.number().int(),
  read: z.boolean(),
  task: practiceTaskSchema.nullable(),
});
export type LessonSummary = z.infer<typeof lessonSummarySchema>;

export const moduleDetailSchema = moduleSummarySchema.extend({
  lessons: z.array(lessonSummarySchema),
  quiz: z
    .object({ questionCount: z.number().int(), passPercent: z.number().int(), bestScorePercent: z.number().int().nullable(), attempts: z.number().int() })
    .nullable(),
  certificateId: z.string().nullable(),
});
export type ModuleDetail = z.infer<typeof moduleDetailSchema>;

export const lessonResponseSchema = z.object({
  moduleId: moduleIdSchema,
  lesson: lessonSummarySchema.extend({
    /** Rendered from the lesson's Markdown on the server with raw HTML disabled: safe to insert. */
    html: z.string(),
    /** When the server will accept "mark as read" (first opened + half the reading time); null once read. */
    readableAt: z.iso.datetime().nullable(),
  }),
  previousLessonId: z.string().nullable(),
  nextLessonId: z.string().nullable(),
});
export type LessonResponse = z.infer<typeof lessonResponseSchema>;

export const markReadResponseSchema = z.object({ read: z.literal(true), moduleCompleted: z.boolean() });

/** A quiz attempt as served: the questions in this attempt's order, never their answers. */
export const quizAttemptSchema = z.object({
  attemptId: z.uuid(),
  moduleId: moduleIdSchema,
  passPercent: z.number().int(),
  questions: z.array(z.object({ id: z.string(), prompt: z.string(), options: z.array(z.string()) })),
});
export type QuizAttempt = z.infer<typeof quizAttemptSchema>;

export const quizSubmissionSchema = z.object({
  answers: z.array(z.object({ questionId: z.string().max(100), optionIndex: z.number().int().min(0).max(20) })).max(100),
});
export type QuizSubmission = z.infer<typeof quizSubmissionSchema>;

export const quizResultSchema = z.object({
  attemptId: z.uuid(),
  scorePercent: z.number().int().min(0).max(100),
  passed: z.boolean(),
  passPercent: z.number().int(),
  /** Which questions were right, each with its explanation (a retry draws a fresh set from the bank). */
  results: z.array(z.object({ questionId: z.string(), correct: z.boolean(), explanation: z.string() })),
  certificateId: z.string().nullable(),
  /** What the certificate still needs after this attempt (empty once issued). */
  missing: z.object({
    lessons: z.array(z.object({ lessonId: z.string(), title: z.string() })),
    tasks: z.array(z.object({ lessonId: z.string(), taskId: z.string(), title: z.string(), where: z.string() })),
  }),
});
export type QuizResult = z.infer<typeof quizResultSchema>;

/** A module's certificate, or the program's (all seven modules: Reelwright Certified Creator). */
export const certificateKindSchema = z.enum(['module', 'program']);
export const certificateSchema = z.object({
  id: z.string(),
  kind: certificateKindSchema,
  /** The module's id, or the program's for a program certificate. */
  moduleId: z.union([moduleIdSchema, z.literal(CERTIFIED_CREATOR_PROGRAM.id)]),
  moduleTitle: z.string(),
  holderName: z.string(),
  hours: z.number().int(),
  issuedAt: z.iso.datetime(),
  issuer: z.string(),
  verificationUrl: z.string(),
  revokedAt: z.iso.datetime().nullable(),
  revokedReason: z.string().nullable(),
});
export type Certificate = z.infer<typeof certificateSchema>;
export const certificatesResponseSchema = z.object({ certificates: z.array(certificateSchema) });

/** The public answer of `/api/public/certificates/{id}` (and the page `/verify/{id}`). */
export const verificationSchema = z.object({
  status: z.enum(['valid', 'revoked']),
  certificate: certificateSchema.omit({ revokedAt: true, revokedReason: true }),
  revokedAt: z.iso.datetime().nullable(),
  revokedReason: z.string().nullable(),
  attestation: z.string(),
  /** Where the issuer's public keys are (JWKS), to check the signed credential offline. */
  jwksUrl: z.string(),
  /** The W3C Bitstring Status List entry any verifier checks: the list credential's URL and this certificate's bit in it. */
  credentialStatus: z.object({ statusListCredential: z.string(), statusListIndex: z.string(), statusPurpose: z.literal('revocation') }),
});
export type Verification = z.infer<typeof verificationSchema>;

/** The Open Badges 3.0 credential download: the signed JWT-VC and its decoded payload. */
export const credentialDownloadSchema = z.object({ format: z.literal('jwt_vc_json'), jwt: z.string(), credential: z.record(z.string(), z.unknown()) });

export const revokeRequestSchema = z.object({ reason: z.string().trim().min(3, 'Give a reason of at least 3 characters').max(500) });
/** Undoing a revocation asks for a reason too: both are audit rows. */
export const reinstateRequestSchema = revokeRequestSchema.extend({});
export const statusChangeSchema = z.object({
  action: z.enum(['revoked', 'reinstated']),
  reason: z.string(),
  adminId: z.string().nullable(),
  changedAt: z.iso.datetime(),
});
export const statusChangesResponseSchema = z.object({ changes: z.array(statusChangeSchema) });
// status_list_index is a PostgreSQL integer: lists past 2^31 / 131,072 bits cannot exist
export const statusListParamsSchema = z.object({ list: z.coerce.number().int().min(0).max(16_383) });
export const credentialKeyParamsSchema = z.object({ kid: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });
export const adminCertificatesResponseSchema = z.object({ certificates: z.array(certificateSchema.extend({ holderEmail: z.string() })) });
export type AdminCertificate = z.infer<typeof adminCertificatesResponseSchema>['certificates'][number];

/** A Business (or larger) team's member, their progress in the seven modules and their certificates, as their owner sees them. */
export const teamLearnerSchema = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  modules: z.array(
    moduleSummarySchema.pick({
      id: true,
      number: true,
      title: true,
      status: true,
      progressPercent: true,
      completed: true,
      lessonsRead: true,
      lessonCount: true,
      tasksDone: true,
      taskCount: true,
      quizPassed: true,
    }),
  ),
  certificates: z.array(certificateSchema),
});
export type TeamLearner = z.infer<typeof teamLearnerSchema>;
export const teamLearnersResponseSchema = z.object({ members: z.array(teamLearnerSchema) });
export const teamMemberParamsSchema = z.object({ userId: z.uuid() });
export const teamCertificateParamsSchema = teamMemberParamsSchema.extend({ certificateId: z.string().max(200) });

/** Test-only (LEARNING_TEST_CLOCK): how far to move the caller's lesson-open times back. */
export const rewindRequestSchema = z.object({
  minutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
});
