import { z } from 'zod';
import { MAX_INT } from './input-fields';

/** Page sizes the list pages offer (spec 2 section 9); 10 is the default. */
export const PAGE_SIZES = [10, 20, 30, 40] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(MAX_INT).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

/** Page and page size inside a JSON body, where they arrive as numbers and are never coerced. */
export const paginationBodySchema = z.object({
  page: z.number().int().min(1).max(MAX_INT).default(1),
  limit: z.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

export const paginatedMetaSchema = z.object({
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
});
