import { ApiError } from '@shop/contract/http/api-client';

export type PageStatus = 'loading' | 'not-found' | 'error' | 'ready';

type QueryState = { isPending: boolean; isError: boolean; error: unknown };

/** A detail page's state: an unknown (or refused) item is "not found", other failures are errors. */
export const pageStatus = (id: number | null, detail: QueryState, others: QueryState[] = []): PageStatus => {
  if (id === null) return 'not-found';
  if (detail.isError) {
    const isMissing =
      detail.error instanceof ApiError && (detail.error.status === 404 || detail.error.status === 400);
    return isMissing ? 'not-found' : 'error';
  }
  if (others.some((query) => query.isError)) return 'error';
  if (detail.isPending || others.some((query) => query.isPending)) return 'loading';
  return 'ready';
};
