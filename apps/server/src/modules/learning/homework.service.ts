import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { HomeworkSubmission } from '@shop/contract/learning/homework';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { courses, homeworks, homeworkSubmissions, lectures, users } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import type { SessionUserRow } from '../../plugins/session';
import { recordAudit } from '../audit/index';
import { findOwnPrivateFile, claimUploads, fileNotOwnedRefusal } from '../media/index';
import { loadCourseLectures } from './course-lectures';
import { standingOf } from './course-progress-view';
import type { LearningDeps } from './learning-deps';
import { readLectureState, writeLectureState } from './lecture-state';
import { findLecture } from './lectures.repository';
import { findProgress, lockProgress, saveProgress } from './progress.repository';
import { requireLearningAccess } from './progress.service';

type SubmissionRow = typeof homeworkSubmissions.$inferSelect;

export const toSubmission = (row: SubmissionRow): HomeworkSubmission => ({
  id: row.id,
  lecture_id: row.lectureId,
  text: row.text,
  file_name: row.fileName,
  status: row.status as HomeworkSubmission['status'],
  score: row.score,
  feedback: row.feedback,
  created_at: row.createdAt.toISOString(),
  marked_at: row.markedAt ? row.markedAt.toISOString() : null,
});

const openHomework = async (deps: LearningDeps, user: SessionUserRow, lectureId: number, now: Date) => {
  const lecture = await findLecture(deps.db, lectureId);
  if (lecture?.contentType !== 'homework' || lecture.homeworkId === null)
    throw new AppError(ErrorCode.NOT_FOUND, { message: 'No homework in this lecture' });
  await requireLearningAccess(deps, user.id, lecture.courseId, now);
  const course = await loadCourseLectures(deps.db, deps.cache, lecture.courseId);
  const progress = await findProgress(deps.db, user.id, lecture.courseId);
  if (standingOf(course, progress?.lectures ?? {}, null).locked.has(lecture.id))
    throw new AppError(ErrorCode.LECTURE_LOCKED, { message: 'Pass the quiz before this lecture first' });
  const [homework] = await deps.db.select().from(homeworks).where(eq(homeworks.id, lecture.homeworkId));
  if (!homework) throw new AppError(ErrorCode.NOT_FOUND, { message: 'No homework in this lecture' });
  return { lecture: { ...lecture, homeworkId: homework.id }, homework };
};

/** The task and the student's own submissions, newest first. */
export const getHomework = async (
  deps: LearningDeps,
  user: SessionUserRow,
  lectureId: number,
  now = new Date(),
) => {
  const { lecture, homework } = await openHomework(deps, user, lectureId, now);
  const rows = await deps.db
    .select()
    .from(homeworkSubmissions)
    .where(and(eq(homeworkSubmissions.userId, user.id), eq(homeworkSubmissions.lectureId, lecture.id)))
    .orderBy(desc(homeworkSubmissions.id));
  return {
    lecture_id: lecture.id,
    title: homework.title,
    instructions: homework.instructions,
    submissions: rows.map(toSubmission),
  };
};

/** Hands homework in (text, a private file of the student's own, or both); handing in completes the lecture. */
export const submitHomework = async (
  deps: LearningDeps,
  user: SessionUserRow,
  lectureId: number,
  body: { text: string; file_name?: string | null | undefined },
  now = new Date(),
) => {
  const { lecture } = await openHomework(deps, user, lectureId, now);
  const fileName = body.file_name ?? null;
  if (body.text === '' && fileName === null)
    throw new AppError(ErrorCode.INPUT_ERROR, {
      message: 'Write an answer or attach a file',
      params: [{ param: 'text', message: 'Write an answer or attach a file' }],
    });
  const files = fileName ? [{ path: 'file_name', name: fileName, purpose: 'homework' as const }] : [];
  const claim = { userId: user.id, now, message: 'The file was not found, please upload it again' };
  if (fileName && !(await findOwnPrivateFile(deps.db, fileName, user.id, 'homework')))
    throw fileNotOwnedRefusal([{ path: 'file_name', message: claim.message }]);
  return deps.db.transaction(async (tx) => {
    // The file is the student's for good: the sweeper no longer removes it as an unused upload.
    await claimUploads(tx, files, { userId: user.id, visitorKey: null }, claim);
    const [row] = await tx
      .insert(homeworkSubmissions)
      .values({
        userId: user.id,
        lectureId: lecture.id,
        homeworkId: lecture.homeworkId,
        text: body.text,
        fileName,
        createdAt: now,
      })
      .returning();
    if (!row) throw new Error('submission not saved');
    const progress = await lockProgress(tx, user.id, lecture.courseId);
    const before = readLectureState(progress.lectures[String(lecture.id)]);
    await saveProgress(tx, progress, {
      lectures: {
        ...progress.lectures,
        [String(lecture.id)]: writeLectureState({ ...before, completedAt: before.completedAt ?? now }),
      },
      lastLectureId: lecture.id,
      updatedAt: now,
    });
    return toSubmission(row);
  });
};

/** The marking queue: submissions of one state, oldest first, with their student, course and lecture. */
export const listSubmissionsToMark = async (
  deps: LearningDeps,
  query: { status: 'submitted' | 'passed' | 'failed'; page: number; pageSize: number },
) => {
  const where = eq(homeworkSubmissions.status, query.status);
  const [rows, [total]] = await Promise.all([
    deps.db
      .select({ submission: homeworkSubmissions, user: users, course: courses, lectureName: lectures.name })
      .from(homeworkSubmissions)
      .innerJoin(users, eq(users.id, homeworkSubmissions.userId))
      .innerJoin(lectures, eq(lectures.id, homeworkSubmissions.lectureId))
      .innerJoin(courses, eq(courses.id, lectures.courseId))
      .where(where)
      .orderBy(asc(homeworkSubmissions.createdAt), asc(homeworkSubmissions.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    deps.db.select({ value: count() }).from(homeworkSubmissions).where(where),
  ]);
  return {
    data: rows.map((row) => ({
      ...toSubmission(row.submission),
      student: {
        id: row.user.id,
        name: [row.user.firstname, row.user.lastname].filter(Boolean).join(' ') || row.user.username,
        email: row.user.email,
      },
      course: { id: row.course.id, title: row.course.title },
      lecture_name: row.lectureName,
    })),
    total: total?.value ?? 0,
  };
};

/** An administrator marks a submission; a marked one can be marked again (a regrade). */
export const markSubmission = async (
  deps: LearningDeps,
  admin: SessionUserRow,
  id: number,
  mark: { status: 'passed' | 'failed'; score?: number | null | undefined; feedback: string },
  now = new Date(),
) => {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(homeworkSubmissions)
      .set({
        status: mark.status,
        score: mark.score ?? null,
        feedback: mark.feedback,
        markedBy: admin.id,
        markedAt: now,
      })
      .where(eq(homeworkSubmissions.id, id))
      .returning();
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, { message: 'No such submission' });
    const submission = toSubmission(row);
    await recordAudit(tx, {
      actorUserId: admin.id,
      action: 'homework_submission.mark',
      entityType: 'homework_submission',
      entityId: id,
      after: { status: submission.status, score: submission.score, feedback: submission.feedback },
    });
    return submission;
  });
};
