import { asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { courseSections, lectures } from '../../db/tables';

export const findCurriculum = async (db: Queryable, courseId: number) => {
  const [sections, lectureRows] = await Promise.all([
    db
      .select()
      .from(courseSections)
      .where(eq(courseSections.courseId, courseId))
      .orderBy(asc(courseSections.location), asc(courseSections.id)),
    db
      .select()
      .from(lectures)
      .where(eq(lectures.courseId, courseId))
      .orderBy(asc(lectures.location), asc(lectures.id)),
  ]);
  return sections.map((section) => ({
    section,
    lectures: lectureRows.filter((row) => row.sectionId === section.id),
  }));
};

/** The curricula of several courses in two queries (a student's course list), by course id. */
export const findCurricula = async (db: Queryable, courseIds: number[]) => {
  const [sections, lectureRows] = await Promise.all([
    db
      .select()
      .from(courseSections)
      .where(inArray(courseSections.courseId, courseIds))
      .orderBy(asc(courseSections.location), asc(courseSections.id)),
    db
      .select()
      .from(lectures)
      .where(inArray(lectures.courseId, courseIds))
      .orderBy(asc(lectures.location), asc(lectures.id)),
  ]);
  const curricula = new Map<number, Awaited<ReturnType<typeof findCurriculum>>>(
    courseIds.map((id) => [id, []]),
  );
  for (const section of sections) {
    curricula.get(section.courseId)?.push({
      section,
      lectures: lectureRows.filter((row) => row.sectionId === section.id),
    });
  }
  return curricula;
};
