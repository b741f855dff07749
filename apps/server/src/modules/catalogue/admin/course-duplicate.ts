import { asc, eq, inArray } from 'drizzle-orm';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { Database, Queryable } from '../../../db/database';
import {
  courseSections,
  homeworks,
  lectures,
  pricingPlans,
  quizQuestions,
  quizzes,
} from '../../../db/tables';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../audit/index';
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

/** Copies quizzes (with their questions) and homework of the course; answers old id -> new id. */
const copyAssessments = async (tx: Queryable, fromId: number, toId: number) => {
  const quizMap = new Map<number, number>();
  const homeworkMap = new Map<number, number>();
  for (const quiz of await tx.select().from(quizzes).where(eq(quizzes.courseId, fromId))) {
    const [copy] = await tx.insert(quizzes).values({ courseId: toId, title: quiz.title }).returning();
    if (!copy) throw new Error('quiz not copied');
    quizMap.set(quiz.id, copy.id);
  }
  const questions =
    quizMap.size === 0
      ? []
      : await tx
          .select()
          .from(quizQuestions)
          .where(inArray(quizQuestions.quizId, [...quizMap.keys()]));
  if (questions.length > 0) {
    await tx.insert(quizQuestions).values(
      questions.map(({ id: _id, ...question }) => ({
        ...question,
        quizId: quizMap.get(question.quizId) ?? 0,
      })),
    );
  }
  for (const homework of await tx.select().from(homeworks).where(eq(homeworks.courseId, fromId))) {
    const [copy] = await tx
      .insert(homeworks)
      .values({ courseId: toId, title: homework.title, instructions: homework.instructions })
      .returning();
    if (!copy) throw new Error('homework not copied');
    homeworkMap.set(homework.id, copy.id);
  }
  return { quizMap, homeworkMap };
};

const copyCurriculum = async (tx: Queryable, fromId: number, toId: number) => {
  const { quizMap, homeworkMap } = await copyAssessments(tx, fromId, toId);
  const sections = await tx
    .select()
    .from(courseSections)
    .where(eq(courseSections.courseId, fromId))
    .orderBy(asc(courseSections.location), asc(courseSections.id));
  for (const section of sections) {
    const [copy] = await tx
      .insert(courseSections)
      .values({ courseId: toId, name: section.name, location: section.location })
      .returning();
    if (!copy) throw new Error('section not copied');
    const rows = await tx.select().from(lectures).where(eq(lectures.sectionId, section.id));
    if (rows.length === 0) continue;
    await tx.insert(lectures).values(
      rows.map(({ id: _id, createdAt: _createdAt, ...lecture }) => ({
        ...lecture,
        sectionId: copy.id,
        courseId: toId,
        quizId: lecture.quizId === null ? null : (quizMap.get(lecture.quizId) ?? lecture.quizId),
        homeworkId:
          lecture.homeworkId === null ? null : (homeworkMap.get(lecture.homeworkId) ?? lecture.homeworkId),
      })),
    );
  }
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
    await copyCurriculum(tx, id, row.id);
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
