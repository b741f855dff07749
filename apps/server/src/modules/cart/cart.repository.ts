import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import { NO_KEPT_CHOICES, type KeptChoices } from '@shop/domain/checkout/carried-choices';
import type { Queryable } from '../../db/database';
import {
  cartItems,
  carts,
  courses,
  pricingPlans,
  shippingAddresses,
  shippingFeeOptions,
} from '../../db/tables';

export type CartOwner = { kind: 'user'; userId: number } | { kind: 'visitor'; visitorId: string };

type CartRow = typeof carts.$inferSelect;

/** The checkout choices a cart keeps. */
export type CartChoicesRow = KeptChoices;

export const NO_CHOICES: CartChoicesRow = NO_KEPT_CHOICES;

export const choicesOf = (cart: CartRow): CartChoicesRow => ({
  promotionId: cart.promotionId,
  couponIds: cart.couponIds,
  paymentMethodId: cart.paymentMethodId,
  withholdingRequested: cart.withholdingRequested,
  withholdingPercent: cart.withholdingPercent,
  shippingAddressId: cart.shippingAddressId,
  shippingFeeOptionId: cart.shippingFeeOptionId,
});

const ownedBy = (owner: CartOwner) =>
  owner.kind === 'user' ? eq(carts.userId, owner.userId) : eq(carts.visitorId, owner.visitorId);

export const findCart = async (db: Queryable, owner: CartOwner) => {
  const [row] = await db.select().from(carts).where(ownedBy(owner));
  return row ?? null;
};

/** The owner's cart, made on first use; safe when two requests make it at once. */
export const findOrCreateCart = async (db: Queryable, owner: CartOwner) => {
  const values = owner.kind === 'user' ? { userId: owner.userId } : { visitorId: owner.visitorId };
  const target = owner.kind === 'user' ? carts.userId : carts.visitorId;
  const [row] = await db
    .insert(carts)
    .values(values)
    .onConflictDoUpdate({ target, set: { updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('cart not created');
  return row;
};

export const listCartLines = (db: Queryable, cartId: string) =>
  db
    .select({ item: cartItems, course: courses, plan: pricingPlans })
    .from(cartItems)
    .innerJoin(courses, eq(courses.id, cartItems.courseId))
    .leftJoin(pricingPlans, eq(pricingPlans.id, cartItems.pricingPlanId))
    .where(eq(cartItems.cartId, cartId))
    .orderBy(asc(cartItems.id));

export const upsertCartItem = async (
  db: Queryable,
  values: { cartId: string; courseId: number; pricingPlanId: number | null; quantity: number },
) => {
  await db
    .insert(cartItems)
    .values(values)
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.courseId],
      set: { pricingPlanId: values.pricingPlanId, quantity: values.quantity },
    });
};

/** How many of this course or product the cart holds already (0 for none), locked until the transaction ends. */
export const lockedQuantityInCart = async (db: Queryable, cartId: string, courseId: number) => {
  const [row] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.cartId, cartId), eq(cartItems.courseId, courseId)))
    .for('update');
  return row?.quantity ?? 0;
};

export const findCartItem = async (db: Queryable, cartId: string, itemId: number) => {
  const [row] = await db
    .select({ item: cartItems, course: courses })
    .from(cartItems)
    .innerJoin(courses, eq(courses.id, cartItems.courseId))
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)));
  return row ?? null;
};

export const updateCartItem = async (
  db: Queryable,
  itemId: number,
  values: { pricingPlanId?: number | null; quantity?: number },
) => {
  await db.update(cartItems).set(values).where(eq(cartItems.id, itemId));
};

export const deleteCartItem = async (db: Queryable, cartId: string, itemId: number) => {
  await db.delete(cartItems).where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)));
};

export const saveSelection = async (db: Queryable, cartId: string, values: CartChoicesRow) => {
  await db
    .update(carts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(carts.id, cartId));
};

export const clearCart = async (db: Queryable, cartId: string) => {
  await db.delete(cartItems).where(eq(cartItems.cartId, cartId));
  await db
    .update(carts)
    .set({ ...NO_CHOICES, updatedAt: new Date() })
    .where(eq(carts.id, cartId));
};

/** The buyer's own delivery address, or null. */
export const findOwnedAddress = async (db: Queryable, addressId: number, userId: number) => {
  const [row] = await db
    .select({ id: shippingAddresses.id })
    .from(shippingAddresses)
    .where(and(eq(shippingAddresses.id, addressId), eq(shippingAddresses.userId, userId)));
  return row ?? null;
};

/** A shipping option the shop still offers, or null. */
export const findActiveFeeOption = async (db: Queryable, optionId: number) => {
  const [row] = await db
    .select({ id: shippingFeeOptions.id })
    .from(shippingFeeOptions)
    .where(and(eq(shippingFeeOptions.id, optionId), eq(shippingFeeOptions.isActive, true)));
  return row ?? null;
};

/** Moves a visitor's lines into the user's cart (the user's own line wins for a course in both). */
export const moveCartItems = async (db: Queryable, fromCartId: string, toCartId: string) => {
  const existing = await db
    .select({ courseId: cartItems.courseId })
    .from(cartItems)
    .where(eq(cartItems.cartId, toCartId));
  const taken = existing.map((row) => row.courseId);
  await db
    .update(cartItems)
    .set({ cartId: toCartId })
    .where(
      and(
        eq(cartItems.cartId, fromCartId),
        taken.length > 0 ? notInArray(cartItems.courseId, taken) : undefined,
      ),
    );
  await db.delete(carts).where(eq(carts.id, fromCartId));
};
