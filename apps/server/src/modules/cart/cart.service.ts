import type { CartResponse } from '@shop/contract/cart/cart';
import type { CourseType } from '@shop/domain/catalog/course-type';
import { carriedChoices } from '@shop/domain/checkout/carried-choices';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { isValidQuantity, quantityAfterAdding } from '@shop/domain/pricing/line-checks';
import type { Database, Queryable } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { findPublishedCourse, findPlansByIds } from '../catalogue/index';
import type { CanTakePayment } from '../payments/index';
import { choiceRefusal } from './cart-choice-refusal';
import { choicesChanged, reviewChoices } from './cart-choices';
import {
  choicesOf,
  clearCart,
  deleteCartItem,
  findCart,
  findCartItem,
  findOrCreateCart,
  listCartLines,
  lockedQuantityInCart,
  moveCartItems,
  saveSelection,
  updateCartItem,
  upsertCartItem,
  type CartChoicesRow,
  type CartOwner,
} from './cart.repository';
import { emptyCartView, toCartView } from './cart-view';

const inputError = (param: string, message: string) =>
  new AppError(ErrorCode.INPUT_ERROR, { message: `${param} ${message}`, params: [{ param, message }] });

/** What every cart answer needs to check the saved choices: which payment methods run here. */
export type CartDeps = { canTakePayment: CanTakePayment };

type CartRow = NonNullable<Awaited<ReturnType<typeof findCart>>>;

const subjectOf = (owner: CartOwner, lines: Awaited<ReturnType<typeof listCartLines>>, deps: CartDeps) => ({
  userId: owner.kind === 'user' ? owner.userId : null,
  courseIdsInCart: lines.map((line) => line.course.id),
  canTakePayment: deps.canTakePayment,
  now: new Date(),
});

/**
 * The cart with its saved choices checked again; what stopped holding is cleared for good and a
 * dropped coupon is named in this answer, once, with the reason.
 */
const viewOf = async (db: Database, owner: CartOwner, cart: CartRow, deps: CartDeps) => {
  const lines = await listCartLines(db, cart.id);
  const saved = choicesOf(cart);
  const review = await reviewChoices(db, saved, subjectOf(owner, lines, deps));
  if (choicesChanged(saved, review.choices)) await saveSelection(db, cart.id, review.choices);
  return toCartView(cart, lines, review);
};

export const getCartView = async (db: Database, owner: CartOwner, deps: CartDeps): Promise<CartResponse> => {
  const cart = await findCart(db, owner);
  return cart ? viewOf(db, owner, cart, deps) : emptyCartView();
};

/** A plan id of -1 means "not chosen yet"; any other must be a plan of the course. */
const checkedPlanId = async (db: Queryable, courseId: number, planId: number): Promise<number | null> => {
  if (planId === -1) return null;
  const [plan] = await findPlansByIds(db, [planId]);
  const belongs =
    plan &&
    (plan.courseId === courseId || (plan.referenceCode === 'COURSE' && plan.referenceId === courseId));
  if (!belongs) throw inputError('priecingplan_id', 'is not a plan of this course');
  return planId;
};

/** The domain's quantity rule (a course once, a product any number), and a product no more than its stock. */
const checkedQuantity = (
  course: { courseType: string; availableQty: number | null },
  quantity: number,
): number => {
  if (!isValidQuantity({ courseType: course.courseType as CourseType, quantity })) {
    throw inputError('qty', 'must be 1 for a course');
  }
  if (course.availableQty !== null && quantity > course.availableQty) {
    throw new AppError(ErrorCode.OUT_OF_STOCK, {
      message: 'Not enough in stock',
      result: { available_qty: course.availableQty },
    });
  }
  return quantity;
};

export const addCartItem = async (
  db: Database,
  owner: CartOwner,
  input: { courseId: number; planId: number; quantity: number },
  deps: CartDeps,
) => {
  const found = await findPublishedCourse(db, input.courseId, new Date());
  if (!found) throw new AppError(ErrorCode.NOT_FOUND, { message: 'No such course' });
  const pricingPlanId = await checkedPlanId(db, input.courseId, input.planId);
  checkedQuantity(found.course, input.quantity);
  await db.transaction(async (tx) => {
    const cart = await findOrCreateCart(tx, owner);
    const courseType = found.course.courseType as CourseType;
    const held = await lockedQuantityInCart(tx, cart.id, input.courseId);
    const quantity = checkedQuantity(found.course, quantityAfterAdding({ courseType, held }, input.quantity));
    await upsertCartItem(tx, { cartId: cart.id, courseId: input.courseId, pricingPlanId, quantity });
  });
  return getCartView(db, owner, deps);
};

const requireItem = async (db: Queryable, owner: CartOwner, itemId: number) => {
  const cart = await findCart(db, owner);
  const found = cart ? await findCartItem(db, cart.id, itemId) : null;
  if (!cart || !found) throw new AppError(ErrorCode.NOT_FOUND, { message: 'No such line in your cart' });
  return { cart, ...found };
};

export const changeCartItem = async (
  db: Database,
  owner: CartOwner,
  itemId: number,
  input: { planId?: number | undefined; quantity?: number | undefined },
  deps: CartDeps,
) => {
  const { course } = await requireItem(db, owner, itemId);
  await updateCartItem(db, itemId, {
    ...(input.planId === undefined
      ? {}
      : { pricingPlanId: await checkedPlanId(db, course.id, input.planId) }),
    ...(input.quantity === undefined ? {} : { quantity: checkedQuantity(course, input.quantity) }),
  });
  return getCartView(db, owner, deps);
};

export const removeCartItem = async (db: Database, owner: CartOwner, itemId: number, deps: CartDeps) => {
  const { cart } = await requireItem(db, owner, itemId);
  await deleteCartItem(db, cart.id, itemId);
  return getCartView(db, owner, deps);
};

/** The choices a buyer sends; a delivery field left out (undefined) keeps its saved value. */
export type SentChoices = Omit<
  CartChoicesRow,
  'withholdingRequested' | 'withholdingPercent' | 'shippingAddressId' | 'shippingFeeOptionId'
> &
  Partial<
    Pick<
      CartChoicesRow,
      'withholdingRequested' | 'withholdingPercent' | 'shippingAddressId' | 'shippingFeeOptionId'
    >
  >;

const definedOnly = <T extends object>(value: T): Partial<T> =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as Partial<T>;

/** Saves the buyer's choices when the cart can keep every one of them; otherwise refuses and changes nothing. */
export const saveCartSelection = async (
  db: Database,
  owner: CartOwner,
  sent: SentChoices,
  deps: CartDeps,
) => {
  const cart = await findOrCreateCart(db, owner);
  const lines = await listCartLines(db, cart.id);
  const wanted: CartChoicesRow = { ...choicesOf(cart), ...definedOnly(sent) };
  const review = await reviewChoices(db, wanted, subjectOf(owner, lines, deps));
  const refusal = choiceRefusal(wanted, review, {
    shippingAddress: sent.shippingAddressId !== undefined,
    shippingFee: sent.shippingFeeOptionId !== undefined,
  });
  if (refusal) throw refusal;
  await saveSelection(db, cart.id, review.choices);
  return toCartView({ ...cart, ...review.choices }, lines, review);
};

export const emptyCart = async (db: Database, owner: CartOwner) => {
  const cart = await findCart(db, owner);
  if (cart) await clearCart(db, cart.id);
};

/** At sign-in the visitor's cart joins the user's; nothing happens when the visitor had none. */
export const mergeVisitorCart = async (db: Database, visitorId: string, userId: number) => {
  await db.transaction(async (tx) => {
    const visitorCart = await findCart(tx, { kind: 'visitor', visitorId });
    if (!visitorCart) return;
    const userCart = await findOrCreateCart(tx, { kind: 'user', userId });
    await saveSelection(tx, userCart.id, carriedChoices(choicesOf(visitorCart), choicesOf(userCart)));
    await moveCartItems(tx, visitorCart.id, userCart.id);
  });
};
