import type { LectureKind } from './lecture-progress';

/** A lecture as the learning rules read it, in curriculum order. */
export type CurriculumLecture = {
  id: number;
  sectionId: number;
  kind: LectureKind;
  /** A quiz that must be passed before the lectures after it open (`check_pass_quiz`). */
  mustPass: boolean;
};

/**
 * Lectures the student may not open yet: everything after a quiz that must be passed and is not.
 * The quiz itself stays open, so the student can take it.
 */
export const lockedLectureIds = (
  lectures: readonly CurriculumLecture[],
  passedQuizLectureIds: ReadonlySet<number>,
): Set<number> => {
  const locked = new Set<number>();
  let blocked = false;
  for (const lecture of lectures) {
    if (blocked) locked.add(lecture.id);
    if (lecture.kind === 'quiz' && lecture.mustPass && !passedQuizLectureIds.has(lecture.id)) blocked = true;
  }
  return locked;
};

/** Whole percent of lectures done (rounded down, so 100 means every one); a course without lectures is 0. */
export const percentComplete = (
  lectures: readonly CurriculumLecture[],
  doneIds: ReadonlySet<number>,
): number =>
  lectures.length === 0
    ? 0
    : Math.floor((lectures.filter((lecture) => doneIds.has(lecture.id)).length * 100) / lectures.length);

/** The course is complete when every lecture is done; a quiz to pass counts as done only once passed. */
export const isCourseComplete = (
  lectures: readonly CurriculumLecture[],
  doneIds: ReadonlySet<number>,
  passedQuizLectureIds: ReadonlySet<number>,
): boolean =>
  lectures.length > 0 &&
  lectures.every(
    (lecture) =>
      doneIds.has(lecture.id) &&
      !(lecture.kind === 'quiz' && lecture.mustPass && !passedQuizLectureIds.has(lecture.id)),
  );

/**
 * The lectures a failed quiz sends back to the start when it resets progress
 * (`is_quiz_integrate_not_pass_reset_progress`): the ones before it in its section, which are
 * what it tests, and the quiz itself.
 */
export const lecturesResetByQuiz = (
  lectures: readonly CurriculumLecture[],
  quizLectureId: number,
): number[] => {
  const quiz = lectures.find((lecture) => lecture.id === quizLectureId);
  if (!quiz) return [];
  const index = lectures.indexOf(quiz);
  return lectures
    .slice(0, index + 1)
    .filter((lecture) => lecture.sectionId === quiz.sectionId)
    .map((lecture) => lecture.id);
};

/** Where a student continues: their last lecture if they may still open it, else the first one they may. */
export const resumeLectureId = (
  lectures: readonly CurriculumLecture[],
  lastLectureId: number | null,
  locked: ReadonlySet<number>,
): number | null => {
  if (
    lastLectureId !== null &&
    lectures.some((lecture) => lecture.id === lastLectureId) &&
    !locked.has(lastLectureId)
  )
    return lastLectureId;
  return lectures.find((lecture) => !locked.has(lecture.id))?.id ?? null;
};
