import type { SiteSettings } from '@shop/contract/settings/site-settings';
import type { RelatedKind } from '../api/list-related-courses';

/** The related-course lists a course page shows: each only when the shop's flag for it is 1. */
export const shownRelatedKinds = (
  settings: Pick<SiteSettings, 'course_teacher' | 'course_group' | 'course_bestseller'>,
): RelatedKind[] => {
  const flags = {
    teacher: settings.course_teacher,
    group: settings.course_group,
    bestseller: settings.course_bestseller,
  };
  return (['teacher', 'group', 'bestseller'] as const).filter((kind) => flags[kind] === 1);
};
