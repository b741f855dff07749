import { useMutation, useQueryClient } from '@tanstack/react-query';
import { submitHomeworkRoute } from '@shop/contract/learning/homework';
import { api } from '../../../lib/api-client';
import { courseProgressKey } from './get-course-progress';
import { homeworkQueryOptions } from './get-homework';

export type HomeworkSubmissionInput = { lectureId: number; text: string; fileName: string | null };

export const submitHomework = ({ lectureId, text, fileName }: HomeworkSubmissionInput) =>
  api.call(submitHomeworkRoute, { params: { lectureId }, body: { text, file_name: fileName } });

/** Hands homework in; the submissions and the progress (a submission completes the lecture) are read again. */
export const useSubmitHomework = ({ userId, courseId }: { userId: number; courseId: number }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitHomework,
    onSuccess: (_answer, { lectureId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: homeworkQueryOptions(lectureId).queryKey }),
        queryClient.invalidateQueries({ queryKey: courseProgressKey(userId, courseId) }),
      ]),
  });
};
