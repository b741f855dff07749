import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { enrolments, lectures, sessions, users } from '../db/tables';
import { hashToken, newSecureToken } from '../lib/secure-token';

const HOUR_MS = 3_600_000;

/** A session cookie for an existing account, as signing in would give (the password is not the point). */
export const sessionCookieFor = async (db: Database, username: string): Promise<string> => {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.username})`, username));
  if (!user) throw new Error(`no account ${username}`);
  const token = newSecureToken();
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: user.id,
    expiresAt: new Date(Date.now() + HOUR_MS),
  });
  return `sid=${token}`;
};

/** New signed-in buyers, named after this run so a database can be benchmarked again. */
export const newSignedInBuyers = async (db: Database, prefix: string, count: number) => {
  const rows = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        username: `${prefix}_${String(index)}`,
        email: `${prefix}_${String(index)}@bench.local`,
      })),
    )
    .returning({ id: users.id });
  const tokens = rows.map(() => newSecureToken());
  await db.insert(sessions).values(
    rows.map((row, index) => ({
      tokenHash: hashToken(tokens[index] ?? ''),
      userId: row.id,
      expiresAt: new Date(Date.now() + HOUR_MS),
    })),
  );
  return { ids: rows.map((row) => row.id), cookies: tokens.map((token) => `sid=${token}`) };
};

/** Signed-in students enrolled in the demo student's course, and its first video lecture: lesson players at once. */
export const newLearners = async (db: Database, prefix: string, count: number) => {
  const [lecture] = await db
    .select({ id: lectures.id, courseId: lectures.courseId })
    .from(users)
    .innerJoin(enrolments, eq(enrolments.userId, users.id))
    .innerJoin(lectures, eq(lectures.courseId, enrolments.courseId))
    .where(and(eq(users.username, 'student'), eq(lectures.contentType, 'video')))
    .orderBy(asc(lectures.id))
    .limit(1);
  if (!lecture) throw new Error('the demo course has no video lecture');
  const buyers = await newSignedInBuyers(db, prefix, count);
  await db.insert(enrolments).values(
    buyers.ids.map((userId) => ({
      userId,
      courseId: lecture.courseId,
      planType: 'One-Time Payment',
      startsAt: new Date(),
    })),
  );
  return { cookies: buyers.cookies, courseId: lecture.courseId, lectureId: lecture.id };
};
