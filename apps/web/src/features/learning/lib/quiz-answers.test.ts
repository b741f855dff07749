import { describe, expect, it } from 'vitest';
import type { QuizView } from '@shop/contract/learning/quiz';
import { attemptAnswers, resetLectureNames, unansweredCount } from './quiz-answers';

const questions: QuizView['questions'] = [
  {
    id: 1,
    text: 'One',
    multiple: false,
    choices: [
      { id: 'a', text: 'A' },
      { id: 'b', text: 'B' },
    ],
  },
  {
    id: 2,
    text: 'Two',
    multiple: true,
    choices: [
      { id: 'a', text: 'A' },
      { id: 'c', text: 'C' },
    ],
  },
];

describe('quiz answers', () => {
  it('counts the questions still without an answer', () => {
    expect(unansweredCount(questions, {})).toBe(2);
    expect(unansweredCount(questions, { 1: ['a'], 2: [] })).toBe(1);
    expect(unansweredCount(questions, { 1: ['a'], 2: ['a', 'c'] })).toBe(0);
  });

  it('sends every question of the quiz with only the choices it offers', () => {
    expect(attemptAnswers(questions, { 1: ['b', 'z'], 9: ['a'] })).toEqual({ 1: ['b'], 2: [] });
  });

  it('names the lectures that start again, in curriculum order', () => {
    const lectures = [
      { id: 1, name: 'Intro' },
      { id: 2, name: 'Loops' },
      { id: 3, name: 'Quiz' },
    ];
    expect(resetLectureNames([3, 1], lectures)).toEqual(['Intro', 'Quiz']);
    expect(resetLectureNames([], lectures)).toEqual([]);
  });
});
