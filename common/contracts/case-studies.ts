import { z } from 'zod';

/** One case study (spec section 3); revenue is whole dollars. */
export const caseStudySchema = z.object({
  id: z.string(),
  clientName: z.string(),
  industry: z.string(),
  revenue: z.number().int().nonnegative(),
  challenge: z.string(),
  results: z.array(z.object({ metric: z.string(), value: z.string(), improvement: z.string() })),
  testimonial: z.string(),
  videoCount: z.number().int().nonnegative(),
  timeframe: z.string(),
});

/** GET /api/case-studies: every published case study in display order; the pricing page shows the first six. */
export const caseStudiesResponseSchema = z.array(caseStudySchema);

export type CaseStudy = z.infer<typeof caseStudySchema>;
