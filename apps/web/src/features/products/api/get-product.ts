import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CourseDetail } from '@shop/contract/catalog/course-detail';
import { api, lazyRoute } from '../../../lib/api-client';

const productDetailRoute = lazyRoute(
  () => import('@shop/contract/catalog/course-detail'),
  'productDetailRoute',
);

/** Products whose view this page load already counted; refetches ask with flag 0. */
const countedViews = new Set<number>();

/** The server counts each page it renders; there every fetch is a page load of its own. */
const inBrowser = typeof window !== 'undefined';

/** The products the server fetched for this page: it counted their views. */
export const markProductViewsCounted = (queryClient: QueryClient) => {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: ['products', 'detail'] })) {
    const id = query.queryKey[2];
    if (typeof id === 'number') countedViews.add(id);
  }
};

/** A product as its page shows it (GET /public/products/{id}/{flag}); the first fetch counts a view. */
export const getProduct = async (
  id: number,
  signal?: AbortSignal,
  preview = false,
): Promise<CourseDetail> => {
  const flag = inBrowser && countedViews.has(id) ? '0' : '1';
  const answer = await api.call(productDetailRoute, {
    params: { id: String(id), flag },
    // An administrator's preview also shows a course that is not published yet.
    query: preview ? { preview: '1' } : {},
    ...(signal ? { signal } : {}),
  });
  if (inBrowser) countedViews.add(id);
  return answer.data;
};

export const productQueryOptions = (id: number, preview = false) =>
  queryOptions({
    queryKey: preview ? ['products', 'detail', id, 'preview'] : ['products', 'detail', id],
    queryFn: ({ signal }) => getProduct(id, signal, preview),
  });

export const useProduct = (id: number | null, preview = false) =>
  useQuery({ ...productQueryOptions(id ?? 0, preview), enabled: id !== null });
