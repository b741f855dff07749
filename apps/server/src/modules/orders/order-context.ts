import { and, eq, inArray } from 'drizzle-orm';
import type { CreateOrderBody } from '@shop/contract/orders/order';
import type { Database } from '../../db/database';
import { courses, shippingAddresses, shippingFeeOptions, taxProfiles } from '../../db/tables';
import {
  toDomainCoupon,
  toDomainPlan,
  toDomainPromotion,
  findOpenEnrolledCourseIds,
  findCouponsByIds,
  isCouponUsable,
  listRunningPromotions,
  findPlansOfCourses,
} from '../catalogue/index';
import { getSiteSettings } from '../settings/index';
import { findLatestStatusByCourse, findUnpaidOrdersWithCourses } from './orders.repository';
import { paymentFactsPort, type CanTakePayment } from './payment-facts-port';

type ParsedBody = Pick<
  CreateOrderBody,
  'course_id' | 'coupon_id' | 'shipping_address_id' | 'shipping_fee_id'
> & { course_id: number[]; coupon_id: number[] };

/** Everything the order rules read, loaded before any write. */
export const loadOrderContext = async (
  db: Database,
  userId: number,
  body: ParsedBody,
  now: Date,
  canTakePayment: CanTakePayment,
) => {
  const courseIds = [...new Set(body.course_id)];
  const [courseRows, planRows, promotionRows, couponRows, taxRows, feeRows, addressRows, settings] =
    await Promise.all([
      courseIds.length === 0 ? [] : db.select().from(courses).where(inArray(courses.id, courseIds)),
      findPlansOfCourses(db, courseIds),
      listRunningPromotions(db, now),
      findCouponsByIds(db, body.coupon_id),
      db.select().from(taxProfiles).where(eq(taxProfiles.userId, userId)),
      body.shipping_fee_id
        ? db
            .select()
            .from(shippingFeeOptions)
            .where(
              and(eq(shippingFeeOptions.id, body.shipping_fee_id), eq(shippingFeeOptions.isActive, true)),
            )
        : [],
      body.shipping_address_id
        ? db
            .select()
            .from(shippingAddresses)
            .where(
              and(eq(shippingAddresses.id, body.shipping_address_id), eq(shippingAddresses.userId, userId)),
            )
        : [],
      getSiteSettings(db),
    ]);
  const [ownedCourseIds, latestStatus, unpaid, offeredMethodIds] = await Promise.all([
    findOpenEnrolledCourseIds(db, userId, now),
    findLatestStatusByCourse(db, userId, courseIds),
    courseIds.length === 0 ? [] : findUnpaidOrdersWithCourses(db, userId, courseIds),
    paymentFactsPort.use().offeredMethodIds(db, canTakePayment),
  ]);
  return {
    courses: new Map(courseRows.map((row) => [row.id, row])),
    plans: planRows.map(toDomainPlan),
    promotions: promotionRows.map(({ row, courses: items }) =>
      toDomainPromotion(
        row,
        items.map((item) => item.id),
      ),
    ),
    coupons: couponRows.map(({ row, courseIds: ids }) => ({
      coupon: toDomainCoupon(row, ids),
      isUsable: isCouponUsable(row, now),
    })),
    taxProfile: taxRows[0] ?? null,
    shippingFeeOption: feeRows[0] ?? null,
    shippingAddress: addressRows[0] ?? null,
    settings,
    ownedCourseIds,
    latestStatus,
    unpaid,
    offeredMethodIds,
  };
};

export type OrderContext = Awaited<ReturnType<typeof loadOrderContext>>;
