import { and, asc, desc, eq } from 'drizzle-orm';
import type { QuizView } from '@shop/contract/learning/quiz';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { lecturesResetByQuiz } from '@shop/domain/learning/curriculum-state';
import { NO_PROGRESS } from '@shop/domain/learning/lecture-progress';
import { scoreQuiz } from '@shop/domain/learning/quiz-score';
import { quizAttempts, quizQuestions, quizzes } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import type { SessionUserRow } from '../../plugins/session';
import { loadCourseLectures, type LectureRow } from './course-lectures';
import { standingOf } from './course-progress-view';
import type { LearningDeps } from './learning-deps';
import { readLectureState, writeLectureState } from './lecture-state';
import { findLecture } from './lectures.repository';
import { findProgress, lockProgress, saveProgress } from './progress.repository';
import { requireLearningAccess } from './progress.service';

/** The quiz lecture the student may open now, with its quiz. */
const openQuiz = async (deps: LearningDeps, user: SessionUserRow, lectureId: number, now: Date) => {
  const lecture = await findLecture(deps.db, lectureId);
  if (lecture?.contentType !== 'quiz' || lecture.quizId === null)
    throw new AppError(ErrorCode.NOT_FOUND, { message: 'No quiz in this lecture' });
  await requireLearningAccess(deps, user.id, lecture.courseId, now);
  const course = await loadCourseLectures(deps.db, deps.cache, lecture.courseId);
  const progress = await findProgress(deps.db, user.id, lecture.courseId);
  if (standingOf(course, progress?.lectures ?? {}, null).locked.has(lecture.id))
    throw new AppError(ErrorCode.LECTURE_LOCKED, { message: 'Pass the quiz before this one first' });
  const [quiz] = await deps.db.select().from(quizzes).where(eq(quizzes.id, lecture.quizId));
  if (!quiz) throw new AppError(ErrorCode.NOT_FOUND, { message: 'No quiz in this lecture' });
  const questions = await deps.db
    .select()
    .from(quizQuestions)
    .where(eq(quizQuestions.quizId, quiz.id))
    .orderBy(asc(quizQuestions.location), asc(quizQuestions.id));
  return { lecture: lecture as LectureRow & { quizId: number }, quiz, questions, course };
};

const attemptsOf = (deps: LearningDeps, userId: number, lectureId: number) =>
  deps.db
    .select()
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.lectureId, lectureId)))
    .orderBy(desc(quizAttempts.id))
    .limit(20);

/** The quiz as the student sees it: questions and choices, never the answers; their attempts. */
export const getQuiz = async (
  deps: LearningDeps,
  user: SessionUserRow,
  lectureId: number,
  now = new Date(),
): Promise<QuizView> => {
  const { lecture, quiz, questions } = await openQuiz(deps, user, lectureId, now);
  return {
    lecture_id: lecture.id,
    quiz_id: quiz.id,
    title: quiz.title,
    pass_percent: lecture.scorePassQuiz,
    must_pass: lecture.checkPassQuiz,
    resets_progress: lecture.isQuizIntegrateNotPassResetProgress,
    questions: questions.map((question) => ({
      id: question.id,
      text: question.text,
      multiple: question.correctChoiceIds.length > 1,
      choices: question.choices,
    })),
    attempts: (await attemptsOf(deps, user.id, lecture.id)).map((attempt) => ({
      id: attempt.id,
      score_percent: attempt.scorePercent,
      passed: attempt.passed,
      created_at: attempt.createdAt.toISOString(),
    })),
  };
};

/**
 * Scores an attempt and records it. A pass makes the quiz done (which opens the lectures after a
 * quiz to pass); a failure of a quiz that resets progress sends its section's lectures before it
 * back to the start.
 */
export const attemptQuiz = async (
  deps: LearningDeps,
  user: SessionUserRow,
  lectureId: number,
  answers: Record<string, string[]>,
  now = new Date(),
) => {
  const { lecture, questions, course } = await openQuiz(deps, user, lectureId, now);
  const score = scoreQuiz(
    questions.map((question) => ({
      id: question.id,
      choiceIds: question.choices.map((choice) => choice.id),
      correctChoiceIds: question.correctChoiceIds,
    })),
    answers,
    lecture.scorePassQuiz,
  );
  const resetIds =
    !score.passed && lecture.isQuizIntegrateNotPassResetProgress
      ? lecturesResetByQuiz(course.rules, lecture.id)
      : [];
  await deps.db.transaction(async (tx) => {
    await tx.insert(quizAttempts).values({
      userId: user.id,
      lectureId: lecture.id,
      quizId: lecture.quizId,
      answers,
      scorePercent: score.scorePercent,
      passed: score.passed,
      createdAt: now,
    });
    const row = await lockProgress(tx, user.id, lecture.courseId);
    const lectures = { ...row.lectures };
    if (score.passed) {
      const before = readLectureState(lectures[String(lecture.id)]);
      lectures[String(lecture.id)] = writeLectureState({ ...before, completedAt: before.completedAt ?? now });
    }
    for (const id of resetIds) lectures[String(id)] = writeLectureState(NO_PROGRESS);
    await saveProgress(tx, row, {
      lectures,
      lastLectureId: lecture.id,
      lastPositionSeconds: 0,
      updatedAt: now,
    });
  });
  return {
    score_percent: score.scorePercent,
    correct: score.correct,
    total: score.total,
    passed: score.passed,
    reset_lecture_ids: resetIds,
  };
};
