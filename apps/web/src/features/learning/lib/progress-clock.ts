import type { ProgressReportBody } from '@shop/contract/learning/progress';

/** How often a playing video reports: well under the most one report may credit (MAX_CREDIT_PER_REPORT_MS). */
export const TICK_INTERVAL_MS = 10_000;

/** The contract's bounds of a position and of the play time one report carries, in seconds. */
const MAX_SECONDS = 86_400;

export type ReportEvent = NonNullable<ProgressReportBody['event']>;

/** What the clock asks to send: the event, where playback is, and the seconds played since the last report. */
export type ClockReport = { event: ReportEvent; positionSeconds: number; playedSeconds: number };

type ClockOptions = {
  /** Milliseconds of a monotonic-enough clock (Date.now in the browser, a fake in tests). */
  now: () => number;
  send: (report: ClockReport) => void;
  tickMs?: number;
};

const tenths = (seconds: number) => Math.round(Math.min(MAX_SECONDS, Math.max(0, seconds)) * 10) / 10;

/**
 * The timing of a video's progress reports, without the video: the hook feeds it the element's
 * events and sends what it asks. Played time is counted from `timeupdate` deltas while the video
 * plays, never from a seek, and at most as fast as the wall clock (at double speed ten seconds of
 * the clock count ten seconds, as the server's `creditLearningTime` counts them too).
 */
export const createProgressClock = ({ now, send, tickMs = TICK_INTERVAL_MS }: ClockOptions) => {
  let playedMs = 0;
  let lastPosition: number | null = null;
  let lastUpdateAt: number | null = null;
  let lastReportAt = now();
  let lastReportedPosition: number | null = null;
  let isSeeking = false;
  let skipNextSeeked = false;

  const report = (event: ReportEvent, position: number) => {
    send({ event, positionSeconds: tenths(position), playedSeconds: tenths(playedMs / 1000) });
    playedMs = 0;
    lastReportAt = now();
    lastReportedPosition = position;
  };

  const follow = (position: number) => {
    lastPosition = position;
    lastUpdateAt = now();
  };

  return {
    /** Playback starts or resumes (`playing`): the time before it was not play time. */
    play(position: number) {
      follow(position);
      if (playedMs === 0) lastReportAt = now();
    },
    /** `timeupdate`: counts what was played since the previous one, and ticks every `tickMs`. */
    timeUpdate(position: number, isPlaying: boolean) {
      const at = now();
      if (isPlaying && !isSeeking && lastPosition !== null && lastUpdateAt !== null) {
        const advancedMs = (position - lastPosition) * 1000;
        if (advancedMs > 0) playedMs += Math.min(advancedMs, Math.max(0, at - lastUpdateAt));
      }
      follow(position);
      if (isPlaying && !isSeeking && at - lastReportAt >= tickMs) report('tick', position);
    },
    /** `seeking`: the jump that follows is not play time. */
    seeking() {
      isSeeking = true;
    },
    /** `seeked`: reports where the learner landed (not after the player's own resume seek). */
    seeked(position: number) {
      isSeeking = false;
      follow(position);
      if (skipNextSeeked) {
        skipNextSeeked = false;
        return;
      }
      report('seeked', position);
    },
    /** The player itself moves to the remembered position: no report for that seek. */
    resumeAt(position: number) {
      skipNextSeeked = true;
      follow(position);
    },
    pause(position: number) {
      report('pause', position);
    },
    ended(position: number) {
      report('ended', position);
    },
    /** The page is hidden; a second hide with nothing new (visibilitychange, then pagehide) sends nothing. */
    hide(position: number) {
      if (playedMs === 0 && position === lastReportedPosition) return;
      report('hide', position);
    },
    /** The lecture closes (another lecture, another page): what was played and not yet reported. */
    leave(position: number) {
      if (playedMs > 0) report('pause', position);
    },
  };
};

export type ProgressClock = ReturnType<typeof createProgressClock>;
