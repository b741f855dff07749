import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { idParamSchema } from '../http/input-fields';

/** A lecture as the curriculum and the playlist list it (spec 1 "Lecture"). */
export const lectureWireSchema = z.object({
  lectures_id: z.number().int(),
  lectures_name: z.string(),
  lectures_preview: z.boolean(),
  /** Seconds. */
  video_duration: z.number().int(),
  content_type: z.string(),
  content_text: z.string().nullable(),
  content_file: z.string().nullable(),
  quiz_id: z.number().int().nullable(),
  homework_id: z.number().int().nullable(),
  check_pass_quiz: z.boolean(),
  score_pass_quiz: z.number().int().nullable(),
  video_id: z.number().int().nullable(),
  video_name: z.string().nullable(),
  /**
   * Where the player plays the lecture: `/media/lectures/{id}` for an uploaded video (served only
   * to whoever may watch it), the YouTube or Vimeo address for an external one. Null when the
   * viewer may not play it.
   */
  video_url: z.string().nullable(),
  upload_video_type: z.string().nullable(),
  quiz_integrate_type: z.string().nullable(),
  is_quiz_integrate_not_pass_reset_progress: z.boolean(),
  /** False when the viewer may see the lecture's name but not open it. */
  is_open: z.boolean(),
  /** For an enrolled student: locked until a quiz before it is passed. */
  is_locked: z.boolean(),
});
export type LectureWire = z.infer<typeof lectureWireSchema>;

export const curriculumSectionSchema = z.object({
  sections_id: z.number().int(),
  sections_name: z.string(),
  sections_location: z.number().int(),
  lectures_list: z.array(lectureWireSchema),
  /** Lecture count and total video seconds of the section. */
  dataResult: z.object({ lecture_count: z.number().int(), video_seconds: z.number().int() }),
  /** The section's playable videos for this viewer. */
  videoResult: z.array(z.object({ lectures_id: z.number().int(), video_url: z.string() })),
});
export type CurriculumSection = z.infer<typeof curriculumSectionSchema>;

/** `GET /public/course/videoplaylist/{courseId}`: the curriculum (and, for students, the playlist). */
export const curriculumRoute = defineRoute({
  method: 'GET',
  path: '/public/course/videoplaylist/:courseId',
  access: 'public',
  summary: 'Sections and lectures of a course; video addresses only where the viewer may play them',
  tags: ['catalog'],
  params: z.object({ courseId: idParamSchema }),
  response: z.object({ success: z.literal(true), data: z.array(curriculumSectionSchema) }),
});
