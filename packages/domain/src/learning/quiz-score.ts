/** A multiple-choice question with its correct choices (never sent to a student). */
export type QuizQuestion = { id: number; choiceIds: readonly string[]; correctChoiceIds: readonly string[] };

export type QuizScore = { correct: number; total: number; scorePercent: number; passed: boolean };

const sameChoices = (given: readonly string[], correct: readonly string[]) => {
  const chosen = new Set(given);
  return chosen.size === correct.length && correct.every((choice) => chosen.has(choice));
};

/**
 * Scores a quiz attempt: a question counts when exactly its correct choices were picked (all of
 * them, nothing else). The score is a whole percent rounded down; it passes at `passPercent` or
 * more (no pass score: any attempt passes).
 */
export const scoreQuiz = (
  questions: readonly QuizQuestion[],
  answers: Readonly<Record<string, readonly string[]>>,
  passPercent: number | null,
): QuizScore => {
  const correct = questions.filter((question) =>
    sameChoices(answers[String(question.id)] ?? [], question.correctChoiceIds),
  ).length;
  const total = questions.length;
  const scorePercent = total === 0 ? 100 : Math.floor((correct * 100) / total);
  return { correct, total, scorePercent, passed: passPercent === null || scorePercent >= passPercent };
};
