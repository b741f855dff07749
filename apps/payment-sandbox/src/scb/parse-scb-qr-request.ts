import { invalidParameter } from './scb-envelope';
import { SCB_SANDBOX_KEYS } from './scb-sandbox-keys';

const REFERENCE = /^[A-Z0-9]{1,20}$/;
/** "Number (13,2)", "Format 2 digits: 100.00" (QR create v2 reference). */
const AMOUNT = /^\d{1,11}\.\d{2}$/;
const EXPIRY = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})$/;

/** A QR create body SCB would take. */
export type QrRequest = {
  ref1: string;
  ref2: string | null;
  ref3: string | null;
  amount: string;
  numberOfTimes: number | null;
  expiresAt: Date | null;
};

const optionalReference = (body: Record<string, unknown>, name: string): string | null => {
  const value = body[name];
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string' || !REFERENCE.test(value))
    throw invalidParameter(`${name} accepts only A-Z and 0-9, up to 20`);
  return value;
};

const amountOf = (value: unknown): string => {
  const text = typeof value === 'number' ? value.toFixed(2) : value;
  if (typeof text !== 'string' || !AMOUNT.test(text) || Number(text) <= 0)
    throw invalidParameter('amount must be a positive amount with two decimals, e.g. "100.00"');
  return text;
};

/** v2's expiryDate, Bangkok time (UTC+7), which must still be ahead. */
const expiryOf = (value: unknown, now: Date): Date => {
  const match = typeof value === 'string' ? EXPIRY.exec(value) : null;
  const at = match ? new Date(`${match[1] ?? ''}T${match[2] ?? ''}+07:00`) : null;
  if (!at || Number.isNaN(at.getTime())) throw invalidParameter('expiryDate must be "YYYY-MM-DD HH:MM:SS"');
  if (at <= now) throw invalidParameter('expiryDate must be in the future');
  return at;
};

/**
 * Checks a QR create body as SCB does for a Thai QR tag 30: qrType PP, ppType BILLERID, this
 * app's 15-digit biller id, an amount with two decimals, ref1 required; v2 adds numberOfTimes
 * (0-9999) and expiryDate, required with numberOfTimes.
 */
export const parseScbQrRequest = (body: Record<string, unknown>, version: 1 | 2, now: Date): QrRequest => {
  if (body.qrType !== 'PP')
    throw invalidParameter('qrType must be PP (this sandbox makes Thai QR tag 30 only)');
  if (body.ppType !== 'BILLERID') throw invalidParameter('ppType must be BILLERID');
  if (typeof body.ppId !== 'string' || !/^\d{15}$/.test(body.ppId))
    throw invalidParameter('ppId must be 15 digits');
  if (body.ppId !== SCB_SANDBOX_KEYS.billerId) throw invalidParameter('ppId is not a biller id of this app');
  const ref1 = optionalReference(body, 'ref1');
  if (!ref1) throw invalidParameter('ref1 is required for BILLERID');
  const request = {
    ref1,
    ref2: optionalReference(body, 'ref2'),
    ref3: optionalReference(body, 'ref3'),
    amount: amountOf(body.amount),
  };
  if (version === 1 || body.numberOfTimes === undefined || body.numberOfTimes === null)
    return {
      ...request,
      numberOfTimes: null,
      expiresAt: version === 2 && body.expiryDate ? expiryOf(body.expiryDate, now) : null,
    };
  const times = Number(body.numberOfTimes);
  if (!Number.isInteger(times) || times < 0 || times > 9999)
    throw invalidParameter('numberOfTimes must be 0-9999');
  return { ...request, numberOfTimes: times === 0 ? null : times, expiresAt: expiryOf(body.expiryDate, now) };
};
