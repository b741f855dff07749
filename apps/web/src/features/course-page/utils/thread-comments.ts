import type { CourseComment } from '@shop/contract/catalog/comments';

export type CommentThread = { comment: CourseComment; replies: CourseComment[] };

/**
 * Comments as threads: questions newest first (as the server sends them), each with its answers
 * oldest first. An answer whose question is not loaded yet is shown on its own.
 */
export const threadComments = (comments: readonly CourseComment[]): CommentThread[] => {
  const ids = new Set(comments.map((comment) => comment.id));
  const replies = new Map<number, CourseComment[]>();
  for (const comment of comments) {
    if (comment.parent_id === null || !ids.has(comment.parent_id)) continue;
    replies.set(comment.parent_id, [comment, ...(replies.get(comment.parent_id) ?? [])]);
  }
  return comments
    .filter((comment) => comment.parent_id === null || !ids.has(comment.parent_id))
    .map((comment) => ({ comment, replies: replies.get(comment.id) ?? [] }));
};
