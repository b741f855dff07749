import type { ShippingAddress, ShippingAddressBody } from '@shop/contract/shipping/shipping';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import type { Database } from '../../db/database';
import type { shippingAddresses } from '../../db/tables';
import { AppError } from '../../lib/app-error';
import {
  clearDefaultAddress,
  deleteAddress,
  insertAddress,
  listActiveFeeOptions,
  listAddresses,
} from './shipping.repository';

const toWire = (row: typeof shippingAddresses.$inferSelect): ShippingAddress => ({
  id: row.id,
  recipient_name: row.recipientName,
  tel: row.tel,
  address: row.address,
  subdistrict: row.subdistrict,
  district: row.district,
  province: row.province,
  postcode: row.postcode,
  is_default: row.isDefault,
});

export const listOwnAddresses = async (db: Database, userId: number) =>
  (await listAddresses(db, userId)).map(toWire);

/** A new address; the first one, or one marked default, becomes the default. */
export const addAddress = async (db: Database, userId: number, body: Required<ShippingAddressBody>) =>
  db.transaction(async (tx) => {
    const isFirst = (await listAddresses(tx, userId)).length === 0;
    const isDefault = body.is_default || isFirst;
    if (isDefault) await clearDefaultAddress(tx, userId);
    return toWire(
      await insertAddress(tx, {
        userId,
        recipientName: body.recipient_name,
        tel: body.tel,
        address: body.address,
        subdistrict: body.subdistrict,
        district: body.district,
        province: body.province,
        postcode: body.postcode,
        isDefault,
      }),
    );
  });

export const removeAddress = async (db: Database, userId: number, id: number) => {
  const removed = await deleteAddress(db, userId, id);
  if (removed.length === 0) throw new AppError(ErrorCode.NOT_FOUND, { message: 'No such address' });
};

export const listFeeOptions = async (db: Database) =>
  (await listActiveFeeOptions(db)).map((row) => ({
    id: row.id,
    name: row.name,
    fee: row.fee,
    fee_usd: row.feeUsd,
  }));
