import { describe, expect, it } from 'vitest';
import {
  isCourseComplete,
  lecturesResetByQuiz,
  lockedLectureIds,
  percentComplete,
  resumeLectureId,
  type CurriculumLecture,
} from './curriculum-state';

const lecture = (
  id: number,
  sectionId: number,
  kind: CurriculumLecture['kind'] = 'video',
  mustPass = false,
) => ({
  id,
  sectionId,
  kind,
  mustPass,
});
// Section 1: two videos and a quiz to pass; section 2: a text and homework.
const course: CurriculumLecture[] = [
  lecture(1, 10),
  lecture(2, 10),
  lecture(3, 10, 'quiz', true),
  lecture(4, 20, 'text'),
  lecture(5, 20, 'homework'),
];

describe('the curriculum as a student stands in it', () => {
  it('locks everything after a quiz to pass until it is passed; the quiz stays open', () => {
    expect([...lockedLectureIds(course, new Set())]).toEqual([4, 5]);
    expect([...lockedLectureIds(course, new Set([3]))]).toEqual([]);
  });

  it('does not lock after a quiz that need not be passed', () => {
    expect(lockedLectureIds([lecture(1, 1, 'quiz'), lecture(2, 1)], new Set()).size).toBe(0);
  });

  it('counts whole percents done, rounded down', () => {
    expect(percentComplete(course, new Set([1, 2]))).toBe(40);
    expect(percentComplete(course.slice(0, 3), new Set([1]))).toBe(33);
    expect(percentComplete([], new Set())).toBe(0);
  });

  it('is complete only with every lecture done and the quiz passed', () => {
    const all = new Set([1, 2, 3, 4, 5]);
    expect(isCourseComplete(course, all, new Set([3]))).toBe(true);
    expect(isCourseComplete(course, all, new Set())).toBe(false);
    expect(isCourseComplete(course, new Set([1, 2, 3, 4]), new Set([3]))).toBe(false);
    expect(isCourseComplete([], new Set(), new Set())).toBe(false);
  });

  it('sends a failed quiz and the lectures before it in its section back to the start', () => {
    expect(lecturesResetByQuiz(course, 3)).toEqual([1, 2, 3]);
    expect(lecturesResetByQuiz(course, 99)).toEqual([]);
  });

  it('resumes at the last lecture, or the first open one when that is gone or locked', () => {
    expect(resumeLectureId(course, 2, new Set())).toBe(2);
    expect(resumeLectureId(course, 4, new Set([4, 5]))).toBe(1);
    expect(resumeLectureId(course, 77, new Set())).toBe(1);
    expect(resumeLectureId(course, null, new Set())).toBe(1);
    expect(resumeLectureId([], null, new Set())).toBeNull();
  });
});
