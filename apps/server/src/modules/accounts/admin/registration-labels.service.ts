import type { CustomLabelBody, AdminCustomLabel } from '@shop/contract/admin/registration-labels';
import type { CUSTOM_LABEL_TYPES } from '@shop/contract/accounts/registration-form';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { Database, Queryable } from '../../../db/database';
import { AppError } from '../../../lib/app-error';
import { recordAudit } from '../../audit/index';
import {
  deleteCustomLabel,
  insertCustomLabel,
  listAllCustomLabels,
  lockCustomLabel,
  updateCustomLabel,
  type CustomLabelRow,
  type CustomLabelValues,
} from './registration-labels.repository';

type Body = Required<CustomLabelBody>;

const toWire = (row: CustomLabelRow): AdminCustomLabel => ({
  id: row.id,
  // Written only through the contract's enum.
  type_label: row.typeLabel as (typeof CUSTOM_LABEL_TYPES)[number],
  label: row.label,
  label_en: row.labelEn,
  order_label: row.orderLabel,
  required: row.required,
  is_active: row.isActive,
  item_list: row.itemList,
});

const valuesOf = (body: Body): CustomLabelValues => ({
  typeLabel: body.type_label,
  label: body.label,
  labelEn: body.label_en,
  orderLabel: body.order_label,
  required: body.required,
  isActive: body.is_active,
  itemList: body.item_list,
});

const notFound = () => new AppError(ErrorCode.NOT_FOUND, { message: 'No such custom label' });

export const listCustomLabelsForAdmin = async (db: Queryable) => {
  const rows = await listAllCustomLabels(db);
  return { data: rows.map(toWire), total: rows.length };
};

export const createCustomLabel = (db: Database, adminId: number, body: Body) =>
  db.transaction(async (tx) => {
    const label = toWire(await insertCustomLabel(tx, valuesOf(body)));
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'custom_label.create',
      entityType: 'custom_label',
      entityId: label.id,
      after: label,
    });
    return label;
  });

export const changeCustomLabel = (db: Database, adminId: number, id: number, body: Body) =>
  db.transaction(async (tx) => {
    const current = await lockCustomLabel(tx, id);
    if (!current) throw notFound();
    const label = toWire(await updateCustomLabel(tx, id, valuesOf(body)));
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'custom_label.update',
      entityType: 'custom_label',
      entityId: id,
      before: toWire(current),
      after: label,
    });
    return label;
  });

export const removeCustomLabel = (db: Database, adminId: number, id: number) =>
  db.transaction(async (tx) => {
    const current = await lockCustomLabel(tx, id);
    if (!current) throw notFound();
    await deleteCustomLabel(tx, id);
    await recordAudit(tx, {
      actorUserId: adminId,
      action: 'custom_label.delete',
      entityType: 'custom_label',
      entityId: id,
      before: toWire(current),
    });
  });
