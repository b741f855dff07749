import { useEffect, useEffectEvent } from 'react';
import { createProgressClock, type ClockReport } from '../lib/progress-clock';
import type { PlayerLecture } from '../lib/playlist';
import { useLesson } from './lesson-context';

/**
 * Wires a lecture's `<video>` to the progress clock: it opens at `startAt` once its metadata is
 * loaded, then reports every 10 s of play, on pause, at the end of a seek, at the end, and when
 * the page is hidden (`visibilitychange` to hidden, `pagehide`) by beacon. Leaving the lecture
 * reports what was played and not yet reported.
 */
export const useVideoReports = (video: HTMLVideoElement | null, lecture: PlayerLecture, startAt: number) => {
  const { report, beacon } = useLesson();
  const send = useEffectEvent((clockReport: ClockReport) => {
    const input = { ...clockReport, lectureId: lecture.id, sectionId: lecture.sectionId };
    if (clockReport.event === 'hide') beacon(input);
    else report(input);
  });
  const startPosition = useEffectEvent(() => startAt);

  useEffect(() => {
    if (!video) return;
    const clock = createProgressClock({ now: () => Date.now(), send });
    const position = () => video.currentTime;
    let hasStarted = false;
    const start = () => {
      if (hasStarted) return;
      hasStarted = true;
      const at = startPosition();
      if (at > 0 && (!Number.isFinite(video.duration) || at < video.duration)) {
        clock.resumeAt(at);
        video.currentTime = at;
      }
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') clock.hide(position());
    };
    const onPageHide = () => clock.hide(position());
    const events: [string, () => void][] = [
      ['loadedmetadata', start],
      ['playing', () => clock.play(position())],
      ['timeupdate', () => clock.timeUpdate(position(), !video.paused && !video.ended)],
      ['seeking', () => clock.seeking()],
      ['seeked', () => clock.seeked(position())],
      ['pause', () => clock.pause(position())],
      ['ended', () => clock.ended(position())],
    ];
    for (const [name, listener] of events) video.addEventListener(name, listener);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    if (video.readyState >= HTMLMediaElement.HAVE_METADATA) start();
    return () => {
      for (const [name, listener] of events) video.removeEventListener(name, listener);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      clock.leave(position());
    };
  }, [video]);
};
