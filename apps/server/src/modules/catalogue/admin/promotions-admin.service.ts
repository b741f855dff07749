import type {
  AdminPromotion,
  PromotionBody,
  PromotionListQuery,
} from '@shop/contract/admin/discounts-promotions';
import { toDiscountScope } from '@shop/domain/discounts/discount-types';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { Database, Queryable } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../audit/index';
import {
  checkDiscount,
  discountColumnsOf,
  discountStateOf,
  discountWireOf,
  draftOf,
  type DiscountBody,
} from './promotions-discount-values';
import {
  courseIdsOfPromotions,
  deletePromotion,
  findPromotion,
  insertPromotion,
  listPromotionsPage,
  setPromotionCourses,
  updatePromotion,
  type PromotionRow,
  type PromotionValues,
} from './promotions-admin.repository';

type Body = Required<PromotionBody> & DiscountBody;

const toWire = (row: PromotionRow, courseIds: number[], orderCount: number, now: Date): AdminPromotion => ({
  ...discountWireOf(row, courseIds),
  title: row.title,
  description_list: row.descriptionList,
  // The database's check constraint admits only P1 and P2.
  promotion_type: toDiscountScope(row.promotionType) ?? 'P1',
  state: discountStateOf(row, now),
  order_count: orderCount,
});

const valuesOf = (body: Body): PromotionValues => ({
  ...discountColumnsOf(body),
  title: body.title,
  descriptionList: body.description_list,
  promotionType: body.promotion_type,
});

const notFound = () => new AppError(ErrorCode.NOT_FOUND, { message: 'No such promotion' });

const check = (db: Queryable, body: Body) =>
  checkDiscount(
    db,
    draftOf(body, {
      kind: 'promotion',
      scope: body.promotion_type,
      usageLimit: null,
      usageLimitPerUser: null,
    }),
  );

export const listPromotionsForAdmin = async (db: Queryable, query: PromotionListQuery, now: Date) => {
  const { rows, total } = await listPromotionsPage(db, query, now);
  const courseIdsOf = await courseIdsOfPromotions(
    db,
    rows.map((row) => row.promotion.id),
  );
  return {
    data: rows.map((row) => toWire(row.promotion, courseIdsOf(row.promotion.id), row.orderCount, now)),
    total,
  };
};

export const createPromotion = (db: Database, adminId: number, body: Body, now: Date) =>
  db.transaction(async (tx) => {
    await check(tx, body);
    const row = await insertPromotion(tx, valuesOf(body));
    await setPromotionCourses(tx, row.id, body.course_ids);
    const promotion = toWire(row, body.course_ids, 0, now);
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'promotion.create',
      entityType: 'promotion',
      entityId: row.id,
      after: promotion,
    });
    return promotion;
  });

/** Orders already made keep the discount they were priced with. */
export const changePromotion = (db: Database, adminId: number, id: number, body: Body, now: Date) =>
  db.transaction(async (tx) => {
    const current = await findPromotion(tx, id, true);
    if (!current) throw notFound();
    await check(tx, body);
    const before = toWire(
      current.promotion,
      (await courseIdsOfPromotions(tx, [id]))(id),
      current.orderCount,
      now,
    );
    const row = await updatePromotion(tx, id, valuesOf(body));
    await setPromotionCourses(tx, id, body.course_ids);
    const promotion = toWire(row, body.course_ids, current.orderCount, now);
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'promotion.update',
      entityType: 'promotion',
      entityId: id,
      before,
      after: promotion,
    });
    return promotion;
  });

/** A promotion an order used stays, so that order still shows which promotion it had. */
export const removePromotion = (db: Database, adminId: number, id: number, now: Date) =>
  db.transaction(async (tx) => {
    const current = await findPromotion(tx, id, true);
    if (!current) throw notFound();
    if (current.orderCount > 0)
      throw new AppError(ErrorCode.DISCOUNT_IN_USE, {
        message: 'An order used this promotion; switch it off instead',
      });
    const before = toWire(current.promotion, (await courseIdsOfPromotions(tx, [id]))(id), 0, now);
    await deletePromotion(tx, id);
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'promotion.delete',
      entityType: 'promotion',
      entityId: id,
      before,
    });
  });
