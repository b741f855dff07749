import { inArray } from 'drizzle-orm';
import { couponCourses, coupons, courses, promotionCourses, promotions } from '../../tables';
import type { Transaction } from '../../database';
import { DEMO_COUPONS, DEMO_PROMOTIONS } from '../demo-discounts';
import type { SeedStep } from '../seed-step';

const courseIdsBySlug = async (tx: Transaction, slugs: readonly string[]) => {
  if (slugs.length === 0) return [];
  const rows = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(inArray(courses.slug, [...slugs]));
  return rows.map((row) => row.id);
};

export const seedDiscounts: SeedStep = {
  name: 'demo-discounts',
  async run(tx) {
    for (const { courses: slugs, ...promotion } of DEMO_PROMOTIONS) {
      const [row] = await tx
        .insert(promotions)
        .values({ ...promotion, descriptionList: [...promotion.descriptionList] })
        .returning({ id: promotions.id });
      const ids = await courseIdsBySlug(tx, slugs);
      if (row && ids.length > 0)
        await tx.insert(promotionCourses).values(ids.map((courseId) => ({ promotionId: row.id, courseId })));
    }
    for (const { courses: slugs, ...coupon } of DEMO_COUPONS) {
      const [row] = await tx
        .insert(coupons)
        .values({
          ...coupon,
          paymentMethodIds: 'paymentMethodIds' in coupon ? [...coupon.paymentMethodIds] : [],
        })
        .returning({ id: coupons.id });
      const ids = await courseIdsBySlug(tx, slugs);
      if (row && ids.length > 0)
        await tx.insert(couponCourses).values(ids.map((courseId) => ({ couponId: row.id, courseId })));
    }
  },
};
