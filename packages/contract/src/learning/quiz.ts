import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { idParamSchema, lineTextSchema } from '../http/input-fields';

const params = z.object({ lectureId: idParamSchema });

export const quizAttemptSummarySchema = z.object({
  id: z.number().int(),
  score_percent: z.number().int(),
  passed: z.boolean(),
  created_at: z.iso.datetime(),
});

/** A quiz as its student sees it: the questions and choices, never which are correct. */
export const quizViewSchema = z.object({
  lecture_id: z.number().int(),
  quiz_id: z.number().int(),
  title: z.string(),
  /** The score to reach, in percent; null = any attempt passes. */
  pass_percent: z.number().int().nullable(),
  /** The lectures after it stay locked until it is passed. */
  must_pass: z.boolean(),
  /** A failed attempt sends the section's lectures back to the start. */
  resets_progress: z.boolean(),
  questions: z.array(
    z.object({
      id: z.number().int(),
      text: z.string(),
      /** More than one choice may be right. */
      multiple: z.boolean(),
      choices: z.array(z.object({ id: z.string(), text: z.string() })),
    }),
  ),
  attempts: z.array(quizAttemptSummarySchema),
});
export type QuizView = z.infer<typeof quizViewSchema>;

/** `GET /private/lectures/{lectureId}/quiz`. */
export const quizRoute = defineRoute({
  method: 'GET',
  path: '/private/lectures/:lectureId/quiz',
  access: 'signed-in',
  summary: 'The quiz of a lecture, without its answers, and your attempts',
  tags: ['learning'],
  params,
  response: z.object({ success: z.literal(true), data: quizViewSchema }),
});

/** `POST /private/lectures/{lectureId}/quiz/attempts`: answers by question id, each a list of choice ids. */
export const quizAttemptRoute = defineRoute({
  method: 'POST',
  path: '/private/lectures/:lectureId/quiz/attempts',
  access: 'signed-in',
  summary: 'Answer a quiz; it is scored at once',
  tags: ['learning'],
  params,
  body: z.object({
    answers: z
      .record(z.string().regex(/^\d{1,10}$/), z.array(lineTextSchema.max(20)).max(20))
      .refine((answers) => Object.keys(answers).length <= 200, 'too many answers'),
  }),
  response: z.object({
    success: z.literal(true),
    score_percent: z.number().int(),
    correct: z.number().int(),
    total: z.number().int(),
    passed: z.boolean(),
    /** A failed attempt of a quiz that resets progress sent these lectures back to the start. */
    reset_lecture_ids: z.array(z.number().int()),
  }),
});
