import type { CourseProgress } from '@shop/contract/learning/progress';
import {
  isCourseComplete,
  lockedLectureIds,
  percentComplete,
  resumeLectureId,
} from '@shop/domain/learning/curriculum-state';
import type { StoredLectureProgress } from '../../db/tables';
import type { CourseLectures } from './course-lectures';
import { doneLectureIds, readLectureState } from './lecture-state';

/** Quizzes count as passed once they are done: a quiz lecture is marked done only by a passing attempt. */
export const passedQuizIds = (course: CourseLectures, done: ReadonlySet<number>) =>
  new Set(
    course.rules
      .filter((lecture) => lecture.kind === 'quiz' && done.has(lecture.id))
      .map((lecture) => lecture.id),
  );

/** Where a student stands in a course: done, locked, percent, complete, where to continue. */
export const standingOf = (
  course: CourseLectures,
  stored: Record<string, StoredLectureProgress>,
  lastLectureId: number | null,
) => {
  const done = doneLectureIds(stored);
  const passed = passedQuizIds(course, done);
  const locked = lockedLectureIds(course.rules, passed);
  return {
    done,
    locked,
    percent: percentComplete(course.rules, done),
    isComplete: isCourseComplete(course.rules, done, passed),
    resumeLectureId: resumeLectureId(course.rules, lastLectureId, locked),
  };
};

/** Spec 1's per-lecture progress, with the course's percent and where to continue. */
export const toCourseProgress = (
  courseId: number,
  course: CourseLectures,
  stored: Record<string, StoredLectureProgress>,
  lastLectureId: number | null,
): CourseProgress => {
  const standing = standingOf(course, stored, lastLectureId);
  return {
    course_id: courseId,
    percent: standing.percent,
    is_complete: standing.isComplete,
    resume_lecture_id: standing.resumeLectureId,
    lectures: course.rules.map((lecture) => {
      const state = readLectureState(stored[String(lecture.id)]);
      return {
        lectures_id: lecture.id,
        section_id: lecture.sectionId,
        position_seconds: Math.round(state.positionSeconds),
        watched_seconds: Math.floor(state.watchedMs / 1000),
        is_complete: state.completedAt !== null,
        completed_at: state.completedAt ? state.completedAt.toISOString() : null,
        is_locked: standing.locked.has(lecture.id),
      };
    }),
  };
};
