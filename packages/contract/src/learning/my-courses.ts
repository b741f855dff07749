import { z } from 'zod';
import { defineRoute } from '../http/define-route';

export const myCourseSchema = z.object({
  course_id: z.number().int(),
  title: z.string(),
  picture_url: z.string().nullable(),
  link_path: z.string(),
  course_type: z.string(),
  /** Whole percent of lectures done. */
  percent: z.number().int().min(0).max(100),
  /** True while an enrolment still opens the course. */
  can_learn: z.boolean(),
  /** Access left in ms; -1 unlimited, 0 when it ended. */
  remaining_ms: z.number().int(),
  plan_type: z.string(),
  /** The lecture Continue opens. */
  resume_lecture_id: z.number().int().nullable(),
  /** When the student last learned, for ordering. */
  last_learned_at: z.iso.datetime().nullable(),
  is_complete: z.boolean(),
});
export type MyCourse = z.infer<typeof myCourseSchema>;

/** `GET /private/my-courses`: every course the student was enrolled in, the ones still open first. */
export const myCoursesRoute = defineRoute({
  method: 'GET',
  path: '/private/my-courses',
  access: 'signed-in',
  summary: "The signed-in student's courses with progress and access left",
  tags: ['learning'],
  response: z.object({ success: z.literal(true), data: z.array(myCourseSchema) }),
});
