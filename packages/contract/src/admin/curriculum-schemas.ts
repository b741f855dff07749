import { z } from 'zod';
import { EXTERNAL_VIDEO_SITES, isExternalVideoUrl } from '@shop/domain/learning/external-video-url';
import { idSchema, lineTextSchema, MAX_INT, multilineTextSchema } from '../http/input-fields';

/** How a video lecture's video is stored: an uploaded file, or a YouTube / Vimeo address. */
export const VIDEO_SOURCES = ['upload', ...EXTERNAL_VIDEO_SITES] as const;

/** A stored upload's name, as the media upload control gives it (`<32 hex>.<ext>`). */
const storedNameSchema = z
  .string()
  .trim()
  .regex(/^[0-9a-f]{32}\.[a-z0-9]{2,4}$/, 'must be an uploaded file');

const nameSchema = lineTextSchema.trim().min(1).max(255);

/** One multiple-choice question with one correct choice, by its index in `choices`. */
export const adminQuizQuestionSchema = z.object({
  text: multilineTextSchema.trim().min(1).max(2_000),
  choices: z.array(lineTextSchema.trim().min(1).max(500)).min(2).max(10),
  correct_choice: z.number().int().min(0).max(9),
});
export type AdminQuizQuestion = z.infer<typeof adminQuizQuestionSchema>;

const common = {
  section_id: idSchema,
  name: nameSchema,
  is_preview: z.boolean().default(false),
  /** Seconds. */
  video_duration: z.number().int().min(0).max(MAX_INT).default(0),
};

const videoLecture = z
  .object({
    ...common,
    content_type: z.literal('video'),
    upload_video_type: z.enum(VIDEO_SOURCES),
    /** The stored file name for an upload, the video's address for YouTube or Vimeo. */
    video_url: lineTextSchema.trim().min(1).max(1_000),
    video_name: lineTextSchema.trim().max(255).nullish(),
  })
  .superRefine((body, ctx) => {
    const isValid =
      body.upload_video_type === 'upload'
        ? storedNameSchema.safeParse(body.video_url).success
        : isExternalVideoUrl(body.upload_video_type, body.video_url);
    if (!isValid)
      ctx.addIssue({
        code: 'custom',
        path: ['video_url'],
        message:
          body.upload_video_type === 'upload'
            ? 'must be an uploaded video'
            : `must be a ${body.upload_video_type} video address`,
      });
  });

const textLecture = z.object({
  ...common,
  content_type: z.literal('text'),
  /** Rich text; the server keeps only the allowed formatting. */
  content_text: multilineTextSchema.max(200_000),
});

const fileLecture = z.object({ ...common, content_type: z.literal('file'), content_file: storedNameSchema });

const quizLecture = z
  .object({
    ...common,
    content_type: z.literal('quiz'),
    quiz: z.object({
      title: nameSchema,
      questions: z.array(adminQuizQuestionSchema).min(1, 'a quiz needs at least one question').max(200),
    }),
    /** The whole percent a student needs to pass; null: any attempt passes. */
    score_pass_quiz: z.number().int().min(0).max(100).nullable().default(null),
    /** The lectures after it stay closed until the quiz is passed. */
    check_pass_quiz: z.boolean().default(false),
    /** Failing sends the section's lectures before it back to the start. */
    is_quiz_integrate_not_pass_reset_progress: z.boolean().default(false),
  })
  .superRefine((body, ctx) => {
    body.quiz.questions.forEach((question, index) => {
      if (question.correct_choice >= question.choices.length)
        ctx.addIssue({
          code: 'custom',
          path: ['quiz', 'questions', index, 'correct_choice'],
          message: 'must be one of the choices',
        });
    });
  });

const homeworkLecture = z.object({
  ...common,
  content_type: z.literal('homework'),
  homework: z.object({ title: nameSchema, instructions: multilineTextSchema.trim().max(20_000).default('') }),
});

/** A lecture as the editor saves it: the fields of its kind only. */
export const adminLectureBodySchema = z.discriminatedUnion('content_type', [
  videoLecture,
  textLecture,
  fileLecture,
  quizLecture,
  homeworkLecture,
]);
export type AdminLectureBody = z.input<typeof adminLectureBodySchema>;
export type AdminLectureInput = z.output<typeof adminLectureBodySchema>;

/** A lecture with every stored field, as the curriculum editor shows it. */
export const adminLectureSchema = z.object({
  id: z.number().int(),
  section_id: z.number().int(),
  name: z.string(),
  location: z.number().int(),
  is_preview: z.boolean(),
  content_type: z.enum(['video', 'text', 'file', 'quiz', 'homework']),
  content_text: z.string().nullable(),
  content_file: z.string().nullable(),
  video_name: z.string().nullable(),
  video_url: z.string().nullable(),
  upload_video_type: z.string().nullable(),
  video_duration: z.number().int(),
  check_pass_quiz: z.boolean(),
  score_pass_quiz: z.number().int().nullable(),
  quiz_integrate_type: z.string().nullable(),
  is_quiz_integrate_not_pass_reset_progress: z.boolean(),
  quiz: z
    .object({ id: z.number().int(), title: z.string(), questions: z.array(adminQuizQuestionSchema) })
    .nullable(),
  homework: z.object({ id: z.number().int(), title: z.string(), instructions: z.string() }).nullable(),
});
export type AdminLecture = z.infer<typeof adminLectureSchema>;

export const adminSectionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  location: z.number().int(),
  lectures: z.array(adminLectureSchema),
});
export type AdminSection = z.infer<typeof adminSectionSchema>;

export const adminSectionBodySchema = z.object({ name: nameSchema });
export type AdminSectionBody = z.input<typeof adminSectionBodySchema>;

/** The whole new order: every section of the course once, each with every lecture it now holds. */
export const curriculumOrderBodySchema = z.object({
  sections: z
    .array(z.object({ id: idSchema, lecture_ids: z.array(idSchema).max(1_000) }))
    .min(1)
    .max(500),
});
export type CurriculumOrderBody = z.input<typeof curriculumOrderBodySchema>;
