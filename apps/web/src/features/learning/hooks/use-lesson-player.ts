import { useMemo } from 'react';
import { useCourseProgress } from '../api/get-course-progress';
import { useLastWatched } from '../api/get-last-watched';
import { usePlaylist } from '../api/get-playlist';
import { latestWatched, playerSections, startPosition } from '../lib/playlist';
import { useLectureChoice } from './use-lecture-choice';
import { useLessonAccess } from './use-lesson-access';
import { useLessonReports } from './use-lesson-reports';
import { useSettledAfter } from './use-settled-after';

/** Spec 1: the playlist's loading state stays one second after the playlist loads. */
export const PLAYLIST_SETTLE_MS = 1_000;

type PlayerInput = { courseId: number; userId: number; slug: string };

/**
 * Everything the lesson player shows: the playlist joined with the student's progress, the open
 * lecture and its neighbours, where its video starts, the percent, the access left, and the
 * reports' refusals.
 */
export const useLessonPlayer = ({ courseId, userId, slug }: PlayerInput) => {
  const playlist = usePlaylist(courseId);
  const progress = useCourseProgress(userId, courseId);
  const lastWatched = useLastWatched(userId, courseId);
  const reports = useLessonReports({ userId, courseId });
  const { access, isEnded } = useLessonAccess(courseId, reports);
  const isSettled = useSettledAfter(playlist.isSuccess, PLAYLIST_SETTLE_MS);
  const isReady = isSettled && !progress.isPending && !lastWatched.isPending;

  const sections = useMemo(
    () =>
      playerSections(playlist.data ?? [], progress.data).map((section) => ({
        ...section,
        lectures: section.lectures.map((lecture) =>
          reports.refusedLectureIds.includes(lecture.id) ? { ...lecture, isLocked: true } : lecture,
        ),
      })),
    [playlist.data, progress.data, reports.refusedLectureIds],
  );
  const lectures = useMemo(() => sections.flatMap((section) => section.lectures), [sections]);
  const last = latestWatched(lastWatched.data);
  const choice = useLectureChoice({
    slug,
    lectures,
    resumeId: progress.data?.resume_lecture_id ?? null,
    lastWatchedId: last?.lectures_id ?? null,
    isReady,
  });

  return {
    status: playlist.isError || progress.isError ? 'failed' : isReady ? 'ready' : 'loading',
    retry: () => void Promise.all([playlist.refetch(), progress.refetch()]),
    sections,
    lectures,
    ...choice,
    startAt: choice.current ? startPosition(choice.current, last) : 0,
    percent: progress.data?.percent ?? 0,
    isComplete: progress.data?.is_complete ?? false,
    access,
    isEnded,
    reports,
  } as const;
};
