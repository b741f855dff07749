import { asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/database';
import { paymentMethods } from '../../../db/tables';

const columns = {
  id: paymentMethods.id,
  name: paymentMethods.name,
  nameWeb: paymentMethods.nameWeb,
  paymentType: paymentMethods.paymentType,
  isEnabled: paymentMethods.isEnabled,
  sortOrder: paymentMethods.sortOrder,
};

/** Every method in the storefront's order (never its keys). */
export const listAllPaymentMethods = (db: Queryable) =>
  db.select(columns).from(paymentMethods).orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.id));

/** The same, locked until the transaction ends, so two administrators' lists do not interleave. */
export const lockAllPaymentMethods = (db: Queryable) =>
  db.select(columns).from(paymentMethods).orderBy(asc(paymentMethods.id)).for('update');

export const setPaymentMethodPlace = async (
  db: Queryable,
  id: number,
  place: { isEnabled: boolean; sortOrder: number },
) => {
  await db
    .update(paymentMethods)
    .set({ ...place, updatedAt: new Date() })
    .where(eq(paymentMethods.id, id));
};
