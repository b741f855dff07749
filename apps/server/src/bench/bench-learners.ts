import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { courses, enrolments, lectures, sessions, users } from '../db/tables';
import { hashToken, newSecureToken } from '../lib/secure-token';

/**
 * `count` signed-in students enrolled in the demo student's course, and its first video lecture:
 * what many lesson players reporting at once look like (each report also locks its student's row).
 */
export const benchLearners = async (db: Database, count: number) => {
  const [demo] = await db
    .select({ courseId: enrolments.courseId })
    .from(users)
    .innerJoin(enrolments, eq(enrolments.userId, users.id))
    .innerJoin(courses, eq(courses.id, enrolments.courseId))
    .where(eq(users.username, 'student'))
    .limit(1);
  if (!demo) throw new Error('the demo student is not enrolled');
  const [lecture] = await db
    .select({ id: lectures.id })
    .from(lectures)
    .where(and(eq(lectures.courseId, demo.courseId), eq(lectures.contentType, 'video')))
    .orderBy(asc(lectures.id))
    .limit(1);
  if (!lecture) throw new Error('the course has no video lecture');
  const learners = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        username: `learner_${String(index)}`,
        email: `learner_${String(index)}@bench.local`,
      })),
    )
    .returning({ id: users.id });
  await db.insert(enrolments).values(
    learners.map((learner) => ({
      userId: learner.id,
      courseId: demo.courseId,
      planType: 'One-Time Payment',
      startsAt: new Date(),
    })),
  );
  const tokens = learners.map(() => newSecureToken());
  await db.insert(sessions).values(
    learners.map((learner, index) => ({
      tokenHash: hashToken(tokens[index] ?? ''),
      userId: learner.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    })),
  );
  return { cookies: tokens.map((token) => `sid=${token}`), courseId: demo.courseId, lectureId: lecture.id };
};
