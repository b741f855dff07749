import { discountSettingsOf } from '@shop/contract/settings/to-domain';
import type { Coupon } from '@shop/domain/discounts/discount-types';
import { reviewSavedCoupons, type DroppedCoupon } from '@shop/domain/discounts/saved-coupons';
import type { Database } from '../../db/database';
import { toDomainCoupon, findCouponsByIds, isCouponUsable, listRunningPromotions } from '../catalogue/index';
import { listOfferedMethods, type CanTakePayment } from '../payments/index';
import { getSiteSettings } from '../settings/index';
import { findActiveFeeOption, findOwnedAddress, type CartChoicesRow } from './cart.repository';

/** What a cart's review reads besides its choices: whose cart, what it holds, and the moment. */
export type ReviewSubject = {
  userId: number | null;
  courseIdsInCart: readonly number[];
  canTakePayment: CanTakePayment;
  now: Date;
};

/** The choices that still hold, the coupons behind them, and the coupons dropped with why. */
export type ChoicesReview = {
  choices: CartChoicesRow;
  coupons: Coupon[];
  dropped: DroppedCoupon[];
  /** is_use_coupon_or_oder cleared the promotion because coupons are kept. */
  promotionExcluded: boolean;
};

const loadFacts = (db: Database, choices: CartChoicesRow, subject: ReviewSubject) =>
  Promise.all([
    findCouponsByIds(db, choices.couponIds),
    choices.paymentMethodId === null ? [] : listOfferedMethods(db, subject.canTakePayment),
    choices.promotionId === null ? [] : listRunningPromotions(db, subject.now),
    choices.shippingAddressId === null || subject.userId === null
      ? null
      : findOwnedAddress(db, choices.shippingAddressId, subject.userId),
    choices.shippingFeeOptionId === null ? null : findActiveFeeOption(db, choices.shippingFeeOptionId),
    getSiteSettings(db),
  ]);

/**
 * Checks a cart's checkout choices again, as the order will: a payment method the shop no longer
 * offers, a promotion no longer running, an address that is not the buyer's and a shipping option
 * switched off are cleared; each coupon is checked by the domain's rules against the cart as it is
 * now (the cart is priced in THB). Under is_use_coupon_or_oder the coupons, which the buyer typed,
 * win over the promotion.
 */
export const reviewChoices = async (
  db: Database,
  choices: CartChoicesRow,
  subject: ReviewSubject,
): Promise<ChoicesReview> => {
  const [couponRows, offered, promotions, address, feeOption, settings] = await loadFacts(
    db,
    choices,
    subject,
  );
  const paymentMethodId = offered.some((method) => method.id === choices.paymentMethodId)
    ? choices.paymentMethodId
    : null;
  const discountSettings = discountSettingsOf(settings);
  const { kept, dropped } = reviewSavedCoupons(
    choices.couponIds.map((id) => {
      const found = couponRows.find(({ row }) => row.id === id);
      return {
        id,
        found: found
          ? {
              coupon: toDomainCoupon(found.row, found.courseIds),
              isUsable: isCouponUsable(found.row, subject.now),
            }
          : null,
      };
    }),
    {
      courseIdsInCart: subject.courseIdsInCart,
      paymentMethodId,
      currency: 'THB',
      settings: discountSettings,
    },
  );
  const isPromotionRunning = promotions.some(({ row }) => row.id === choices.promotionId);
  const isPromotionExcluded = discountSettings.isUseCouponOrOrder && kept.length > 0;
  return {
    choices: {
      promotionId: isPromotionRunning && !isPromotionExcluded ? choices.promotionId : null,
      couponIds: kept.map((coupon) => coupon.id),
      paymentMethodId,
      withholdingRequested: choices.withholdingRequested,
      withholdingPercent: choices.withholdingPercent,
      shippingAddressId: address?.id ?? null,
      shippingFeeOptionId: feeOption?.id ?? null,
    },
    coupons: kept,
    dropped,
    promotionExcluded: isPromotionRunning && isPromotionExcluded,
  };
};

/** Whether the review changed anything, so the cleaned choices must be saved. */
export const choicesChanged = (before: CartChoicesRow, after: CartChoicesRow): boolean =>
  JSON.stringify(before) !== JSON.stringify(after);
