import { eq } from 'drizzle-orm';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { Database, Queryable } from '../../../db/database';
import { pricingPlans } from '../../../db/tables';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../audit/index';
import { curriculumCopyPort } from './curriculum-copy-port';
import { toAdminCourse } from './course-wire';
import {
  findCourse,
  insertCourseRow,
  isCourseSlugTaken,
  listRelatedIds,
  replaceRelated,
  type CourseRow,
} from './courses.repository';

/** `<slug>-copy`, then `<slug>-copy-2`, ... the first one no course has. */
const freeCopySlug = async (db: Queryable, slug: string) => {
  const base = `${slug.replace(/-copy(?:-\d+)?$/, '')}-copy`;
  for (let attempt = 1; ; attempt += 1) {
    const candidate = attempt === 1 ? base : `${base}-${String(attempt)}`;
    if (!(await isCourseSlugTaken(db, candidate, null))) return candidate;
  }
};

const copyPlans = async (tx: Queryable, fromId: number, toId: number) => {
  const plans = await tx.select().from(pricingPlans).where(eq(pricingPlans.courseId, fromId));
  if (plans.length === 0) return;
  await tx.insert(pricingPlans).values(
    plans.map(({ id: _id, createdAt: _createdAt, ...plan }) => ({
      ...plan,
      courseId: toId,
      // A plan of the course itself points at the course; one that sells another thing keeps its target.
      referenceId: plan.referenceCode === 'COURSE' && plan.referenceId === fromId ? toId : plan.referenceId,
    })),
  );
};

const copyValues = ({
  id: _id,
  linkPath: _linkPath,
  createdAt: _createdAt,
  updatedAt: _updatedAt,
  seatsTaken: _seatsTaken,
  viewCount: _viewCount,
  status: _status,
  ...values
}: CourseRow) => values;

/**
 * A draft copy of a course with its plans, curriculum (quizzes and homework copied too) and
 * related courses, under a new slug. Seats taken, views and orders stay with the original.
 */
export const duplicateCourse = (db: Database, adminId: number, id: number) =>
  db.transaction(async (tx) => {
    const found = await findCourse(tx, id);
    if (!found) throw new AppError(ErrorCode.NOT_FOUND, { message: 'No such course' });
    const original = found.course;
    const row = await insertCourseRow(tx, {
      ...copyValues(original),
      title: `${original.title} (copy)`,
      slug: await freeCopySlug(tx, original.slug),
      status: 'draft',
    });
    await copyPlans(tx, id, row.id);
    await curriculumCopyPort.call(tx, id, row.id);
    const related = (await listRelatedIds(tx, id)).filter((relatedId) => relatedId !== row.id);
    await replaceRelated(tx, row.id, related);
    const course = toAdminCourse(row, false, related);
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'course.duplicate',
      entityType: 'course',
      entityId: row.id,
      after: { ...course, duplicated_from: id },
    });
    return course;
  });
