import { z } from 'zod';
import { lineTextSchema } from '../http/input-fields';

/** Page sizes the back office's tables offer; 20 is the default. */
export const ADMIN_PAGE_SIZES = [10, 20, 50, 100] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 20;

/**
 * The query of every back-office list (`GET /api/admin/<resource>`): `page`, `pageSize`, `sort`
 * (a field, or `-field` for descending), `keyword`, and the list's own filters.
 */
export const adminListQuerySchema = <const S extends string, F extends z.ZodRawShape>(
  sortFields: readonly [S, ...S[]],
  filters: F,
) =>
  z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce
      .number()
      .int()
      .min(1)
      .max(Math.max(...ADMIN_PAGE_SIZES))
      .default(ADMIN_DEFAULT_PAGE_SIZE),
    sort: z.enum([...sortFields, ...sortFields.map((field) => `-${field}`)]).optional(),
    keyword: lineTextSchema.trim().max(200).optional(),
    ...filters,
  });

/** The answer of every back-office list: one page of rows and how many match in all. */
export const adminListResponseSchema = <T extends z.ZodType>(row: T) =>
  z.object({ success: z.literal(true), data: z.array(row), total: z.number().int().min(0) });

/** A sort value split into its field and direction. */
export const parseAdminSort = <S extends string>(
  sort: S | `-${S}` | undefined,
  fallback: { field: S; descending: boolean },
): { field: S; descending: boolean } => {
  if (sort === undefined) return fallback;
  return sort.startsWith('-')
    ? { field: sort.slice(1) as S, descending: true }
    : { field: sort as S, descending: false };
};

/** A date filter of a list (`from`, `to`: days as YYYY-MM-DD in Asia/Bangkok). */
export const adminDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD');
