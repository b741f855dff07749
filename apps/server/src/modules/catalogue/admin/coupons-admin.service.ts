import { randomBytes, randomUUID } from 'node:crypto';
import type {
  AdminCoupon,
  BulkCouponBody,
  CouponBody,
  CouponListQuery,
  CouponUsageRow,
} from '@shop/contract/admin/discounts-coupons';
import {
  COUPON_CODE_PATTERN,
  couponCodeFromBytes,
  GENERATED_CODE_LENGTH,
  normalizeCouponCode,
} from '@shop/domain/discounts/coupon-codes';
import { toDiscountScope } from '@shop/domain/discounts/discount-types';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { OrderState } from '@shop/domain/orders/order-states';
import type { Database, Queryable } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import { violatedUniqueIndex } from '../../../lib/unique-violation';
import { recordAudit } from '../../audit/index';
import {
  countOrdersOfCoupon,
  courseIdsOfCoupons,
  deleteCoupon,
  findCoupon,
  insertCoupons,
  isCodeTaken,
  listCouponsPage,
  listCouponUsage,
  setCouponCourses,
  takenCodes,
  updateCoupon,
  type CouponRow,
  type CouponValues,
} from './coupons-admin.repository';
import {
  checkDiscount,
  discountColumnsOf,
  discountInputError,
  discountStateOf,
  discountWireOf,
  draftOf,
  type DiscountBody,
} from './promotions-discount-values';

type Body = Required<CouponBody> & DiscountBody;
type BulkBody = Required<BulkCouponBody> & DiscountBody;

export const toCouponWire = (row: CouponRow, courseIds: number[], now: Date): AdminCoupon => ({
  ...discountWireOf(row, courseIds),
  code: row.code,
  // The database's check constraint admits only P1 and P2.
  coupon_type: toDiscountScope(row.couponType) ?? 'P1',
  payment_method_ids: row.paymentMethodIds,
  usage_limit: row.usageLimit,
  usage_limit_per_user: row.usageLimitPerUser,
  used_count: row.usedCount,
  batch_id: row.batchId,
  state: discountStateOf(row, now),
});

const notFound = () => new AppError(ErrorCode.NOT_FOUND, { message: 'No such coupon' });
const codeTaken = () =>
  new AppError(ErrorCode.COUPON_CODE_TAKEN, { message: 'Another coupon has this code' });

/** A race past the check still meets the unique index on upper(code). */
const withCodeIndex = async <T>(work: () => Promise<T>): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    if (violatedUniqueIndex(error)?.includes('coupons_code_key')) throw codeTaken();
    throw error;
  }
};

const checkCoupon = (
  db: Queryable,
  body: Body | BulkBody,
  limits: { total: number | null; perUser: number | null },
) =>
  checkDiscount(
    db,
    draftOf(body, {
      kind: 'coupon',
      scope: body.coupon_type,
      usageLimit: limits.total,
      usageLimitPerUser: limits.perUser,
    }),
    body.payment_method_ids,
  );

const couponValuesOf = (body: Body | BulkBody) => ({
  ...discountColumnsOf(body),
  couponType: body.coupon_type,
  paymentMethodIds: body.payment_method_ids,
});

const typedCode = (code: string) => {
  const normalized = normalizeCouponCode(code);
  if (!COUPON_CODE_PATTERN.test(normalized))
    throw discountInputError([
      { field: 'code', message: 'must be 3 to 40 letters, digits, - or _ (spaces are removed)' },
    ]);
  return normalized;
};

const valuesOf = (body: Body, code: string): CouponValues => ({
  ...couponValuesOf(body),
  code,
  usageLimit: body.usage_limit,
  usageLimitPerUser: body.usage_limit_per_user,
});

export const listCouponsForAdmin = async (db: Queryable, query: CouponListQuery, now: Date) => {
  const { rows, total } = await listCouponsPage(db, query, now);
  const courseIdsOf = await courseIdsOfCoupons(
    db,
    rows.map((row) => row.id),
  );
  return { data: rows.map((row) => toCouponWire(row, courseIdsOf(row.id), now)), total };
};

export const getCouponForAdmin = async (db: Queryable, id: number, now: Date) => {
  const row = await findCoupon(db, id);
  if (!row) throw notFound();
  return toCouponWire(row, (await courseIdsOfCoupons(db, [id]))(id), now);
};

export const createCoupon = (db: Database, adminId: number, body: Body, now: Date) =>
  withCodeIndex(() =>
    db.transaction(async (tx) => {
      const code = typedCode(body.code);
      await checkCoupon(tx, body, { total: body.usage_limit, perUser: body.usage_limit_per_user });
      if (await isCodeTaken(tx, code, null)) throw codeTaken();
      const [row] = await insertCoupons(tx, [valuesOf(body, code)]);
      if (!row) throw new Error('coupon not inserted');
      await setCouponCourses(tx, [row.id], body.course_ids);
      const coupon = toCouponWire(row, body.course_ids, now);
      await recordAudit(tx, {
        actorUserId: adminId,
        action: 'coupon.create',
        entityType: 'coupon',
        entityId: row.id,
        after: coupon,
      });
      return coupon;
    }),
  );

/** Orders already made keep the discount they were priced with; uses already taken stay counted. */
export const changeCoupon = (db: Database, adminId: number, id: number, body: Body, now: Date) =>
  withCodeIndex(() =>
    db.transaction(async (tx) => {
      const current = await findCoupon(tx, id, true);
      if (!current) throw notFound();
      const code = typedCode(body.code);
      await checkCoupon(tx, body, { total: body.usage_limit, perUser: body.usage_limit_per_user });
      if (body.usage_limit !== null && body.usage_limit < current.usedCount)
        throw discountInputError([
          {
            field: 'usage_limit',
            message: `must be at least the ${String(current.usedCount)} uses already taken`,
          },
        ]);
      if (await isCodeTaken(tx, code, id)) throw codeTaken();
      const before = toCouponWire(current, (await courseIdsOfCoupons(tx, [id]))(id), now);
      const row = await updateCoupon(tx, id, { ...valuesOf(body, code), batchId: current.batchId });
      await setCouponCourses(tx, [id], body.course_ids);
      const coupon = toCouponWire(row, body.course_ids, now);
      await recordAudit(tx, {
        actorUserId: adminId,
        action: 'coupon.update',
        entityType: 'coupon',
        entityId: id,
        before,
        after: coupon,
      });
      return coupon;
    }),
  );

/** A coupon an order used stays (the order refers to it); it can be switched off instead. */
export const removeCoupon = (db: Database, adminId: number, id: number, now: Date) =>
  db.transaction(async (tx) => {
    const current = await findCoupon(tx, id, true);
    if (!current) throw notFound();
    if ((await countOrdersOfCoupon(tx, id)) > 0)
      throw new AppError(ErrorCode.DISCOUNT_IN_USE, {
        message: 'An order used this coupon; switch it off instead',
      });
    const before = toCouponWire(current, (await courseIdsOfCoupons(tx, [id]))(id), now);
    await deleteCoupon(tx, id);
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'coupon.delete',
      entityType: 'coupon',
      entityId: id,
      before,
    });
  });

/** `count` codes no coupon has yet, each from fresh random bytes; collisions (about 2^-50 each) are drawn again. */
const freshCodes = async (db: Queryable, prefix: string, count: number) => {
  const codes = new Set<string>();
  for (let round = 0; codes.size < count && round < 5; round += 1) {
    const drawn = new Set<string>();
    while (drawn.size < count - codes.size) {
      const code = couponCodeFromBytes(prefix, randomBytes(GENERATED_CODE_LENGTH));
      if (!codes.has(code)) drawn.add(code);
    }
    const taken = await takenCodes(db, [...drawn]);
    for (const code of drawn) if (!taken.has(code)) codes.add(code);
  }
  if (codes.size < count) throw new Error('could not draw enough unused coupon codes');
  return [...codes];
};

/** Rows per insert: 1,000 coupons stay well under PostgreSQL's 65,535 bind parameters. */
const INSERT_SLICE = 1000;

/**
 * N single-use coupons with one discount, made in one transaction: every code or none. Each can
 * be used once in all (so once per buyer); the batch id lets the list and the CSV show them.
 */
export const generateCoupons = (db: Database, adminId: number, body: BulkBody) =>
  withCodeIndex(() =>
    db.transaction(async (tx) => {
      await checkCoupon(tx, body, { total: 1, perUser: 1 });
      const prefix = normalizeCouponCode(body.prefix);
      const codes = await freshCodes(tx, prefix, body.count);
      const batchId = randomUUID();
      const ids: number[] = [];
      for (let start = 0; start < codes.length; start += INSERT_SLICE) {
        const slice = codes.slice(start, start + INSERT_SLICE).map((code): CouponValues => ({
          ...couponValuesOf(body),
          code,
          usageLimit: 1,
          usageLimitPerUser: 1,
          batchId,
        }));
        ids.push(...(await insertCoupons(tx, slice)).map((row) => row.id));
      }
      await setCouponCourses(tx, ids, body.course_ids);
      await recordAudit(tx, {
        actorUserId: adminId,
        action: 'coupon.bulk_create',
        entityType: 'coupon_batch',
        entityId: batchId,
        // The codes themselves stay out of the log: they are money to whoever reads them.
        after: { count: codes.length, prefix, ...couponValuesOf(body), course_ids: body.course_ids },
      });
      return { batch_id: batchId, codes };
    }),
  );

const buyerName = (user: { firstname: string; lastname: string; username: string }) =>
  `${user.firstname} ${user.lastname}`.trim() || user.username;

export const listCouponUsageForAdmin = async (
  db: Queryable,
  id: number,
  query: { page: number; pageSize: number; sort?: string | undefined },
) => {
  if (!(await findCoupon(db, id))) throw notFound();
  const { rows, total } = await listCouponUsage(db, id, {
    page: query.page,
    pageSize: query.pageSize,
    oldestFirst: query.sort === 'created',
  });
  const data = rows.map(({ order, user, amount }): CouponUsageRow => ({
    order_id: order.id,
    buyer: { id: user.id, name: buyerName(user), username: user.username, email: user.email },
    created_at: order.createdAt.toISOString(),
    // The database's check constraints admit only the known states and currencies.
    state: order.status as OrderState,
    currency: order.currency === 'USD' ? 'USD' : 'THB',
    discount: amount,
  }));
  return { data, total };
};
