import type { CourseDetail } from '@shop/contract/catalog/course-detail';

/**
 * What `/course/<id>?learn=true` shows: the lesson player for a student who may learn the course
 * now (the course detail's `is_enrolled`: an active enrolment with time left), otherwise the sales
 * page with the reason on top; nothing while the session is still being read.
 */
export type LearnView =
  { kind: 'waiting' } | { kind: 'player' } | { kind: 'notice'; reason: 'sign-in' | 'not-bought' | 'ended' };

export const learnView = (input: {
  isSignedIn: boolean;
  isSessionLoading: boolean;
  course: Pick<CourseDetail, 'is_enrolled' | 'access_ended'>;
}): LearnView => {
  if (input.isSessionLoading) return { kind: 'waiting' };
  if (!input.isSignedIn) return { kind: 'notice', reason: 'sign-in' };
  if (input.course.is_enrolled) return { kind: 'player' };
  if (input.course.access_ended) return { kind: 'notice', reason: 'ended' };
  return { kind: 'notice', reason: 'not-bought' };
};
