import { useCountdown } from '../api/get-countdown';
import { strongestAccess, type AccessSource } from '../lib/access-left';

/**
 * The access left on the course: the countdown endpoint's enrolments, with the time the latest
 * progress report answered (an Actual plan's learning time runs down while the student plays).
 * Ended when that time is 0 or a report was refused with COURSE_ACCESS_ENDED.
 */
export const useLessonAccess = (
  courseId: number,
  reported: { remainingMs: number | null; isAccessEnded: boolean },
) => {
  const countdown = useCountdown(courseId);
  const strongest = strongestAccess(
    (countdown.data ?? []).map((record) => ({ planType: record.planType, remainingMs: record.remaining_ms })),
  );
  const remainingMs = reported.isAccessEnded ? 0 : reported.remainingMs;
  const access: AccessSource | null =
    strongest && remainingMs !== null ? { ...strongest, remainingMs } : strongest;
  return { access, isEnded: reported.isAccessEnded || access?.remainingMs === 0 };
};
