import type { CurriculumLecture } from '@shop/domain/learning/curriculum-state';
import { lectureKindOf } from '@shop/domain/learning/lecture-progress';
import type { Queryable } from '../../db/database';
import type { TtlCache } from '../../lib/ttl-cache';
import { findCurricula, findCurriculum } from '../catalogue/index';

export type LectureRow = Awaited<ReturnType<typeof findCurriculum>>[number]['lectures'][number];

/** A course's lectures in curriculum order (sections, then lectures), with their rows. */
export type CourseLectures = { rules: CurriculumLecture[]; rows: Map<number, LectureRow> };

type Curriculum = Awaited<ReturnType<typeof findCurriculum>>;

const toCourseLectures = (loaded: Curriculum): CourseLectures => {
  const ordered = loaded.flatMap((entry) => entry.lectures);
  return {
    rules: ordered.map((row) => ({
      id: row.id,
      sectionId: row.sectionId,
      kind: lectureKindOf(row.contentType),
      mustPass: row.checkPassQuiz,
    })),
    rows: new Map(ordered.map((row) => [row.id, row])),
  };
};

/** Read through the catalogue cache the curriculum already uses, so a report costs no curriculum query. */
export const loadCourseLectures = async (
  db: Queryable,
  cache: TtlCache,
  courseId: number,
): Promise<CourseLectures> =>
  toCourseLectures(
    await cache.getOrLoad(`curriculum:${String(courseId)}`, () => findCurriculum(db, courseId)),
  );

/**
 * Several courses' lectures through the same cache; the ones it misses load together in two
 * queries (a student with seventy courses made 140 before).
 */
export const loadCoursesLectures = async (
  db: Queryable,
  cache: TtlCache,
  courseIds: number[],
): Promise<Map<number, CourseLectures>> => {
  let missed: Promise<Map<number, Curriculum>> | undefined;
  const loadMissed = async (courseId: number) => {
    missed ??= findCurricula(db, courseIds);
    return (await missed).get(courseId) ?? [];
  };
  const entries = await Promise.all(
    courseIds.map(async (courseId) => {
      const loaded = await cache.getOrLoad(`curriculum:${String(courseId)}`, () => loadMissed(courseId));
      return [courseId, toCourseLectures(loaded)] as const;
    }),
  );
  return new Map(entries);
};
