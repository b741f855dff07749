import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { idParamSchema, lineTextSchema, multilineTextSchema } from '../http/input-fields';

const lectureParams = z.object({ lectureId: idParamSchema });

export const HOMEWORK_STATES = ['submitted', 'passed', 'failed'] as const;

export const homeworkSubmissionSchema = z.object({
  id: z.number().int(),
  lecture_id: z.number().int(),
  text: z.string(),
  /** A private file only the student and administrators can open, at /uploads/{name}. */
  file_name: z.string().nullable(),
  status: z.enum(HOMEWORK_STATES),
  score: z.number().int().nullable(),
  feedback: z.string(),
  created_at: z.iso.datetime(),
  marked_at: z.iso.datetime().nullable(),
});
export type HomeworkSubmission = z.infer<typeof homeworkSubmissionSchema>;

/** `GET /private/lectures/{lectureId}/homework`: the task and your submissions. */
export const homeworkRoute = defineRoute({
  method: 'GET',
  path: '/private/lectures/:lectureId/homework',
  access: 'signed-in',
  summary: 'The homework of a lecture and your submissions',
  tags: ['learning'],
  params: lectureParams,
  response: z.object({
    success: z.literal(true),
    data: z.object({
      lecture_id: z.number().int(),
      title: z.string(),
      instructions: z.string(),
      submissions: z.array(homeworkSubmissionSchema),
    }),
  }),
});

/** `POST /private/lectures/{lectureId}/homework/submissions`: text, a file uploaded to /private/homework/file, or both. */
export const submitHomeworkRoute = defineRoute({
  method: 'POST',
  path: '/private/lectures/:lectureId/homework/submissions',
  access: 'signed-in',
  summary: 'Hand in homework',
  tags: ['learning'],
  params: lectureParams,
  body: z.object({
    text: multilineTextSchema.trim().max(20_000).default(''),
    file_name: lineTextSchema.max(100).nullish(),
  }),
  response: z.object({ success: z.literal(true), data: homeworkSubmissionSchema }),
});

/** Multipart field of a homework file. */
export const HOMEWORK_FILE_FIELD = 'file';

/** `POST /private/homework/file` (multipart, one file in `file`): a private file for a submission. */
export const homeworkFileRoute = defineRoute({
  method: 'POST',
  path: '/private/homework/file',
  access: 'signed-in',
  summary: 'Upload a homework file (an image or a PDF; private to you and the administrators)',
  tags: ['learning'],
  response: z.object({ success: z.literal(true), fileName: z.array(z.string()) }),
});

/** `GET /api/admin/homework/submissions`: the marking queue (administrators). */
export const adminHomeworkQueueRoute = defineRoute({
  method: 'GET',
  path: '/api/admin/homework/submissions',
  access: 'admin',
  summary: 'Homework submissions to mark, oldest first (administrators)',
  tags: ['admin'],
  querystring: z.object({
    status: z.enum(HOMEWORK_STATES).default('submitted'),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.object({
    success: z.literal(true),
    data: z.array(
      homeworkSubmissionSchema.extend({
        student: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
        course: z.object({ id: z.number().int(), title: z.string() }),
        lecture_name: z.string(),
      }),
    ),
    total: z.number().int(),
  }),
});

/** `POST /api/admin/homework/submissions/{id}/mark` (administrators). */
export const markHomeworkRoute = defineRoute({
  method: 'POST',
  path: '/api/admin/homework/submissions/:id/mark',
  access: 'admin',
  summary: 'Mark a homework submission passed or failed, with a score and feedback (administrators)',
  tags: ['admin'],
  params: z.object({ id: idParamSchema }),
  body: z.object({
    status: z.enum(['passed', 'failed']),
    score: z.number().int().min(0).max(100).nullish(),
    feedback: multilineTextSchema.trim().max(5_000).default(''),
  }),
  response: z.object({ success: z.literal(true), data: homeworkSubmissionSchema }),
});
