import { queryOptions, useQuery } from '@tanstack/react-query';
import { quizRoute } from '@shop/contract/learning/quiz';
import { api } from '../../../lib/api-client';

export const getQuiz = async (lectureId: number, signal?: AbortSignal) =>
  (await api.call(quizRoute, { params: { lectureId }, ...(signal ? { signal } : {}) })).data;

export const quizQueryOptions = (lectureId: number) =>
  queryOptions({
    queryKey: ['learning', 'quiz', lectureId],
    queryFn: ({ signal }) => getQuiz(lectureId, signal),
  });

/** A quiz's questions and choices (never which are right) and the student's attempts. */
export const useQuiz = (lectureId: number) => useQuery(quizQueryOptions(lectureId));
