import { buffer } from 'node:stream/consumers';
import { and, eq } from 'drizzle-orm';
import { ErrorCode } from '@shop/domain/errors/error-codes';
import { readSlipQr } from '@shop/domain/thai-qr/slip-qr';
import type { Queryable } from '../../../../db/database';
import { slipDuplicateRefusals, slipReferences } from '../../../../db/tables';
import { AppError } from '../../../../lib/app-error';
import type { FileStorage } from '../../../../lib/storage/file-storage';
import { readQrCodesInImage } from './slip-image-qr';

/**
 * What the slip's QR said: the sending bank and its reference (and the QR's text, which a
 * verification service is asked about), or no slip QR in the picture.
 */
export type SlipCheck =
  { status: 'read'; bank: string; reference: string; payload: string } | { status: 'no_qr' };

/**
 * Reads the QR a Thai bank prints on every transfer slip. A picture without one is taken for an
 * administrator to compare by hand (a photo of a printed slip may not show it sharply); a picture
 * whose QR codes are none a slip's (the shop's own payment QR, a link) or a slip QR whose checksum
 * fails (misread or altered) is refused: the buyer can send the right picture at once.
 */
export const checkSlip = async (storage: FileStorage, slipName: string): Promise<SlipCheck> => {
  const texts = await readQrCodesInImage(await buffer(storage.read(slipName)));
  if (texts.length === 0) return { status: 'no_qr' };
  const readings = texts.map(readSlipQr);
  for (const [index, reading] of readings.entries())
    if (reading.ok) return { status: 'read', ...reading.value, payload: texts[index] ?? '' };
  const altered = readings.some(
    (reading) => !reading.ok && reading.code === ErrorCode.SLIP_QR_CHECKSUM_MISMATCH,
  );
  throw altered
    ? new AppError(ErrorCode.SLIP_QR_CHECKSUM_MISMATCH, { message: "The slip's QR code does not check out" })
    : new AppError(ErrorCode.SLIP_QR_NOT_A_SLIP, {
        message: "The picture's QR code is not a transfer slip's",
      });
};

const bankReferenceOf = (slip: { bank: string; reference: string }) => `${slip.bank}:${slip.reference}`;

/** Counts a report refused for a slip already used on another order (the dashboard shows it). */
export const recordDuplicateRefusal = async (
  db: Queryable,
  slip: { bank: string; reference: string },
  orderId: number,
  now: Date,
): Promise<void> => {
  await db
    .insert(slipDuplicateRefusals)
    .values({ bankReference: bankReferenceOf(slip), orderId, refusedAt: now });
};

/**
 * Ties a slip's bank reference to the order it pays, inside the report's transaction. The same
 * slip reported again for the same order (after an administrator sent it back) is that order's
 * still; on another order it is refused. Two reports of one slip at the same moment meet at the
 * primary key: the second waits for the first's commit, then finds it taken.
 */
export const claimSlipReference = async (
  tx: Queryable,
  slip: { bank: string; reference: string },
  claim: { orderId: number; reportId: number; now: Date },
): Promise<void> => {
  const bankReference = bankReferenceOf(slip);
  const claimed = await tx
    .insert(slipReferences)
    .values({ bankReference, orderId: claim.orderId, firstReportId: claim.reportId, createdAt: claim.now })
    .onConflictDoNothing()
    .returning({ orderId: slipReferences.orderId });
  if (claimed.length > 0) return;
  const [earlier] = await tx
    .select({ orderId: slipReferences.orderId })
    .from(slipReferences)
    .where(and(eq(slipReferences.bankReference, bankReference)));
  if (earlier?.orderId !== claim.orderId)
    throw new AppError(ErrorCode.SLIP_ALREADY_USED, {
      message: 'The slip was already used for another order',
    });
};
