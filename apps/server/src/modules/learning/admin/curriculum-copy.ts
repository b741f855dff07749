import { asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../../db/database';
import { courseSections, homeworks, lectures, quizQuestions, quizzes } from '../../../db/tables';

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

/**
 * Copies a course's curriculum to its copy: sections and lectures in their order, with the
 * course's quizzes (and their questions) and homework, the copied lectures pointing at the copies.
 */
export const copyCurriculum = async (tx: Queryable, fromId: number, toId: number) => {
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
