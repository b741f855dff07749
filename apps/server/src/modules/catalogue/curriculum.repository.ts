import { asc, eq } from 'drizzle-orm';
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
