import { queryOptions, useQuery } from '@tanstack/react-query';
import { homeworkRoute } from '@shop/contract/learning/homework';
import { api } from '../../../lib/api-client';

export const getHomework = async (lectureId: number, signal?: AbortSignal) =>
  (await api.call(homeworkRoute, { params: { lectureId }, ...(signal ? { signal } : {}) })).data;

export const homeworkQueryOptions = (lectureId: number) =>
  queryOptions({
    queryKey: ['learning', 'homework', lectureId],
    queryFn: ({ signal }) => getHomework(lectureId, signal),
  });

/** A lecture's homework task and the student's submissions with their marks. */
export const useHomework = (lectureId: number) => useQuery(homeworkQueryOptions(lectureId));
