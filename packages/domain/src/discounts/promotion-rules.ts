import type { Currency } from '../money/currency';
import { coursesInCart, requiredCourseCount } from './course-scope';
import type { Promotion } from './discount-types';
import { discountValueIn, spreadDiscount, type DiscountLine, type LinesDiscount } from './spread-discount';

/** An applicable promotion with what it would take from the cart. */
export type RankedPromotion = { promotion: Promotion; amount: number };

/**
 * P1: the cart holds every course of the promotion; P2: at least `numberOfCourse` of them.
 * A promotion without courses never applies.
 */
export const isPromotionApplicable = (promotion: Promotion, courseIdsInCart: readonly number[]): boolean => {
  const promotionCourses = new Set(promotion.courseIds).size;
  if (promotionCourses === 0) return false;
  const held = coursesInCart(promotion.courseIds, courseIdsInCart);
  return promotion.promotionType === 'P1'
    ? held === promotionCourses
    : held >= requiredCourseCount(promotion.numberOfCourse);
};

/** Applicable, and priced in the order's currency (an amount promotion may lack a USD amount). */
export const isPromotionUsable = (
  promotion: Promotion,
  courseIdsInCart: readonly number[],
  currency: Currency,
): boolean =>
  isPromotionApplicable(promotion, courseIdsInCart) && discountValueIn(promotion, currency) !== null;

/**
 * What the promotion takes from its lines: a percentage of their sum (half-up), or its fixed
 * amount in the order's currency capped at their sum, split over them by their amounts.
 */
export const promotionDiscount = <L extends DiscountLine>(
  promotion: Promotion,
  lines: readonly L[],
  currency: Currency,
): LinesDiscount<L> => spreadDiscount(promotion, currency, lines, promotion.courseIds);

/** The usable promotions, largest discount first; equal discounts by id, so the order is stable. */
export const rankPromotions = (
  promotions: readonly Promotion[],
  lines: readonly DiscountLine[],
  currency: Currency,
): RankedPromotion[] => {
  const courseIdsInCart = lines.map((line) => line.courseId);
  return promotions
    .filter((promotion) => isPromotionUsable(promotion, courseIdsInCart, currency))
    .map((promotion) => ({ promotion, amount: promotionDiscount(promotion, lines, currency).amount }))
    .sort((a, b) => b.amount - a.amount || a.promotion.id - b.promotion.id);
};

/** The promotion the browser selects the first time: the largest discount, or null when none applies. */
export const suggestBestPromotion = (
  promotions: readonly Promotion[],
  lines: readonly DiscountLine[],
  currency: Currency,
): RankedPromotion | null => rankPromotions(promotions, lines, currency)[0] ?? null;
