import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { caseStudies } from '../../db/schema/index';

export async function listCaseStudies(db: Executor) {
  return db
    .select({
      id: caseStudies.id,
      clientName: caseStudies.clientName,
      industry: caseStudies.industry,
      revenue: caseStudies.revenue,
      challenge: caseStudies.challenge,
      results: caseStudies.results,
      testimonial: caseStudies.testimonial,
      videoCount: caseStudies.videoCount,
      timeframe: caseStudies.timeframe,
    })
    .from(caseStudies)
    .orderBy(asc(caseStudies.position), asc(caseStudies.createdAt));
}
