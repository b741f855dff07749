import { queryOptions, useQuery } from '@tanstack/react-query';
import { countdownRoute } from '@shop/contract/orders/countdown';
import { api } from '../../../lib/api-client';

export const getCountdown = async (courseId: number, signal?: AbortSignal) =>
  (await api.call(countdownRoute, { params: { courseId }, ...(signal ? { signal } : {}) })).data;

export const countdownQueryOptions = (courseId: number) =>
  queryOptions({
    queryKey: ['learning', 'countdown', courseId],
    queryFn: ({ signal }) => getCountdown(courseId, signal),
  });

/** The student's enrolments in the course with the access each still gives (`remaining_ms`, -1 unlimited). */
export const useCountdown = (courseId: number) => useQuery(countdownQueryOptions(courseId));
