/** The course detail layouts of spec 1 section 2; 4 is the purchase-without-registration layout. */
export type CourseDetailLayout = 1 | 3 | 4 | 'default';

const NUMBERED_LAYOUTS: ReadonlySet<unknown> = new Set([1, 3, 4]);

const asLayout = (value: number | string | null): CourseDetailLayout => {
  const numeric = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return NUMBERED_LAYOUTS.has(numeric) ? (numeric as 1 | 3 | 4) : 'default';
};

/**
 * The layout of one course page: the course's is_layout_course_registration 1 forces layout 4;
 * 0, null or any other value leaves the site's layout_course_detail in charge.
 */
export const courseDetailLayout = (
  siteLayout: number | string | null,
  courseIsLayoutCourseRegistration: number | boolean | null,
): CourseDetailLayout =>
  courseIsLayoutCourseRegistration === 1 || courseIsLayoutCourseRegistration === true
    ? 4
    : asLayout(siteLayout);
