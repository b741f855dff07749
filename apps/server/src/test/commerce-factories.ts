import { randomBytes } from 'node:crypto';
import type { InferInsertModel } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import {
  bankAccounts,
  couponCourses,
  coupons,
  courseSections,
  enrolments,
  lectures,
  orderLines,
  orders,
  paymentMethods,
  promotionCourses,
  promotions,
  shippingAddresses,
  shippingFeeOptions,
} from '../db/tables';

const first = <T>(rows: T[]): T => {
  const [row] = rows;
  if (row === undefined) throw new Error('nothing inserted');
  return row;
};

export const insertPromotion = async (
  db: Queryable,
  courseIds: number[],
  overrides: Partial<InferInsertModel<typeof promotions>> = {},
) => {
  const promotion = first(
    await db
      .insert(promotions)
      .values({
        title: 'Bundle',
        promotionType: 'P1',
        discountType: 'percent',
        discountPercent: 10,
        ...overrides,
      })
      .returning(),
  );
  if (courseIds.length > 0) {
    await db
      .insert(promotionCourses)
      .values(courseIds.map((courseId) => ({ promotionId: promotion.id, courseId })));
  }
  return promotion;
};

export const insertCoupon = async (
  db: Queryable,
  courseIds: number[] = [],
  overrides: Partial<InferInsertModel<typeof coupons>> = {},
) => {
  const coupon = first(
    await db
      .insert(coupons)
      .values({
        code: `C${randomBytes(4).toString('hex').toUpperCase()}`,
        discountType: 'percent',
        discountPercent: 10,
        ...overrides,
      })
      .returning(),
  );
  if (courseIds.length > 0) {
    await db.insert(couponCourses).values(courseIds.map((courseId) => ({ couponId: coupon.id, courseId })));
  }
  return coupon;
};

/** The methods spec 2 numbers, enabled, with bank accounts for method 1. */
export const insertPaymentMethods = async (
  db: Queryable,
  ids: number[] = [1, 2, 3, 4, 8, 9, 10, 11, 12, 13, 15],
) => {
  await db.insert(paymentMethods).values(
    ids.map((id, index) => ({
      id,
      name: `Method ${String(id)}`,
      nameWeb: `Method ${String(id)}`,
      paymentType: `type-${String(id)}`,
      sortOrder: index,
      publicConfig: { application_id_1: `public-${String(id)}` },
      secretConfig: { secret_key: `secret-${String(id)}` },
    })),
  );
  if (ids.includes(1)) {
    await db.insert(bankAccounts).values({
      accountId: '111-1-11111-1',
      accountName: 'Shop Co., Ltd.',
      bank: 'KBANK',
      bankName: 'Kasikorn',
    });
  }
};

export const insertShippingFeeOption = async (
  db: Queryable,
  overrides: Partial<InferInsertModel<typeof shippingFeeOptions>> = {},
) =>
  first(
    await db
      .insert(shippingFeeOptions)
      .values({ name: 'EMS', fee: 8_000, ...overrides })
      .returning(),
  );

export const insertShippingAddress = async (
  db: Queryable,
  userId: number,
  overrides: Partial<InferInsertModel<typeof shippingAddresses>> = {},
) =>
  first(
    await db
      .insert(shippingAddresses)
      .values({ userId, recipientName: 'Somsri', tel: '0812345678', address: '1 Sukhumvit Rd', ...overrides })
      .returning(),
  );

export const insertSectionWithLectures = async (
  db: Queryable,
  courseId: number,
  lectureValues: Partial<InferInsertModel<typeof lectures>>[],
) => {
  const section = first(await db.insert(courseSections).values({ courseId, name: 'Section' }).returning());
  const rows = await db
    .insert(lectures)
    .values(
      lectureValues.map((values, index) => ({
        sectionId: section.id,
        courseId,
        name: `Lecture ${String(index + 1)}`,
        location: index,
        ...values,
      })),
    )
    .returning();
  return { section, lectures: rows };
};

/** An order in a given state with one line, written directly (for read-side tests). */
export const insertOrderWithLine = async (
  db: Queryable,
  input: {
    userId: number;
    courseId: number;
    planId: number;
    status?: string;
    amount?: number;
    approvedAt?: Date | null;
  },
) => {
  const amount = input.amount ?? 100_000;
  const status = input.status ?? 'notYetReceived';
  // An approved order was paid at some moment: sales figures and best sellers count from it.
  const approvedAt =
    input.approvedAt !== undefined ? input.approvedAt : status === 'approved' ? new Date() : null;
  const order = first(
    await db
      .insert(orders)
      .values({
        orderToken: randomBytes(16).toString('hex'),
        userId: input.userId,
        status,
        approvedAt,
        subtotal: amount,
        discount: 0,
        total: amount,
      })
      .returning(),
  );
  await db.insert(orderLines).values({
    orderId: order.id,
    courseId: input.courseId,
    pricingPlanId: input.planId,
    courseTitle: 'Course',
    courseType: 'Online',
    planSnapshot: {},
    unitPrice: amount,
    amount,
    net: amount,
  });
  return order;
};

export const insertEnrolment = async (
  db: Queryable,
  input: { userId: number; courseId: number } & Partial<InferInsertModel<typeof enrolments>>,
) =>
  first(
    await db
      .insert(enrolments)
      .values({ planType: 'One-Time Payment', startsAt: new Date(), ...input })
      .returning(),
  );
