import { ProviderRefusedError, type StartRequest } from '../../payment-provider';
import { scbAmount } from './scb-amount';
import { SCB_REFERENCE, bangkokDateTime } from './scb-references';
import type { ScbSettings } from './scb-settings';

/** The v2 QR create path: it takes `expiryDate`, so banks refuse the QR after its time. */
export const QR_CREATE_PATH = '/v2/payment/qrcode/create';

const refuseLocally = (field: string, value: string) =>
  new ProviderRefusedError('scb', 400, 'invalid_reference', `${field} "${value}" is not 1-20 of A-Z and 0-9`);

/** Checks a reference before it is sent: SCB would refuse it, and a bad one must never reach a QR. */
export const checkReference = (field: string, value: string): string => {
  if (!SCB_REFERENCE.test(value)) throw refuseLocally(field, value);
  return value;
};

/**
 * The body of a Thai QR tag 30 (bill payment) for one attempt: the shop's biller id, the amount
 * in baht with two decimals, ref1 naming the attempt (and the day it was made), ref3 with the
 * prefix that routes SCB's confirmation to this app, one payment only, and the attempt's end.
 */
export const qrCreateBody = (
  settings: Pick<ScbSettings, 'billerId' | 'ref3Prefix'>,
  request: Pick<StartRequest, 'attemptId' | 'order' | 'expiresAt' | 'shopRef'>,
): { ref1: string; body: Record<string, unknown> } => {
  // A Thai QR moves baht only.
  if (request.order.currency !== 'THB')
    throw new ProviderRefusedError('scb', 400, 'currency_not_supported', 'SCB QR takes baht only');
  const ref1 = checkReference('ref1', request.shopRef);
  const ref3 = checkReference('ref3', `${settings.ref3Prefix}${String(request.attemptId)}`);
  return {
    ref1,
    body: {
      qrType: 'PP',
      ppType: 'BILLERID',
      ppId: settings.billerId,
      amount: scbAmount(request.order.amountDue),
      ref1,
      ref3,
      ...(request.expiresAt ? { numberOfTimes: 1, expiryDate: bangkokDateTime(request.expiresAt) } : {}),
    },
  };
};
