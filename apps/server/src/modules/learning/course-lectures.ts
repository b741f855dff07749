import type { CurriculumLecture } from '@shop/domain/learning/curriculum-state';
import { lectureKindOf } from '@shop/domain/learning/lecture-progress';
import type { Queryable } from '../../db/database';
import type { TtlCache } from '../../lib/ttl-cache';
import { findCurriculum } from '../catalogue/index';

export type LectureRow = Awaited<ReturnType<typeof findCurriculum>>[number]['lectures'][number];

/** A course's lectures in curriculum order (sections, then lectures), with their rows. */
export type CourseLectures = { rules: CurriculumLecture[]; rows: Map<number, LectureRow> };

/** Read through the catalogue cache the curriculum already uses, so a report costs no curriculum query. */
export const loadCourseLectures = async (
  db: Queryable,
  cache: TtlCache,
  courseId: number,
): Promise<CourseLectures> => {
  const loaded = await cache.getOrLoad(`curriculum:${String(courseId)}`, () => findCurriculum(db, courseId));
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
