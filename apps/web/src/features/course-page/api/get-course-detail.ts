import { queryOptions, useQuery } from '@tanstack/react-query';
import { courseDetailRoute, type CourseDetail } from '@shop/contract/catalog/course-detail';
import { api } from '../../../lib/api-client';

/** Courses whose view this page load already counted; later fetches (sign-in, retries) ask with flag 0. */
const countedViews = new Set<number>();

/** The course as its page shows it to this viewer; the first fetch of a page load counts a view (flag 1). */
export const getCourseDetail = async (
  id: number,
  signal?: AbortSignal,
  preview = false,
): Promise<CourseDetail> => {
  const flag = countedViews.has(id) ? '0' : '1';
  const answer = await api.call(courseDetailRoute, {
    params: { id: String(id), flag },
    // An administrator's preview also shows a course that is not published yet.
    query: preview ? { preview: '1' } : {},
    ...(signal ? { signal } : {}),
  });
  countedViews.add(id);
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
