import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { idParamSchema, idSchema, MAX_INT, multilineTextSchema } from '../http/input-fields';

export const courseCommentSchema = z.object({
  id: z.number().int(),
  parent_id: z.number().int().nullable(),
  author_name: z.string(),
  author_image: z.string().nullable(),
  /** Plain text; the browser shows it as text, never as HTML. */
  body: z.string(),
  created_at: z.iso.datetime(),
});
export type CourseComment = z.infer<typeof courseCommentSchema>;

export const listCommentsRoute = defineRoute({
  method: 'GET',
  path: '/public/courses/:id/comments',
  access: 'public',
  summary: 'Questions and comments of a course, newest first (when the site shows comments)',
  tags: ['community'],
  params: z.object({ id: idParamSchema }),
  querystring: z.object({ page: z.coerce.number().int().min(1).max(MAX_INT).default(1) }),
  response: z.object({
    success: z.literal(true),
    data: z.array(courseCommentSchema),
    total: z.number().int(),
  }),
});

export const postCommentRoute = defineRoute({
  method: 'POST',
  path: '/private/courses/:id/comments',
  access: 'signed-in',
  summary: 'Post a question or comment as the signed-in user',
  tags: ['community'],
  params: z.object({ id: idParamSchema }),
  body: z.object({
    body: multilineTextSchema.trim().min(1).max(2000),
    parent_id: idSchema.nullable().default(null),
  }),
  response: z.object({ success: z.literal(true), data: courseCommentSchema }),
});
