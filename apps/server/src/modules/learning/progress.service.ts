import type { ProgressReport } from '@shop/contract/learning/progress';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { creditLearningTime } from '@shop/domain/learning/learning-credit';
import { isDoneWhenOpened, isVideoWatched, lectureKindOf } from '@shop/domain/learning/lecture-progress';
import { AppError } from '../../lib/app-error';
import type { SessionUserRow } from '../../plugins/session';
import { loadCourseLectures } from './course-lectures';
import { standingOf, toCourseProgress } from './course-progress-view';
import { loadLearningAccess } from './enrolment-access';
import { isExternalVideo } from './external-video';
import type { LearningDeps } from './learning-deps';
import { readLectureState, writeLectureState } from './lecture-state';
import { findProgress, lockProgress, saveProgress, spendLearningTime } from './progress.repository';

/** A student may read their own progress; an administrator anyone's. Others get 403. */
export const assertMayReadProgress = (viewer: SessionUserRow, userId: number) => {
  if (viewer.id !== userId && !viewer.roles.includes('admin'))
    throw new AppError(ErrorCode.FORBIDDEN, { message: "Another student's progress" });
};

/** The student may learn the course now; otherwise the refusal their page shows. */
export const requireLearningAccess = async (
  deps: LearningDeps,
  userId: number,
  courseId: number,
  now: Date,
) => {
  const loaded = await loadLearningAccess(deps.db, userId, courseId, now);
  if (!loaded.access.canLearn)
    throw new AppError(
      loaded.access.reason === 'expired' ? ErrorCode.COURSE_ACCESS_ENDED : ErrorCode.FORBIDDEN,
      {
        message:
          loaded.access.reason === 'expired' ? 'Access to this course ended' : 'Not enrolled in this course',
      },
    );
  return { remainingMs: loaded.access.remainingMs, chargeEnrolmentId: loaded.chargeEnrolmentId };
};

/**
 * A player's report: where the student is and how long they played. In one short transaction the
 * progress row is locked (two tabs are counted one after the other), the play time is credited
 * against the clock since the student's last report, the lecture becomes done at the rule's
 * threshold, and an Actual plan's learning time is spent.
 */
export const reportProgress = async (
  deps: LearningDeps,
  user: SessionUserRow,
  report: ProgressReport,
  now: Date = new Date(),
) => {
  const course = await loadCourseLectures(deps.db, deps.cache, report.course_id);
  const lecture = course.rows.get(report.lecture_id);
  if (!lecture) throw new AppError(ErrorCode.NOT_FOUND, { message: 'No such lecture in this course' });
  const access = await requireLearningAccess(deps, user.id, report.course_id, now);
  const kind = lectureKindOf(lecture.contentType);
  return deps.db.transaction(async (tx) => {
    const row = await lockProgress(tx, user.id, report.course_id);
    if (standingOf(course, row.lectures, row.lastLectureId).locked.has(lecture.id))
      throw new AppError(ErrorCode.LECTURE_LOCKED, { message: 'Pass the quiz before this lecture first' });
    const credit = creditLearningTime({
      claimedMs: report.played_seconds * 1000,
      sinceLastReportMs: row.lastReportAt ? now.getTime() - row.lastReportAt.getTime() : null,
    });
    const before = readLectureState(row.lectures[String(lecture.id)]);
    const watchedMs = before.watchedMs + credit;
    const isDone =
      before.completedAt !== null ||
      (kind === 'video' && isVideoWatched(watchedMs, lecture.videoDurationSeconds)) ||
      ((isDoneWhenOpened(kind) || isExternalVideo(lecture)) && report.event === 'open');
    const lectures = {
      ...row.lectures,
      [String(lecture.id)]: writeLectureState({
        positionSeconds: report.position_seconds,
        watchedMs,
        completedAt: before.completedAt ?? (isDone ? now : null),
      }),
    };
    await saveProgress(tx, row, {
      lectures,
      lastLectureId: lecture.id,
      lastPositionSeconds: Math.round(report.position_seconds),
      lastReportAt: credit > 0 || row.lastReportAt === null ? now : row.lastReportAt,
      updatedAt: now,
    });
    if (access.chargeEnrolmentId !== null) await spendLearningTime(tx, access.chargeEnrolmentId, credit);
    return {
      percent: standingOf(course, lectures, lecture.id).percent,
      lecture_complete: isDone,
      remaining_ms:
        access.chargeEnrolmentId === null ? access.remainingMs : Math.max(0, access.remainingMs - credit),
    };
  });
};

/** Spec 1's progress per lecture of one student in one course. */
export const getCourseProgress = async (deps: LearningDeps, userId: number, courseId: number) => {
  const course = await loadCourseLectures(deps.db, deps.cache, courseId);
  const row = await findProgress(deps.db, userId, courseId);
  return toCourseProgress(courseId, course, row?.lectures ?? {}, row?.lastLectureId ?? null);
};

/** Spec 1's last-watched rows: the lecture and position of the latest report, or none. */
export const getLastWatched = async (deps: LearningDeps, userId: number, courseId: number) => {
  const row = await findProgress(deps.db, userId, courseId);
  if (!row?.lastLectureId) return [];
  const course = await loadCourseLectures(deps.db, deps.cache, courseId);
  const lecture = course.rows.get(row.lastLectureId);
  if (!lecture) return [];
  return [
    {
      section_id: lecture.sectionId,
      lectures_id: lecture.id,
      position_seconds: row.lastPositionSeconds,
      updated_at: row.updatedAt.toISOString(),
    },
  ];
};
