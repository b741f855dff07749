import { z } from 'zod';

/**
 * `GET /private/courses/{courseId}/certificate?lang=th|en`: the course certificate as a PDF
 * (`application/pdf`, an attachment). Refusals as JSON: NOT_FOUND (not enrolled),
 * COURSE_NOT_COMPLETE.
 */
export const CERTIFICATE_PATH = '/private/courses/:courseId/certificate';

export const certificateQuerySchema = z.object({ lang: z.enum(['th', 'en']).default('th') });

/** The certificate's address for a course. */
export const certificateUrl = (courseId: number, lang: 'th' | 'en') =>
  `/private/courses/${String(courseId)}/certificate?lang=${lang}`;
