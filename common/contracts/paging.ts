import { z } from 'zod';

/** A page number in a list's query: the first page when left out. */
export const pageQuerySchema = z.coerce.number().int().min(1).max(100_000).default(1);

/** What a paged list answers beside its items: how many match, which page this is, and how many a page holds. */
export const pageFields = { total: z.number().int(), page: z.number().int(), pageSize: z.number().int() };
