import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postCommentRoute } from '@shop/contract/catalog/comments';
import { api } from '../../../lib/api-client';
import { commentsQueryKey } from './list-comments';

export type NewComment = { body: string; parentId: number | null };

export const createComment = async (courseId: number, comment: NewComment) =>
  (
    await api.call(postCommentRoute, {
      params: { id: courseId },
      body: { body: comment.body, parent_id: comment.parentId },
    })
  ).data;

/** Posts a question, comment or answer as the signed-in user; the list reloads. */
export const useCreateComment = (courseId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (comment: NewComment) => createComment(courseId, comment),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsQueryKey(courseId) }),
  });
};
