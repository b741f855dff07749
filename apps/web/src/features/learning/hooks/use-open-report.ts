import { useCallback, useEffect, useRef } from 'react';
import type { PlayerLecture } from '../lib/playlist';
import { useLesson } from './lesson-context';

/**
 * The one `open` report of a lecture without a timeline: a text when it is shown, a file when it
 * is downloaded (`whenShown` false: call the returned function then). Sent once per lecture.
 */
export const useOpenReport = (lecture: PlayerLecture, { whenShown }: { whenShown: boolean }) => {
  const { report } = useLesson();
  const sentFor = useRef<number | null>(null);
  const { id, sectionId } = lecture;

  const sendOpen = useCallback(() => {
    if (sentFor.current === id) return;
    sentFor.current = id;
    report({ event: 'open', lectureId: id, sectionId, positionSeconds: 0, playedSeconds: 0 });
  }, [id, sectionId, report]);

  useEffect(() => {
    if (whenShown) sendOpen();
  }, [whenShown, sendOpen]);

  return sendOpen;
};
