import type { QuizView } from '@shop/contract/learning/quiz';

/** Chosen choice ids by question id, as the attempt's body sends them. */
export type QuizAnswers = Record<string, string[]>;

/** Questions without any choice picked yet. */
export const unansweredCount = (questions: QuizView['questions'], answers: QuizAnswers): number =>
  questions.filter((question) => (answers[String(question.id)] ?? []).length === 0).length;

/** The attempt's answers: only this quiz's questions, each with the choices it offers. */
export const attemptAnswers = (questions: QuizView['questions'], answers: QuizAnswers): QuizAnswers =>
  Object.fromEntries(
    questions.map((question) => {
      const offered = new Set(question.choices.map((choice) => choice.id));
      return [String(question.id), (answers[String(question.id)] ?? []).filter((id) => offered.has(id))];
    }),
  );

/** The names of the lectures a failed attempt sent back to the start, in curriculum order. */
export const resetLectureNames = (
  resetIds: readonly number[],
  lectures: readonly { id: number; name: string }[],
): string[] => {
  const reset = new Set(resetIds);
  return lectures.filter((lecture) => reset.has(lecture.id)).map((lecture) => lecture.name);
};
