// Type-only: the contract's zod schemas stay out of the pricing chunk.
import type { CaseStudy } from '@common/contracts/case-studies';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-json';

/** GET /api/case-studies: up to six published case studies. */
export const listCaseStudies = () => apiJson<CaseStudy[]>('GET', '/api/case-studies');

export const caseStudiesQueryOptions = () => queryOptions({ queryKey: ['/api/case-studies'], queryFn: listCaseStudies });

export function useCaseStudies() {
  return useQuery(caseStudiesQueryOptions());
}
