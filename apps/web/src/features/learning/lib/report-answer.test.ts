import { describe, expect, it } from 'vitest';
import type { CourseProgress } from '@shop/contract/learning/progress';
import { applyReportAnswer, needsRefetch } from './report-answer';

const progress: CourseProgress = {
  course_id: 7,
  percent: 20,
  is_complete: false,
  resume_lecture_id: 2,
  lectures: [
    {
      lectures_id: 2,
      section_id: 10,
      position_seconds: 30,
      watched_seconds: 30,
      is_complete: false,
      completed_at: null,
      is_locked: false,
    },
  ],
};
const report = { lectureId: 2, sectionId: 10, positionSeconds: 40.4, playedSeconds: 10 };

describe('the progress cache after a report', () => {
  it('takes the percent from the answer and moves the lecture on', () => {
    const next = applyReportAnswer(progress, report, {
      percent: 40,
      lecture_complete: true,
      remaining_ms: -1,
    });
    expect(next.percent).toBe(40);
    expect(next.lectures[0]).toMatchObject({ position_seconds: 40, watched_seconds: 40, is_complete: true });
    expect(progress.lectures[0]?.is_complete).toBe(false);
  });

  it('adds a row for a lecture the student had not started', () => {
    const next = applyReportAnswer(
      progress,
      { ...report, lectureId: 3, positionSeconds: 0, playedSeconds: 0 },
      { percent: 40, lecture_complete: true, remaining_ms: -1 },
    );
    expect(next.lectures[1]).toMatchObject({ lectures_id: 3, section_id: 10, is_complete: true });
  });

  it('asks the server again only when a lecture has just become done', () => {
    const done = { percent: 40, lecture_complete: true, remaining_ms: -1 };
    expect(needsRefetch(progress, 2, done)).toBe(true);
    expect(needsRefetch(applyReportAnswer(progress, report, done), 2, done)).toBe(false);
    expect(needsRefetch(progress, 2, { ...done, lecture_complete: false })).toBe(false);
    expect(needsRefetch(undefined, 2, done)).toBe(true);
  });
});
