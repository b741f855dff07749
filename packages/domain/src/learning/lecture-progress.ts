/** The lecture kinds of spec 1's curriculum. */
export const LECTURE_KINDS = ['video', 'text', 'file', 'quiz', 'homework'] as const;
export type LectureKind = (typeof LECTURE_KINDS)[number];

/**
 * A video lecture counts as done once its learner has played 90% of its length: the closing
 * credits or a last summary slide need not be sat through, but skipping to the end is not enough
 * (played time is counted at most at the speed of the clock, see `creditLearningTime`).
 */
export const VIDEO_COMPLETION_RATIO = 0.9;

/** What the shop remembers of one lecture for one student. */
export type LectureProgress = {
  /** Where playback was last, in seconds. */
  positionSeconds: number;
  /** Play time counted so far, in ms. */
  watchedMs: number;
  /** When the lecture became done, or null. */
  completedAt: Date | null;
};

export const NO_PROGRESS: LectureProgress = { positionSeconds: 0, watchedMs: 0, completedAt: null };

/** Whether a video of `durationSeconds` has been played enough to be done (one without a length: played at all). */
export const isVideoWatched = (watchedMs: number, durationSeconds: number): boolean =>
  durationSeconds <= 0 ? watchedMs > 0 : watchedMs >= durationSeconds * 1000 * VIDEO_COMPLETION_RATIO;

/**
 * Whether opening a lecture is what completes it: a text is read and a file downloaded by opening
 * them. A video needs its play time, a quiz a pass, homework a submission.
 */
export const isDoneWhenOpened = (kind: LectureKind): boolean => kind === 'text' || kind === 'file';

/** Reads a stored kind; anything unknown is a video, the curriculum's default. */
export const lectureKindOf = (value: string): LectureKind =>
  (LECTURE_KINDS as readonly string[]).includes(value) ? (value as LectureKind) : 'video';
