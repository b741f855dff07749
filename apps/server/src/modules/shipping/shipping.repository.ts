import { and, asc, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { shippingAddresses, shippingFeeOptions } from '../../db/tables';

export const listAddresses = (db: Queryable, userId: number) =>
  db
    .select()
    .from(shippingAddresses)
    .where(eq(shippingAddresses.userId, userId))
    .orderBy(desc(shippingAddresses.isDefault), asc(shippingAddresses.id));

export const insertAddress = async (db: Queryable, values: typeof shippingAddresses.$inferInsert) => {
  const [row] = await db.insert(shippingAddresses).values(values).returning();
  if (!row) throw new Error('address not inserted');
  return row;
};

export const clearDefaultAddress = async (db: Queryable, userId: number) => {
  await db.update(shippingAddresses).set({ isDefault: false }).where(eq(shippingAddresses.userId, userId));
};

export const deleteAddress = async (db: Queryable, userId: number, id: number) =>
  db
    .delete(shippingAddresses)
    .where(and(eq(shippingAddresses.id, id), eq(shippingAddresses.userId, userId)))
    .returning({ id: shippingAddresses.id });

export const listActiveFeeOptions = (db: Queryable) =>
  db
    .select()
    .from(shippingFeeOptions)
    .where(eq(shippingFeeOptions.isActive, true))
    .orderBy(asc(shippingFeeOptions.sortOrder), asc(shippingFeeOptions.id));
