import { z } from 'zod';
import { MAX_INT } from './input-fields';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './page-sizes';

// The sizes live apart from the schemas, so a page can offer them without building any schema.
export { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, PAGE_SIZES } from './page-sizes';

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
