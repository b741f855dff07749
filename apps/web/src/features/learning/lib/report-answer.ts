import type { CourseProgress } from '@shop/contract/learning/progress';

/** One report as sent, with the section of its lecture (a progress row needs it). */
export type SentReport = {
  lectureId: number;
  sectionId: number;
  positionSeconds: number;
  playedSeconds: number;
};

/** The server's answer to a report. */
export type ReportAnswer = { percent: number; lecture_complete: boolean; remaining_ms: number };

/**
 * The cached progress after a report, without asking the server again: the course's percent from
 * the answer, and the lecture's position, play time and done state. Whether the course is complete
 * (the certificate) or where to resume is not in the answer: `needsRefetch` says when to ask.
 */
export const applyReportAnswer = (
  progress: CourseProgress,
  report: SentReport,
  answer: ReportAnswer,
): CourseProgress => {
  const existing = progress.lectures.find((row) => row.lectures_id === report.lectureId);
  const row = existing ?? {
    lectures_id: report.lectureId,
    section_id: report.sectionId,
    position_seconds: 0,
    watched_seconds: 0,
    is_complete: false,
    completed_at: null,
    is_locked: false,
  };
  const updated = {
    ...row,
    position_seconds: Math.floor(report.positionSeconds),
    watched_seconds: row.watched_seconds + Math.floor(report.playedSeconds),
    is_complete: row.is_complete || answer.lecture_complete,
  };
  return {
    ...progress,
    percent: answer.percent,
    lectures: existing
      ? progress.lectures.map((item) => (item === existing ? updated : item))
      : [...progress.lectures, updated],
  };
};

/** A lecture that has just become done may complete the course or move the resume lecture: ask again. */
export const needsRefetch = (before: CourseProgress | undefined, lectureId: number, answer: ReportAnswer) =>
  answer.lecture_complete &&
  !before?.lectures.some((row) => row.lectures_id === lectureId && row.is_complete);
