import { describe, expect, it } from 'vitest';
import { scoreQuiz, type QuizQuestion } from './quiz-score';

const questions: QuizQuestion[] = [
  { id: 1, choiceIds: ['a', 'b', 'c'], correctChoiceIds: ['b'] },
  { id: 2, choiceIds: ['a', 'b', 'c'], correctChoiceIds: ['a', 'c'] },
  { id: 3, choiceIds: ['a', 'b'], correctChoiceIds: ['a'] },
];

describe('scoring a quiz', () => {
  it('counts a question only when exactly its correct choices are picked', () => {
    expect(scoreQuiz(questions, { 1: ['b'], 2: ['c', 'a'], 3: ['a'] }, 60)).toEqual({
      correct: 3,
      total: 3,
      scorePercent: 100,
      passed: true,
    });
    expect(scoreQuiz(questions, { 1: ['b'], 2: ['a'], 3: ['a', 'b'] }, 60)).toMatchObject({
      correct: 1,
      scorePercent: 33,
      passed: false,
    });
  });

  it('passes at the pass score exactly, and any attempt when there is none', () => {
    expect(scoreQuiz(questions, { 1: ['b'], 2: ['a', 'c'] }, 66)).toMatchObject({
      scorePercent: 66,
      passed: true,
    });
    expect(scoreQuiz(questions, {}, null)).toMatchObject({ scorePercent: 0, passed: true });
  });

  it('gives a quiz without questions full marks', () => {
    expect(scoreQuiz([], {}, 80)).toEqual({ correct: 0, total: 0, scorePercent: 100, passed: true });
  });
});
