import { isProductType, type CourseType } from '../catalog/course-type';
import type { PricingPlan } from '../catalog/pricing-plan';
import { ErrorCode } from '../errors/error-codes';
import type { Currency } from '../money/currency';
import { planPrice } from './plan-price';
import type { OrderLineInput, OrderRefusal } from './price-order-types';

/** A line that passed its checks, with its price in the order's currency. */
export type ResolvedLine = {
  courseId: number;
  planId: number;
  quantity: number;
  unitPrice: number;
  /** unitPrice x quantity. */
  amount: number;
};

/** Course types a buyer may buy again while owning them (spec 1 section 4), and products. */
const REBUYABLE_TYPES: ReadonlySet<CourseType> = new Set<CourseType>(['Online', 'Flex', 'product']);

/** A plan belongs to a course by `course_id`, or by reference code COURSE with the course's id. */
export const isPlanForCourse = (plan: PricingPlan, courseId: number): boolean =>
  plan.courseId === courseId || (plan.referenceCode === 'COURSE' && plan.referenceId === courseId);

/** An owned course may be bought again with a renew plan, or when it is Online, Flex or a product. */
export const canBuyAgain = (line: OrderLineInput): boolean =>
  REBUYABLE_TYPES.has(line.courseType) || (line.plan !== null && line.plan.pricingType === 'renew');

/** A course is one seat or one enrolment, so only a product line may hold more than one. */
export const isValidQuantity = (line: Pick<OrderLineInput, 'courseType' | 'quantity'>): boolean =>
  Number.isSafeInteger(line.quantity) &&
  line.quantity >= 1 &&
  (line.quantity === 1 || isProductType(line.courseType));

/**
 * A cart line's quantity once the buyer adds `added` more: a product adds up with what the cart
 * holds; a course is in a cart once, whatever its plan, so adding it again keeps one.
 */
export const quantityAfterAdding = (
  line: Pick<OrderLineInput, 'courseType'> & { held: number },
  added: number,
): number => (isProductType(line.courseType) ? line.held + added : added);

const priceOf = (plan: PricingPlan, currency: Currency): { price: number } | { refusal: ErrorCode } => {
  const price = planPrice(plan, currency);
  if (price === null) {
    return { refusal: currency === 'USD' ? ErrorCode.PRICE_USD_IS_NULL : ErrorCode.NO_PRICING_PLAN };
  }
  return Number.isSafeInteger(price) && price >= 0 ? { price } : { refusal: ErrorCode.NO_PRICING_PLAN };
};

/** The line's refusal codes in a fixed order, and the line priced when it has a usable plan. */
export const resolveLine = (
  line: OrderLineInput,
  currency: Currency,
): { codes: ErrorCode[]; resolved: ResolvedLine | null } => {
  const codes: ErrorCode[] = [];
  if (!isValidQuantity(line)) codes.push(ErrorCode.INPUT_ERROR);
  let resolved: ResolvedLine | null = null;
  if (line.plan === null || !isPlanForCourse(line.plan, line.courseId)) {
    codes.push(ErrorCode.NO_PRICING_PLAN);
  } else {
    const priced = priceOf(line.plan, currency);
    if ('refusal' in priced) {
      codes.push(priced.refusal);
    } else {
      const { courseId, quantity } = line;
      const unitPrice = priced.price;
      resolved = { courseId, planId: line.plan.id, quantity, unitPrice, amount: unitPrice * quantity };
    }
  }
  if (line.alreadyOwned && !canBuyAgain(line)) codes.push(ErrorCode.ALREADY_OWNED);
  return { codes, resolved };
};

/**
 * The refusals of the order's lines (spec 1 section 5: duplicate course, missing plan or USD price,
 * already owned, and a quantity that is not a whole number of at least 1) and the priced lines.
 * Every line that cannot be priced has a refusal, so no refusal means every line is priced.
 */
export const checkLines = (
  lines: readonly OrderLineInput[],
  currency: Currency,
): { refusals: OrderRefusal[]; resolved: ResolvedLine[] } => {
  const seen = new Set<number>();
  const refusals: OrderRefusal[] = [];
  const resolved: ResolvedLine[] = [];
  for (const line of lines) {
    if (seen.has(line.courseId)) refusals.push({ code: ErrorCode.DUPLICATE_COURSE, courseId: line.courseId });
    seen.add(line.courseId);
    const outcome = resolveLine(line, currency);
    refusals.push(...outcome.codes.map((code) => ({ code, courseId: line.courseId })));
    if (outcome.resolved !== null) resolved.push(outcome.resolved);
  }
  return { refusals, resolved };
};
