import { useMutation, useQueryClient } from '@tanstack/react-query';
import { quizAttemptRoute } from '@shop/contract/learning/quiz';
import { api } from '../../../lib/api-client';
import type { QuizAnswers } from '../lib/quiz-answers';
import { courseProgressKey } from './get-course-progress';
import { playlistQueryOptions } from './get-playlist';
import { quizQueryOptions } from './get-quiz';
import { myCoursesQueryOptions } from './list-my-courses';

export const submitQuiz = (lectureId: number, answers: QuizAnswers) =>
  api.call(quizAttemptRoute, { params: { lectureId }, body: { answers } });

/**
 * Answers a quiz; it is scored at once. A pass may unlock the lectures after it and a failure may
 * send some back to the start, so the attempts, the progress and the playlist are read again.
 */
export const useSubmitQuiz = ({ userId, courseId }: { userId: number; courseId: number }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lectureId, answers }: { lectureId: number; answers: QuizAnswers }) =>
      submitQuiz(lectureId, answers),
    onSuccess: (_answer, { lectureId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: quizQueryOptions(lectureId).queryKey }),
        queryClient.invalidateQueries({ queryKey: courseProgressKey(userId, courseId) }),
        queryClient.invalidateQueries({ queryKey: playlistQueryOptions(courseId).queryKey }),
        queryClient.invalidateQueries({ queryKey: myCoursesQueryOptions().queryKey }),
      ]),
  });
};
