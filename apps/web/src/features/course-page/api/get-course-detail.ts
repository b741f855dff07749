import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CourseDetail } from '@shop/contract/catalog/course-detail';
import { api, lazyRoute } from '../../../lib/api-client';

const courseDetailRoute = lazyRoute(
  () => import('@shop/contract/catalog/course-detail'),
  'courseDetailRoute',
);

/** Courses whose view this page load already counted; later fetches (sign-in, retries) ask with flag 0. */
const countedViews = new Set<number>();

/** The server counts each page it renders; there every fetch is a page load of its own. */
const inBrowser = typeof window !== 'undefined';

/** The courses the server fetched for this page: it counted their views. */
export const markCourseViewsCounted = (queryClient: QueryClient) => {
  for (const query of queryClient.getQueryCache().findAll({ queryKey: ['course-page', 'detail'] })) {
    const id = query.queryKey[2];
    if (typeof id === 'number') countedViews.add(id);
  }
};

/** The course as its page shows it to this viewer; the first fetch of a page load counts a view (flag 1). */
export const getCourseDetail = async (
  id: number,
  signal?: AbortSignal,
  preview = false,
): Promise<CourseDetail> => {
  const flag = inBrowser && countedViews.has(id) ? '0' : '1';
  const answer = await api.call(courseDetailRoute, {
    params: { id: String(id), flag },
    // An administrator's preview also shows a course that is not published yet.
    query: preview ? { preview: '1' } : {},
    ...(signal ? { signal } : {}),
  });
  if (inBrowser) countedViews.add(id);
  return answer.data;
};

export const courseDetailQueryOptions = (id: number, preview = false) =>
  queryOptions({
    queryKey: preview ? ['course-page', 'detail', id, 'preview'] : ['course-page', 'detail', id],
    queryFn: ({ signal }) => getCourseDetail(id, signal, preview),
  });

/** `id` null (an address without a course id) fetches nothing. */
export const useCourseDetail = (id: number | null, preview = false) =>
  useQuery({ ...courseDetailQueryOptions(id ?? 0, preview), enabled: id !== null });
