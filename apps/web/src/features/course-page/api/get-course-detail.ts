import { queryOptions, useQuery } from '@tanstack/react-query';
import { courseDetailRoute, type CourseDetail } from '@shop/contract/catalog/course-detail';
import { api } from '../../../lib/api-client';

/** Courses whose view this page load already counted; later fetches (sign-in, retries) ask with flag 0. */
const countedViews = new Set<number>();

/** The course as its page shows it to this viewer; the first fetch of a page load counts a view (flag 1). */
export const getCourseDetail = async (id: number, signal?: AbortSignal): Promise<CourseDetail> => {
  const flag = countedViews.has(id) ? '0' : '1';
  const answer = await api.call(courseDetailRoute, {
    params: { id: String(id), flag },
    ...(signal ? { signal } : {}),
  });
  countedViews.add(id);
  return answer.data;
};

export const courseDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['course-page', 'detail', id],
    queryFn: ({ signal }) => getCourseDetail(id, signal),
  });

/** `id` null (an address without a course id) fetches nothing. */
export const useCourseDetail = (id: number | null) =>
  useQuery({ ...courseDetailQueryOptions(id ?? 0), enabled: id !== null });
