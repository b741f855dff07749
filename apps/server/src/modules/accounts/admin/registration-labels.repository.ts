import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/database';
import { customLabels } from '../../../db/tables';

export type CustomLabelRow = typeof customLabels.$inferSelect;
export type CustomLabelValues = Omit<typeof customLabels.$inferInsert, 'id' | 'createdAt'>;

export const listAllCustomLabels = (db: Queryable) =>
  db.select().from(customLabels).orderBy(asc(customLabels.orderLabel), asc(customLabels.id));

/** The field, locked until the transaction ends. */
export const lockCustomLabel = async (db: Queryable, id: number) => {
  const [row] = await db.select().from(customLabels).where(eq(customLabels.id, id)).for('update');
  return row ?? null;
};

export const insertCustomLabel = async (db: Queryable, values: CustomLabelValues) => {
  const [row] = await db.insert(customLabels).values(values).returning();
  if (!row) throw new Error('custom label not inserted');
  return row;
};

export const updateCustomLabel = async (db: Queryable, id: number, values: CustomLabelValues) => {
  const [row] = await db.update(customLabels).set(values).where(eq(customLabels.id, id)).returning();
  if (!row) throw new Error('custom label not updated');
  return row;
};

export const deleteCustomLabel = async (db: Queryable, id: number) => {
  await db.delete(customLabels).where(eq(customLabels.id, id));
};
