import { useState } from 'react';
import type { QuizView } from '@shop/contract/learning/quiz';
import { useNotify } from '../../../hooks/use-notify';
import { useSubmitQuiz } from '../api/submit-quiz';
import { attemptAnswers, resetLectureNames, unansweredCount, type QuizAnswers } from '../lib/quiz-answers';
import { useLesson } from './lesson-context';

/** An attempt's score as the server answered it, with the names of the lectures it sent back. */
export type QuizOutcome = {
  score_percent: number;
  correct: number;
  total: number;
  passed: boolean;
  resetNames: string[];
};

/** The answers being chosen, the check that every question has one, and sending the attempt. */
export const useQuizForm = (quiz: QuizView) => {
  const { courseId, userId, lectures } = useLesson();
  const submitQuiz = useSubmitQuiz({ userId, courseId });
  const { notifyError } = useNotify();
  const [answers, setAnswers] = useState<QuizAnswers>({});
  const [hasTried, setHasTried] = useState(false);
  const [result, setResult] = useState<QuizOutcome | null>(null);
  const unanswered = hasTried ? unansweredCount(quiz.questions, answers) : 0;

  const submit = () => {
    setHasTried(true);
    if (unansweredCount(quiz.questions, answers) > 0) return;
    submitQuiz.mutate(
      { lectureId: quiz.lecture_id, answers: attemptAnswers(quiz.questions, answers) },
      {
        onSuccess: (answer) =>
          setResult({ ...answer, resetNames: resetLectureNames(answer.reset_lecture_ids, lectures) }),
        onError: notifyError,
      },
    );
  };

  return {
    answers,
    unanswered,
    result,
    isSubmitting: submitQuiz.isPending,
    choose: (questionId: number, choiceIds: string[]) =>
      setAnswers((current) => ({ ...current, [String(questionId)]: choiceIds })),
    submit,
    retry: () => {
      setAnswers({});
      setHasTried(false);
      setResult(null);
    },
  };
};
