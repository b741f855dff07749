import type { CurriculumSection, LectureWire } from '@shop/contract/catalog/curriculum';
import type { CourseProgress } from '@shop/contract/learning/progress';
import { resumeLectureId, type CurriculumLecture } from '@shop/domain/learning/curriculum-state';
import {
  lectureKindOf,
  VIDEO_COMPLETION_RATIO,
  type LectureKind,
} from '@shop/domain/learning/lecture-progress';

/** A lecture as the player shows it: the playlist's lecture with this student's progress in it. */
export type PlayerLecture = {
  id: number;
  sectionId: number;
  name: string;
  kind: LectureKind;
  durationSeconds: number;
  /** Locked until a quiz before it is passed. */
  isLocked: boolean;
  /** False when the playlist lets the student see the lecture's name only. */
  isOpen: boolean;
  isComplete: boolean;
  /** How far a video is towards done (its play time over the share that completes it), 0 to 1. */
  watchedShare: number;
  /** Where its playback was last, in seconds. */
  positionSeconds: number;
  wire: LectureWire;
};

export type PlayerSection = { id: number; name: string; lectures: PlayerLecture[] };

/** A video's play time over the part of it that completes it (VIDEO_COMPLETION_RATIO), capped at 1. */
export const watchedShare = (watchedSeconds: number, durationSeconds: number): number =>
  durationSeconds <= 0 ? 0 : Math.min(1, watchedSeconds / (durationSeconds * VIDEO_COMPLETION_RATIO));

/**
 * The playlist in its order with the student's progress: a lecture's progress row says whether it
 * is locked and done (the server decides both); without a row, the playlist's own lock stands.
 */
export const playerSections = (
  sections: readonly CurriculumSection[],
  progress: CourseProgress | undefined,
): PlayerSection[] => {
  const rows = new Map(progress?.lectures.map((row) => [row.lectures_id, row]));
  return sections.map((section) => ({
    id: section.sections_id,
    name: section.sections_name,
    lectures: section.lectures_list.map((wire) => {
      const row = rows.get(wire.lectures_id);
      const kind = lectureKindOf(wire.content_type);
      return {
        id: wire.lectures_id,
        sectionId: section.sections_id,
        name: wire.lectures_name,
        kind,
        durationSeconds: wire.video_duration,
        isLocked: row ? row.is_locked : wire.is_locked,
        isOpen: wire.is_open,
        isComplete: row?.is_complete ?? false,
        watchedShare: kind === 'video' && row ? watchedShare(row.watched_seconds, wire.video_duration) : 0,
        positionSeconds: row?.position_seconds ?? 0,
        wire,
      };
    }),
  }));
};

/** Whether the student may not open a lecture now. */
/** The lecture an address names (`?lecture=`), or null when it names none. */
export const requestedLectureId = (value: string | null): number | null =>
  value !== null && /^\d{1,10}$/.test(value) ? Number(value) : null;

export const isBlocked = (lecture: PlayerLecture) => lecture.isLocked || !lecture.isOpen;

const toCurriculum = (lecture: PlayerLecture): CurriculumLecture => ({
  id: lecture.id,
  sectionId: lecture.sectionId,
  kind: lecture.kind,
  mustPass: lecture.wire.check_pass_quiz,
});

/**
 * The lecture to show: the one the address asks for when the course has it (a locked one then
 * says why it is closed); otherwise where the student continues, as the domain's resumeLectureId
 * decides from the server's resume lecture (or the last one watched).
 */
export const chooseLectureId = (input: {
  lectures: readonly PlayerLecture[];
  requestedId: number | null;
  resumeId: number | null;
  lastWatchedId: number | null;
}): number | null => {
  const { lectures, requestedId } = input;
  if (requestedId !== null && lectures.some((lecture) => lecture.id === requestedId)) return requestedId;
  const blocked = new Set(lectures.filter(isBlocked).map((lecture) => lecture.id));
  return resumeLectureId(lectures.map(toCurriculum), input.resumeId ?? input.lastWatchedId, blocked);
};

/** The lecture before and after the current one in curriculum order, and its place (1-based). */
export const neighbours = (lectures: readonly PlayerLecture[], currentId: number | null) => {
  const index = lectures.findIndex((lecture) => lecture.id === currentId);
  if (index === -1) return { previous: null, next: null, position: 0 };
  return {
    previous: lectures[index - 1] ?? null,
    next: lectures[index + 1] ?? null,
    position: index + 1,
  };
};

/** Lectures done out of a section's lectures. */
export const sectionDone = (section: PlayerSection) => ({
  done: section.lectures.filter((lecture) => lecture.isComplete).length,
  total: section.lectures.length,
});

/** Near its end (the last 5 s, or the last tenth of a short one) a video starts again from the beginning. */
const RESTART_WITHIN_SECONDS = 5;
const RESTART_WITHIN_SHARE = 0.1;

/**
 * Where a video opens: the last-watched position when it is this lecture (lasttime), else the
 * lecture's own last position; from the start when it was watched to (nearly) the end.
 */
export const startPosition = (
  lecture: PlayerLecture,
  lastWatched: { lectures_id: number; position_seconds: number } | null,
): number => {
  const position =
    lastWatched?.lectures_id === lecture.id ? lastWatched.position_seconds : lecture.positionSeconds;
  if (position <= 0) return 0;
  const { durationSeconds } = lecture;
  const endsWithin = Math.min(RESTART_WITHIN_SECONDS, durationSeconds * RESTART_WITHIN_SHARE);
  if (durationSeconds > 0 && position >= durationSeconds - endsWithin) return 0;
  return position;
};

/** The most recent of the last-watched rows (the endpoint answers a list). */
export const latestWatched = <T extends { updated_at: string }>(rows: readonly T[] | undefined): T | null =>
  rows?.reduce<T | null>(
    (latest, row) => (!latest || row.updated_at > latest.updated_at ? row : latest),
    null,
  ) ?? null;
