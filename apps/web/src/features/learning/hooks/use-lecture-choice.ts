import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import {
  chooseLectureId,
  isBlocked,
  neighbours,
  requestedLectureId,
  type PlayerLecture,
} from '../lib/playlist';

type ChoiceInput = {
  slug: string;
  lectures: readonly PlayerLecture[];
  resumeId: number | null;
  lastWatchedId: number | null;
  isReady: boolean;
};

/**
 * Which lecture is open: `?lecture=` when the course has it, otherwise where the student continues,
 * written into the address once chosen (so fresher progress never moves the learner away, and the
 * address can be shared or reloaded). Next stops before a locked lecture and says why.
 */
export const useLectureChoice = ({ slug, lectures, resumeId, lastWatchedId, isReady }: ChoiceInput) => {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [lockNoticeAt, setLockNoticeAt] = useState<number | null>(null);
  const requestedId = requestedLectureId(searchParams.get('lecture'));
  const currentId = chooseLectureId({ lectures, requestedId, resumeId, lastWatchedId });

  useEffect(() => {
    if (!isReady || currentId === null || currentId === requestedId) return;
    void navigate(paths.courseLessons(slug, currentId), { replace: true });
  }, [isReady, currentId, requestedId, slug, navigate]);

  const { previous, next, position } = neighbours(lectures, currentId);
  const open = (lecture: PlayerLecture | null) => {
    if (lecture) void navigate(paths.courseLessons(slug, lecture.id));
  };

  return {
    current: lectures.find((lecture) => lecture.id === currentId) ?? null,
    position,
    previous,
    next,
    hrefOf: (lectureId: number) => paths.courseLessons(slug, lectureId),
    goPrevious: () => open(previous),
    goNext: () => {
      if (next && isBlocked(next)) setLockNoticeAt(currentId);
      else open(next);
    },
    /** Next was pressed in front of a locked lecture (until the learner moves or it opens). */
    isNextLocked: lockNoticeAt !== null && lockNoticeAt === currentId && next !== null && isBlocked(next),
  };
};
