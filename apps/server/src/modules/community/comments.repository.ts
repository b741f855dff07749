import { and, count, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { courseComments, users } from '../../db/tables';

const PAGE_SIZE = 20;

const commentColumns = {
  id: courseComments.id,
  parentId: courseComments.parentId,
  body: courseComments.body,
  createdAt: courseComments.createdAt,
  firstname: users.firstname,
  lastname: users.lastname,
  nickname: users.nickname,
  image: users.displayImageUrl,
};

export const listVisibleComments = async (db: Queryable, courseId: number, page: number) => {
  const where = and(eq(courseComments.courseId, courseId), eq(courseComments.status, 'visible'));
  const [rows, [total]] = await Promise.all([
    db
      .select(commentColumns)
      .from(courseComments)
      .innerJoin(users, eq(users.id, courseComments.userId))
      .where(where)
      .orderBy(desc(courseComments.createdAt), desc(courseComments.id))
      .limit(PAGE_SIZE)
      .offset((page - 1) * PAGE_SIZE),
    db.select({ value: count() }).from(courseComments).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
};

export const findComment = async (db: Queryable, id: number) => {
  const [row] = await db.select().from(courseComments).where(eq(courseComments.id, id));
  return row ?? null;
};

export const insertComment = async (
  db: Queryable,
  values: { courseId: number; userId: number; parentId: number | null; body: string },
) => {
  const [row] = await db.insert(courseComments).values(values).returning({ id: courseComments.id });
  if (!row) throw new Error('comment not inserted');
  const [created] = await db
    .select(commentColumns)
    .from(courseComments)
    .innerJoin(users, eq(users.id, courseComments.userId))
    .where(eq(courseComments.id, row.id));
  if (!created) throw new Error('comment not found after insert');
  return created;
};
