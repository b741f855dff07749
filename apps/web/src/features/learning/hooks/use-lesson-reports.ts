import { useCallback, useState } from 'react';
import { ApiError } from '@shop/contract/http/api-client';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import {
  beaconProgress,
  reportBody,
  useReportProgress,
  type ProgressReportInput,
} from '../api/report-progress';

/**
 * The player's progress reports and what their answers tell: the access left after each one, and
 * the refusals that stop learning (COURSE_ACCESS_ENDED) or close a lecture (LECTURE_LOCKED). Other
 * failures are let go: the next report carries the position again.
 */
export const useLessonReports = ({ userId, courseId }: { userId: number; courseId: number }) => {
  const [remainingMs, setRemainingMs] = useState<number | null>(null);
  const [isAccessEnded, setIsAccessEnded] = useState(false);
  const [refusedLectureIds, setRefusedLectureIds] = useState<readonly number[]>([]);

  const mutation = useReportProgress({
    userId,
    courseId,
    onAnswer: (answer) => setRemainingMs(answer.remaining_ms),
    onRefused: (error) => {
      if (!(error instanceof ApiError)) return;
      if (error.code === ErrorCode.COURSE_ACCESS_ENDED) setIsAccessEnded(true);
    },
  });
  const { mutate } = mutation;

  const report = useCallback(
    (input: ProgressReportInput) =>
      mutate(input, {
        onError: (error) => {
          if (error instanceof ApiError && error.code === ErrorCode.LECTURE_LOCKED) {
            setRefusedLectureIds((ids) => (ids.includes(input.lectureId) ? ids : [...ids, input.lectureId]));
          }
        },
      }),
    [mutate],
  );
  const beacon = useCallback(
    (input: ProgressReportInput) => beaconProgress(reportBody(courseId, input)),
    [courseId],
  );

  return { report, beacon, remainingMs, isAccessEnded, refusedLectureIds };
};
