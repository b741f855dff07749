import type { AdminCourseValues } from '@shop/contract/admin/catalog-courses';
import type { InvalidParam } from '@shop/contract/http/api-error';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { Queryable } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import { findPublicImage, mediaAddressOf, uploadNameOf } from '../../media/index';
import {
  categoryExists,
  existingCourseIds,
  existingGroupIds,
  isCourseSlugTaken,
  isTeacher,
  type CourseRow,
} from './courses.repository';

const IMAGE_FIELDS = ['picture_url', 'facebook_image', 'twitter_image'] as const;

/** Images the body names that the course does not hold yet: each must be an image uploaded to the shop. */
const imageIssues = async (db: Queryable, body: AdminCourseValues, current: CourseRow | null) => {
  const held = new Set(
    [current?.pictureUrl, current?.facebookImage, current?.twitterImage, ...(current?.imageDetail ?? [])]
      .filter((name): name is string => typeof name === 'string')
      .map(mediaAddressOf),
  );
  const named: [string, string][] = [
    ...IMAGE_FIELDS.flatMap((field) => {
      const name = body[field];
      return name === null ? [] : [[field, name] as [string, string]];
    }),
    ...body.image_detail.map((name, index) => [`image_detail.${String(index)}`, name] as [string, string]),
  ];
  const issues: InvalidParam[] = [];
  for (const [field, name] of named) {
    if (held.has(mediaAddressOf(name))) continue;
    if (!(await findPublicImage(db, uploadNameOf(name)))) {
      issues.push({ param: field, message: 'must be an image uploaded to the shop' });
    }
  }
  return issues;
};

const referenceIssues = async (db: Queryable, body: AdminCourseValues, courseId: number | null) => {
  const issues: InvalidParam[] = [];
  if (body.category_id !== null && !(await categoryExists(db, body.category_id))) {
    issues.push({ param: 'category_id', message: 'no such category' });
  }
  if (body.instructor_id !== null && !(await isTeacher(db, body.instructor_id))) {
    issues.push({ param: 'instructor_id', message: 'must be a user with the instructor or admin role' });
  }
  const groups = new Set(await existingGroupIds(db, body.course_for_user_group));
  if (body.course_for_user_group.some((id) => !groups.has(id))) {
    issues.push({ param: 'course_for_user_group', message: 'no such user group' });
  }
  const related = new Set(await existingCourseIds(db, body.related_course_ids));
  if (body.related_course_ids.some((id) => !related.has(id) || id === courseId)) {
    issues.push({ param: 'related_course_ids', message: 'must be other existing courses' });
  }
  if (new Set(body.related_course_ids).size !== body.related_course_ids.length) {
    issues.push({ param: 'related_course_ids', message: 'must not repeat a course' });
  }
  return issues;
};

/**
 * Refuses a save that names what does not exist (INPUT_ERROR with each field) or a slug another
 * course has (SLUG_TAKEN). `current` is the stored course when editing.
 */
export const checkCourseBody = async (db: Queryable, body: AdminCourseValues, current: CourseRow | null) => {
  const issues = [
    ...(await referenceIssues(db, body, current?.id ?? null)),
    ...(await imageIssues(db, body, current)),
  ];
  if (current && body.seats_total !== null && body.seats_total < current.seatsTaken) {
    issues.push({
      param: 'seats_total',
      message: `must be at least the ${String(current.seatsTaken)} seats taken`,
    });
  }
  if (issues.length > 0) {
    throw new AppError(ErrorCode.INPUT_ERROR, {
      message: issues.map((issue) => `${issue.param} ${issue.message}`).join('; '),
      params: issues,
    });
  }
  if (await isCourseSlugTaken(db, body.slug, current?.id ?? null)) {
    throw new AppError(ErrorCode.SLUG_TAKEN, { message: `Another item already has the slug ${body.slug}` });
  }
};
