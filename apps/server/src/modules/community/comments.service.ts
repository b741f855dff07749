import type { CourseComment } from '@shop/contract/catalog/comments';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { findPublishedCourse } from '../catalogue/index';
import { getSiteSettings } from '../settings/index';
import { findComment, insertComment, listVisibleComments } from './comments.repository';

type CommentRow = Awaited<ReturnType<typeof insertComment>>;

const toWire = (row: CommentRow): CourseComment => ({
  id: row.id,
  parent_id: row.parentId,
  author_name: row.nickname || `${row.firstname} ${row.lastname.slice(0, 1)}.`.trim(),
  author_image: row.image,
  body: row.body,
  created_at: row.createdAt.toISOString(),
});

const requireCommentableCourse = async (db: Database, courseId: number) => {
  if (!(await getSiteSettings(db)).is_enable_course_comment) {
    throw new AppError(ErrorCode.NOT_FOUND, { message: 'Comments are turned off' });
  }
  if (!(await findPublishedCourse(db, courseId, new Date()))) {
    throw new AppError(ErrorCode.NOT_FOUND, { message: 'No such course' });
  }
};

export const listComments = async (db: Database, courseId: number, page: number) => {
  await requireCommentableCourse(db, courseId);
  const { rows, total } = await listVisibleComments(db, courseId, page);
  return { data: rows.map(toWire), total };
};

export const postComment = async (
  db: Database,
  input: { courseId: number; userId: number; body: string; parentId: number | null },
): Promise<CourseComment> => {
  await requireCommentableCourse(db, input.courseId);
  if (input.parentId !== null) {
    const parent = await findComment(db, input.parentId);
    if (parent?.courseId !== input.courseId) {
      throw new AppError(ErrorCode.INPUT_ERROR, {
        message: 'The comment answered is not on this course',
        params: [{ param: 'parent_id', message: 'is not a comment of this course' }],
      });
    }
  }
  return toWire(await insertComment(db, input));
};
