import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { idOrDigitsSchema, idParamSchema } from '../http/input-fields';
import { PROGRESS_REPORT_PATH } from './progress-report-path';

const params = z.object({ userId: idParamSchema, courseId: idParamSchema });

/** One lecture's progress for its student. */
export const lectureProgressSchema = z.object({
  lectures_id: z.number().int(),
  section_id: z.number().int(),
  /** Where playback was last, in seconds. */
  position_seconds: z.number().int(),
  /** Play time counted so far, in seconds. */
  watched_seconds: z.number().int(),
  is_complete: z.boolean(),
  completed_at: z.iso.datetime().nullable(),
  /** Locked until a quiz before it is passed. */
  is_locked: z.boolean(),
});
export type LectureProgressWire = z.infer<typeof lectureProgressSchema>;

export const courseProgressSchema = z.object({
  course_id: z.number().int(),
  /** Whole percent of lectures done. */
  percent: z.number().int().min(0).max(100),
  /** Every lecture done and every quiz to pass passed: the certificate is available. */
  is_complete: z.boolean(),
  /** The lecture to continue with. */
  resume_lecture_id: z.number().int().nullable(),
  lectures: z.array(lectureProgressSchema),
});
export type CourseProgress = z.infer<typeof courseProgressSchema>;

/**
 * `GET /private/progress/student/{userId}/course/{courseId}` (spec 1): progress per lecture. Only
 * for the caller's own id, or an administrator (403 otherwise).
 */
export const studentProgressRoute = defineRoute({
  method: 'GET',
  path: '/private/progress/student/:userId/course/:courseId',
  access: 'signed-in',
  summary: "A student's progress in a course, per lecture (the student or an administrator)",
  tags: ['learning'],
  params,
  response: z.object({ success: z.literal(true), data: courseProgressSchema }),
});

/** `GET /private/progress/lasttime/{userId}/course/{courseId}` (spec 1): the last lecture watched, if any. */
export const lastWatchedRoute = defineRoute({
  method: 'GET',
  path: '/private/progress/lasttime/:userId/course/:courseId',
  access: 'signed-in',
  summary: 'The last lecture a student watched in a course and where (the student or an administrator)',
  tags: ['learning'],
  params,
  response: z.object({
    success: z.literal(true),
    data: z.array(
      z.object({
        section_id: z.number().int(),
        lectures_id: z.number().int(),
        position_seconds: z.number().int(),
        updated_at: z.iso.datetime(),
      }),
    ),
  }),
});

/** What the player says every few seconds and on pause, seek, page hide and ending. */
export const progressReportBodySchema = z.object({
  course_id: idOrDigitsSchema,
  lecture_id: idOrDigitsSchema,
  /** Current playback position in seconds (0 for lectures without a timeline). */
  position_seconds: z.number().min(0).max(86_400),
  /** Seconds played since this tab's previous report. */
  played_seconds: z.number().min(0).max(86_400).default(0),
  event: z.enum(['tick', 'pause', 'seeked', 'hide', 'ended', 'open']).default('tick'),
});
export type ProgressReportBody = z.input<typeof progressReportBodySchema>;
/** A report as the server reads it. */
export type ProgressReport = z.output<typeof progressReportBodySchema>;

/**
 * `POST /private/progress/report`: one small write. Also accepted as `text/plain` JSON, which is
 * what `navigator.sendBeacon` sends when the page is hidden. Refusals: COURSE_ACCESS_ENDED (no
 * time left), LECTURE_LOCKED, NOT_FOUND.
 */
export const progressReportRoute = defineRoute({
  method: 'POST',
  path: PROGRESS_REPORT_PATH,
  access: 'signed-in',
  summary: "Report the player's position and play time of a lecture",
  tags: ['learning'],
  body: progressReportBodySchema,
  response: z.object({
    success: z.literal(true),
    percent: z.number().int(),
    lecture_complete: z.boolean(),
    /** Access left in ms, -1 unlimited. */
    remaining_ms: z.number().int(),
  }),
});
