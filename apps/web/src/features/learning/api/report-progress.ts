import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProgressReportBody } from '@shop/contract/learning/progress';
import { PROGRESS_REPORT_PATH } from '@shop/contract/learning/progress-report-path';
import { api, lazyRoute } from '../../../lib/api-client';
import type { ReportEvent } from '../lib/progress-clock';
import { applyReportAnswer, needsRefetch, type ReportAnswer, type SentReport } from '../lib/report-answer';
import { courseProgressKey, courseProgressQueryOptions } from './get-course-progress';
import { lastWatchedQueryOptions } from './get-last-watched';
import { myCoursesQueryOptions } from './list-my-courses';

const progressReportRoute = lazyRoute(
  () => import('@shop/contract/learning/progress'),
  'progressReportRoute',
);

export const reportProgress = (body: ProgressReportBody) => api.call(progressReportRoute, { body });

/**
 * The report of a page being hidden: `navigator.sendBeacon` outlives the page, and sends
 * `text/plain` JSON, which the server accepts. Without a beacon, a fetch that outlives the page.
 */
export const beaconProgress = (body: ProgressReportBody) => {
  const json = JSON.stringify(body);
  const isSent =
    typeof navigator.sendBeacon === 'function' &&
    navigator.sendBeacon(PROGRESS_REPORT_PATH, new Blob([json], { type: 'text/plain' }));
  if (isSent) return;
  void fetch(PROGRESS_REPORT_PATH, {
    method: 'POST',
    body: json,
    keepalive: true,
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
  }).catch(() => undefined);
};

/** One report of a lecture: what the clock measured, and the lecture's section for the progress cache. */
export type ProgressReportInput = SentReport & { event: ReportEvent };

/** The report's body for the course. */
export const reportBody = (courseId: number, report: ProgressReportInput): ProgressReportBody => ({
  course_id: courseId,
  lecture_id: report.lectureId,
  position_seconds: report.positionSeconds,
  played_seconds: report.playedSeconds,
  event: report.event,
});

type ReportOptions = {
  userId: number;
  courseId: number;
  onAnswer: (answer: ReportAnswer) => void;
  onRefused: (error: unknown) => void;
};

/**
 * A report of the player. Its answer updates the cached progress at once (percent, the lecture's
 * position and done state) and the last-watched lecture and position; the progress is read again only when a lecture has just become done,
 * since that may complete the course or move the resume lecture.
 */
export const useReportProgress = ({ userId, courseId, onAnswer, onRefused }: ReportOptions) => {
  const queryClient = useQueryClient();
  const { queryKey } = courseProgressQueryOptions(userId, courseId);
  return useMutation({
    mutationFn: (report: ProgressReportInput) => reportProgress(reportBody(courseId, report)),
    onSuccess: (answer, report) => {
      const before = queryClient.getQueryData(queryKey);
      if (before) queryClient.setQueryData(queryKey, applyReportAnswer(before, report, answer));
      queryClient.setQueryData(lastWatchedQueryOptions(userId, courseId).queryKey, [
        {
          section_id: report.sectionId,
          lectures_id: report.lectureId,
          position_seconds: Math.floor(report.positionSeconds),
          updated_at: new Date().toISOString(),
        },
      ]);
      if (needsRefetch(before, report.lectureId, answer)) {
        void queryClient.invalidateQueries({ queryKey: courseProgressKey(userId, courseId) });
        void queryClient.invalidateQueries({ queryKey: myCoursesQueryOptions().queryKey });
      }
      onAnswer(answer);
    },
    onError: onRefused,
  });
};
