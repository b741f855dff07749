import type { LectureProgress } from '@shop/domain/learning/lecture-progress';
import type { StoredLectureProgress } from '../../db/tables';

/** A lecture's stored state as the domain reads it. */
export const readLectureState = (stored: StoredLectureProgress | undefined): LectureProgress => ({
  positionSeconds: stored?.p ?? 0,
  watchedMs: stored?.w ?? 0,
  completedAt: stored?.d ? new Date(stored.d) : null,
});

export const writeLectureState = (state: LectureProgress): StoredLectureProgress => ({
  p: Math.round(state.positionSeconds),
  w: Math.round(state.watchedMs),
  d: state.completedAt ? state.completedAt.toISOString() : null,
});

/** Ids of the lectures a student has done, from their stored states. */
export const doneLectureIds = (lectures: Record<string, StoredLectureProgress>): Set<number> =>
  new Set(
    Object.entries(lectures)
      .filter(([, state]) => state.d !== null)
      .map(([id]) => Number(id)),
  );
