import type { CouponWire } from '@shop/contract/catalog/coupon';
import type { PromotionWire } from '@shop/contract/catalog/promotion';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { Queryable } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { toCouponWire, toDomainCoupon, toDomainPromotion, toPromotionWire } from './catalog-mappers';
import {
  findCouponByCode,
  findCouponsByIds,
  isCouponUsable,
  listRunningPromotions,
} from './discounts.repository';

export const listPromotions = async (db: Queryable, now: Date): Promise<PromotionWire[]> =>
  (await listRunningPromotions(db, now)).map(({ row, courses }) =>
    toPromotionWire(
      toDomainPromotion(
        row,
        courses.map((course) => course.id),
      ),
      row,
      courses,
    ),
  );

/** Coupons by id that can still be used; the others are left out. */
export const listCouponsById = async (
  db: Queryable,
  ids: readonly number[],
  now: Date,
): Promise<CouponWire[]> =>
  (await findCouponsByIds(db, ids))
    .filter(({ row }) => isCouponUsable(row, now))
    .map(({ row, courseIds }) => toCouponWire(toDomainCoupon(row, courseIds)));

/** The coupon behind a typed code: NOT_FOUND, or COUPON_NOT_AVAILABLE naming the code. */
export const getCouponByCode = async (db: Queryable, code: string, now: Date): Promise<CouponWire> => {
  const found = await findCouponByCode(db, code);
  if (!found) throw new AppError(ErrorCode.NOT_FOUND, { message: 'No such coupon' });
  if (!isCouponUsable(found.row, now)) {
    throw new AppError(ErrorCode.COUPON_NOT_AVAILABLE, {
      message: 'The coupon is used up or outside its dates',
      result: [found.row.code],
    });
  }
  return toCouponWire(toDomainCoupon(found.row, found.courseIds));
};
