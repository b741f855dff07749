import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, ne } from 'drizzle-orm';
import { approveOrder } from '../../../modules/orders/index';
import type { Transaction } from '../../database';
import {
  courses,
  homeworks,
  lectures,
  orderEvents,
  orderLines,
  orders,
  pricingPlans,
  quizQuestions,
  quizzes,
  users,
} from '../../tables';
import { DEMO_HOMEWORK, DEMO_QUIZ, demoReadingHtml } from '../demo-learning-content';
import type { SeedStep } from '../seed-step';
import { storeSeedFile } from '../store-seed-file';

/** The course the demo student has bought, so My courses and the player have something to show. */
const ENROLLED_SLUG = 'python-data-analysis';
const VIDEO_SECONDS = 8;

const addQuizAndHomework = async (tx: Transaction, courseId: number) => {
  const [quiz] = await tx.insert(quizzes).values({ courseId, title: DEMO_QUIZ.title }).returning();
  const [homework] = await tx
    .insert(homeworks)
    .values({ courseId, ...DEMO_HOMEWORK })
    .returning();
  if (!quiz || !homework) throw new Error('demo quiz or homework not inserted');
  await tx.insert(quizQuestions).values(
    DEMO_QUIZ.questions.map((question, index) => ({
      quizId: quiz.id,
      location: index,
      text: question.text,
      choices: [...question.choices],
      correctChoiceIds: [...question.correctChoiceIds],
    })),
  );
  await tx
    .update(lectures)
    .set({ quizId: quiz.id, checkPassQuiz: true, scorePassQuiz: DEMO_QUIZ.passPercent })
    .where(and(eq(lectures.courseId, courseId), eq(lectures.contentType, 'quiz')));
  await tx
    .update(lectures)
    .set({ homeworkId: homework.id })
    .where(and(eq(lectures.courseId, courseId), eq(lectures.contentType, 'homework')));
};

/** A worksheet after the reading, in the first section. */
const addWorksheet = async (tx: Transaction, courseId: number, worksheet: string) => {
  const [reading] = await tx
    .select()
    .from(lectures)
    .where(and(eq(lectures.courseId, courseId), eq(lectures.contentType, 'text')))
    .orderBy(asc(lectures.id))
    .limit(1);
  if (!reading) return;
  await tx
    .update(lectures)
    .set({ contentText: demoReadingHtml((await courseTitle(tx, courseId)) ?? '') })
    .where(eq(lectures.id, reading.id));
  await tx.insert(lectures).values({
    sectionId: reading.sectionId,
    courseId,
    name: 'แบบฝึกหัดประกอบการเรียน (PDF)',
    location: reading.location + 1,
    contentType: 'file',
    contentFile: worksheet,
  });
};

const courseTitle = async (tx: Transaction, courseId: number) =>
  (await tx.select({ title: courses.title }).from(courses).where(eq(courses.id, courseId)))[0]?.title;

/** The demo student bought the course: an approved order, enrolled through the order state machine. */
const enrolDemoStudent = async (tx: Transaction, now: Date) => {
  const [student] = await tx.select().from(users).where(eq(users.username, 'student'));
  const [plan] = await tx
    .select({ plan: pricingPlans, course: courses })
    .from(pricingPlans)
    .innerJoin(courses, eq(courses.id, pricingPlans.courseId))
    .where(and(eq(courses.slug, ENROLLED_SLUG), eq(pricingPlans.isDefault, true)));
  if (!student || !plan?.plan.price) return;
  const [order] = await tx
    .insert(orders)
    .values({
      orderToken: `demo-enrolment-${String(student.id)}`,
      userId: student.id,
      subtotal: plan.plan.price,
      discount: 0,
      total: plan.plan.price,
      paymentMethodId: 1,
      contactEmail: student.email,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!order) return;
  await tx.insert(orderLines).values({
    orderId: order.id,
    courseId: plan.course.id,
    pricingPlanId: plan.plan.id,
    courseTitle: plan.course.title,
    courseType: plan.course.courseType,
    planSnapshot: { ...plan.plan },
    unitPrice: plan.plan.price,
    amount: plan.plan.price,
    net: plan.plan.price,
  });
  await tx
    .insert(orderEvents)
    .values({ orderId: order.id, actor: 'system', toStatus: 'notYetReceived', reason: 'created' });
  await approveOrder(tx, order.id, { kind: 'system', userId: null }, 'demo: paid by bank transfer', now);
};

/**
 * Lessons worth opening: every video lecture plays a private copy of the demo video (its real
 * 8 seconds as its length, so watching completes it), the reading has text, a PDF worksheet
 * follows it, quizzes have questions and a pass score that unlocks what follows, homework has a
 * task; and the demo student is enrolled in one course.
 */
export const seedLearning: SeedStep = {
  name: 'demo-learning',
  async run(tx, { storage, assetsDir, now }) {
    const save = (name: string, body: Buffer) => storage.save(name, body);
    const video = await storeSeedFile(tx, save, {
      body: await readFile(path.join(assetsDir, 'preview-lecture.mp4')),
      extension: 'mp4',
      mimeType: 'video/mp4',
      kind: 'video',
      originalName: 'lecture.mp4',
      privateFor: 'lecture',
    });
    const worksheet = await storeSeedFile(tx, save, {
      body: await readFile(path.join(assetsDir, 'worksheet.pdf')),
      extension: 'pdf',
      mimeType: 'application/pdf',
      kind: 'document',
      originalName: 'worksheet.pdf',
      privateFor: 'lecture',
    });
    await tx
      .update(lectures)
      .set({ videoUrl: video.url, videoDurationSeconds: VIDEO_SECONDS })
      .where(eq(lectures.contentType, 'video'));
    const rows = await tx.select({ id: courses.id }).from(courses).where(ne(courses.courseType, 'product'));
    for (const course of rows) {
      await addQuizAndHomework(tx, course.id);
      await addWorksheet(tx, course.id, worksheet.name);
    }
    await enrolDemoStudent(tx, now);
  },
};
