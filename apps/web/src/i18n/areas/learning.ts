import type { Widen } from '../widen';
import { exerciseEn, exerciseTh } from './learning/exercise-texts';
import { myCoursesEn, myCoursesTh } from './learning/my-courses-texts';
import { playerEn, playerTh } from './learning/player-texts';

/**
 * Texts of the learning side: my courses, the lesson player, quizzes, homework and certificates.
 * They load with the learning pages (see `load-learning-texts.ts`), not with the shop's shell; the
 * shop may still override any of them in its custom texts by key, e.g. `learning.player.next`.
 */
export const learningTh = {
  ...playerTh,
  ...myCoursesTh,
  ...exerciseTh,
};

export const learningEn: Widen<typeof learningTh> = {
  ...playerEn,
  ...myCoursesEn,
  ...exerciseEn,
};
