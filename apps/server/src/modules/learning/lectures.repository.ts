import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { lectures } from '../../db/tables';

export const findLecture = async (db: Queryable, id: number) => {
  const [row] = await db.select().from(lectures).where(eq(lectures.id, id));
  return row ?? null;
};
