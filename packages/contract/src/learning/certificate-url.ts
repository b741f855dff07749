/**
 * `GET /private/courses/{courseId}/certificate?lang=th|en`: the course certificate as a PDF
 * (`application/pdf`, an attachment). Refusals as JSON: NOT_FOUND (not enrolled),
 * COURSE_NOT_COMPLETE. Apart from the query's schema: a page that links a certificate builds none.
 */
export const CERTIFICATE_PATH = '/private/courses/:courseId/certificate';

/** The certificate's address for a course. */
export const certificateUrl = (courseId: number, lang: 'th' | 'en') =>
  `/private/courses/${String(courseId)}/certificate?lang=${lang}`;
