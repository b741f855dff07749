import { describe, expect, it } from 'vitest';
import type { CurriculumSection, LectureWire } from '@shop/contract/catalog/curriculum';
import type { CourseProgress } from '@shop/contract/learning/progress';
import {
  chooseLectureId,
  latestWatched,
  neighbours,
  playerSections,
  sectionDone,
  startPosition,
  watchedShare,
} from './playlist';

const wire = (id: number, overrides: Partial<LectureWire> = {}): LectureWire => ({
  lectures_id: id,
  lectures_name: `Lecture ${String(id)}`,
  lectures_preview: false,
  video_duration: 100,
  content_type: 'video',
  content_text: null,
  content_file: null,
  quiz_id: null,
  homework_id: null,
  check_pass_quiz: false,
  score_pass_quiz: null,
  video_id: null,
  video_name: null,
  video_url: `/media/lectures/${String(id)}`,
  upload_video_type: null,
  quiz_integrate_type: null,
  is_quiz_integrate_not_pass_reset_progress: false,
  is_open: true,
  is_locked: false,
  ...overrides,
});

const section = (id: number, lectures: LectureWire[]): CurriculumSection => ({
  sections_id: id,
  sections_name: `Section ${String(id)}`,
  sections_location: id,
  lectures_list: lectures,
  dataResult: { lecture_count: lectures.length, video_seconds: 0 },
  videoResult: [],
});

// Section 10: two videos and a quiz to pass; section 20: a text still locked behind the quiz.
const sections = [
  section(10, [wire(1), wire(2), wire(3, { content_type: 'quiz', check_pass_quiz: true })]),
  section(20, [wire(4, { content_type: 'text', is_locked: true })]),
];

const progress: CourseProgress = {
  course_id: 7,
  percent: 25,
  is_complete: false,
  resume_lecture_id: 2,
  lectures: [
    {
      lectures_id: 1,
      section_id: 10,
      position_seconds: 98,
      watched_seconds: 95,
      is_complete: true,
      completed_at: '2026-11-20T10:00:00.000Z',
      is_locked: false,
    },
    {
      lectures_id: 2,
      section_id: 10,
      position_seconds: 40,
      watched_seconds: 45,
      is_complete: false,
      completed_at: null,
      is_locked: false,
    },
  ],
};

const lectures = playerSections(sections, progress).flatMap((item) => item.lectures);

/** The item at `index`, failing the test when there is none. */
const at = <T>(items: readonly T[], index: number): T => {
  const item = items[index];
  if (item === undefined) throw new Error(`nothing at ${String(index)}`);
  return item;
};

describe('the playlist as the player shows it', () => {
  it('joins each lecture with its progress, in curriculum order', () => {
    expect(
      lectures.map((lecture) => [lecture.id, lecture.kind, lecture.isComplete, lecture.isLocked]),
    ).toEqual([
      [1, 'video', true, false],
      [2, 'video', false, false],
      [3, 'quiz', false, false],
      [4, 'text', false, true],
    ]);
    expect(lectures[1]?.watchedShare).toBe(0.5);
    expect(sectionDone(at(playerSections(sections, progress), 0))).toEqual({ done: 1, total: 3 });
  });

  it('measures a video towards the share of it that completes it', () => {
    expect(watchedShare(45, 100)).toBe(0.5);
    expect(watchedShare(500, 100)).toBe(1);
    expect(watchedShare(10, 0)).toBe(0);
  });

  it('lets a progress row unlock a lecture the playlist still shows locked', () => {
    const unlocked = playerSections(sections, {
      ...progress,
      lectures: [{ ...at(progress.lectures, 0), lectures_id: 4, section_id: 20, is_locked: false }],
    });
    expect(unlocked[1]?.lectures[0]?.isLocked).toBe(false);
  });

  it('opens the lecture the address asks for, else where the student continues', () => {
    const choose = (
      requestedId: number | null,
      resumeId: number | null,
      lastWatchedId: number | null = null,
    ) => chooseLectureId({ lectures, requestedId, resumeId, lastWatchedId });
    expect(choose(3, 2)).toBe(3);
    expect(choose(4, 2)).toBe(4);
    expect(choose(99, 2)).toBe(2);
    expect(choose(null, null, 3)).toBe(3);
    expect(choose(null, 4)).toBe(1);
    expect(
      chooseLectureId({ lectures: [], requestedId: null, resumeId: null, lastWatchedId: null }),
    ).toBeNull();
  });

  it('knows the lectures around the current one', () => {
    expect(neighbours(lectures, 1)).toMatchObject({ previous: null, next: { id: 2 }, position: 1 });
    expect(neighbours(lectures, 4)).toMatchObject({ previous: { id: 3 }, next: null, position: 4 });
    expect(neighbours(lectures, 42)).toEqual({ previous: null, next: null, position: 0 });
  });

  it('starts a video where it was left, or from the start when it was watched to the end', () => {
    const [first, second, quiz] = [at(lectures, 0), at(lectures, 1), at(lectures, 2)];
    expect(startPosition(second, null)).toBe(40);
    expect(startPosition(second, { lectures_id: 2, position_seconds: 61 })).toBe(61);
    expect(startPosition(second, { lectures_id: 1, position_seconds: 61 })).toBe(40);
    expect(startPosition(first, null)).toBe(0);
    expect(startPosition(quiz, null)).toBe(0);
    // A short video restarts only in its last tenth.
    const short = { ...second, durationSeconds: 8 };
    expect(startPosition({ ...short, positionSeconds: 3 }, null)).toBe(3);
    expect(startPosition({ ...short, positionSeconds: 7.5 }, null)).toBe(0);
  });

  it('takes the most recent last-watched row', () => {
    expect(
      latestWatched([
        { lectures_id: 1, updated_at: '2026-11-20T10:00:00.000Z' },
        { lectures_id: 2, updated_at: '2026-11-21T10:00:00.000Z' },
      ])?.lectures_id,
    ).toBe(2);
    expect(latestWatched([])).toBeNull();
    expect(latestWatched(undefined)).toBeNull();
  });
});
