import { createContext, useContext } from 'react';
import type { ProgressReportInput } from '../api/report-progress';
import type { PlayerLecture } from '../lib/playlist';

/** What every lecture view of the player shares. */
export type LessonValue = {
  courseId: number;
  userId: number;
  /** The course's lectures in order (a quiz names the ones it sends back to the start). */
  lectures: readonly PlayerLecture[];
  /** Sends a report whose answer moves the progress on. */
  report: (report: ProgressReportInput) => void;
  /** Sends a report that must outlive the page (it is being hidden or closed). */
  beacon: (report: ProgressReportInput) => void;
};

export const LessonContext = createContext<LessonValue | null>(null);

/** The player's shared values, for any lecture view inside it. */
export const useLesson = (): LessonValue => {
  const value = useContext(LessonContext);
  if (!value) throw new Error('useLesson is used outside the lesson player');
  return value;
};
