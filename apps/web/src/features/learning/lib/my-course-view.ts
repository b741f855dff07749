import type { MyCourse } from '@shop/contract/learning/my-courses';
import { paths } from '../../../config/paths';
import { accessLeft, type AccessLeft } from './access-left';

/** What a course card of My courses offers: continue at the resume lecture, or buy an ended course again. */
export type MyCourseView = {
  action: { kind: 'continue' | 'buy-again'; to: string };
  access: AccessLeft;
};

export const myCourseView = (course: MyCourse): MyCourseView => {
  const slug = paths.courseSlug(course.link_path, course.course_id);
  if (!course.can_learn) {
    return { action: { kind: 'buy-again', to: paths.course(slug) }, access: { kind: 'ended' } };
  }
  return {
    action: { kind: 'continue', to: paths.courseLessons(slug, course.resume_lecture_id) },
    access: accessLeft({ planType: course.plan_type, remainingMs: course.remaining_ms }),
  };
};
