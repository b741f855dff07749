import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/database';
import { shippingFeeOptions } from '../../../db/tables';

export type ShippingFeeRow = typeof shippingFeeOptions.$inferSelect;
export type ShippingFeeValues = Omit<typeof shippingFeeOptions.$inferInsert, 'id' | 'createdAt'>;

export const listAllShippingFees = (db: Queryable) =>
  db.select().from(shippingFeeOptions).orderBy(asc(shippingFeeOptions.sortOrder), asc(shippingFeeOptions.id));

/** The option, locked until the transaction ends. */
export const lockShippingFee = async (db: Queryable, id: number) => {
  const [row] = await db.select().from(shippingFeeOptions).where(eq(shippingFeeOptions.id, id)).for('update');
  return row ?? null;
};

export const insertShippingFee = async (db: Queryable, values: ShippingFeeValues) => {
  const [row] = await db.insert(shippingFeeOptions).values(values).returning();
  if (!row) throw new Error('shipping fee option not inserted');
  return row;
};

export const updateShippingFee = async (db: Queryable, id: number, values: ShippingFeeValues) => {
  const [row] = await db
    .update(shippingFeeOptions)
    .set(values)
    .where(eq(shippingFeeOptions.id, id))
    .returning();
  if (!row) throw new Error('shipping fee option not updated');
  return row;
};

export const deleteShippingFee = async (db: Queryable, id: number) => {
  await db.delete(shippingFeeOptions).where(eq(shippingFeeOptions.id, id));
};
