import { ErrorCode } from '../errors/error-codes';
import { fail, ok, type Result } from '../result';
import { crc16CcittFalse, readEmvFields, type EmvField } from './emv-fields';

/** What a transfer slip's mini QR says: the sending bank's 3-digit number and the bank's reference. */
export type SlipQr = { readonly bank: string; readonly reference: string };

export type SlipQrRefusal = typeof ErrorCode.SLIP_QR_NOT_A_SLIP | typeof ErrorCode.SLIP_QR_CHECKSUM_MISMATCH;

/** Sub-field 00 of field 00 on a slip: the slip-verification API the reference is meant for. */
export const SLIP_VERIFICATION_API = '000001';

const PRINTABLE_ASCII = /^[\x20-\x7e]+$/;
const BANK_NUMBER = /^\d{3}$/;
const REFERENCE = /^[0-9A-Za-z]+$/;
const HEX4 = /^[0-9A-Fa-f]{4}$/;

const valueOf = (fields: readonly EmvField[], id: string): string | undefined =>
  fields.find((field) => field.id === id)?.value;

/**
 * Reads the QR printed on a Thai bank's transfer slip. Any other text (a payment QR, a web
 * address, a broken field) is not a slip; a slip whose checksum does not match was misread or
 * altered, and neither gives a reference to trust.
 */
export const readSlipQr = (text: string): Result<SlipQr, SlipQrRefusal> => {
  const fields = (PRINTABLE_ASCII.test(text) ? readEmvFields(text) : null) ?? [];
  // The checksum field comes last: it covers everything before it.
  const last = fields.at(-1);
  if (last?.id !== '91' || !HEX4.test(last.value)) return fail(ErrorCode.SLIP_QR_NOT_A_SLIP);
  const slip = readEmvFields(valueOf(fields, '00') ?? '') ?? [];
  const bank = valueOf(slip, '01') ?? '';
  const reference = valueOf(slip, '02') ?? '';
  if (
    valueOf(slip, '00') !== SLIP_VERIFICATION_API ||
    valueOf(fields, '51') !== 'TH' ||
    !BANK_NUMBER.test(bank) ||
    !REFERENCE.test(reference)
  ) {
    return fail(ErrorCode.SLIP_QR_NOT_A_SLIP);
  }
  if (crc16CcittFalse(text.slice(0, -4)) !== last.value.toUpperCase()) {
    return fail(ErrorCode.SLIP_QR_CHECKSUM_MISMATCH);
  }
  return ok({ bank, reference });
};
