import type { AdminShippingFee, ShippingFeeBody } from '@shop/contract/admin/shipping-fees';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { Database, Queryable } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../audit/index';
import {
  deleteShippingFee,
  insertShippingFee,
  listAllShippingFees,
  lockShippingFee,
  updateShippingFee,
  type ShippingFeeRow,
  type ShippingFeeValues,
} from './shipping-fees.repository';

type Body = Required<ShippingFeeBody>;

const toWire = (row: ShippingFeeRow): AdminShippingFee => ({
  id: row.id,
  name: row.name,
  fee: row.fee,
  fee_usd: row.feeUsd,
  is_active: row.isActive,
  sort_order: row.sortOrder,
});

const valuesOf = (body: Body): ShippingFeeValues => ({
  name: body.name,
  fee: body.fee,
  feeUsd: body.fee_usd,
  isActive: body.is_active,
  sortOrder: body.sort_order,
});

const notFound = () => new AppError(ErrorCode.NOT_FOUND, { message: 'No such shipping fee option' });

export const listShippingFeesForAdmin = async (db: Queryable) => {
  const rows = await listAllShippingFees(db);
  return { data: rows.map(toWire), total: rows.length };
};

export const createShippingFee = (db: Database, adminId: number, body: Body) =>
  db.transaction(async (tx) => {
    const option = toWire(await insertShippingFee(tx, valuesOf(body)));
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'shipping_fee.create',
      entityType: 'shipping_fee',
      entityId: option.id,
      after: option,
    });
    return option;
  });

/** Orders already made keep the fee they were priced with (it is copied onto the order). */
export const changeShippingFee = (db: Database, adminId: number, id: number, body: Body) =>
  db.transaction(async (tx) => {
    const current = await lockShippingFee(tx, id);
    if (!current) throw notFound();
    const option = toWire(await updateShippingFee(tx, id, valuesOf(body)));
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'shipping_fee.update',
      entityType: 'shipping_fee',
      entityId: id,
      before: toWire(current),
      after: option,
    });
    return option;
  });

export const removeShippingFee = (db: Database, adminId: number, id: number) =>
  db.transaction(async (tx) => {
    const current = await lockShippingFee(tx, id);
    if (!current) throw notFound();
    await deleteShippingFee(tx, id);
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'shipping_fee.delete',
      entityType: 'shipping_fee',
      entityId: id,
      before: toWire(current),
    });
  });
