import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { listCommentsRoute } from '@shop/contract/catalog/comments';
import { api } from '../../../lib/api-client';

export const listComments = (courseId: number, page: number, signal?: AbortSignal) =>
  api.call(listCommentsRoute, { params: { id: courseId }, query: { page }, ...(signal ? { signal } : {}) });

export const commentsQueryKey = (courseId: number) => ['course-page', 'comments', courseId] as const;

export const commentsQueryOptions = (courseId: number) =>
  infiniteQueryOptions({
    queryKey: commentsQueryKey(courseId),
    queryFn: ({ pageParam, signal }) => listComments(courseId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.data.length, 0);
      return loaded < last.total && last.data.length > 0 ? pages.length + 1 : undefined;
    },
  });

/** Questions and comments of a course, newest first, a page at a time. */
export const useComments = (courseId: number) => useInfiniteQuery(commentsQueryOptions(courseId));
