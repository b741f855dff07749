import type { GbPrimeContext } from './gbprime-context';
import { GBPRIME_SANDBOX_KEYS } from './gbprime-sandbox-keys';
import { newGbPrimeTxn } from './new-gbprime-txn';
import { parseGbPrimePayment } from './parse-gbprime-payment';
import { requireGbPrimeToken } from './require-gbprime-key';
import { thaiQrBillPayload } from './thai-qr-payload';

/**
 * `POST /v3/qrcode/text` (form-encoded, the customer key as `token`): a QR Cash transaction
 * waiting for a banking app (G), answered as `{ referenceNo, qrcode, resultCode, gbpReferenceNo,
 * resultMessage }` with `qrcode` the EMV payload to draw.
 */
export const createGbPrimeQr = (context: GbPrimeContext, body: Record<string, unknown>) => {
  requireGbPrimeToken(body.token, GBPRIME_SANDBOX_KEYS.token);
  const fields = parseGbPrimePayment(context.store, body);
  const txn = newGbPrimeTxn(context, fields, { paymentType: 'Q', otp: null, cardNo: null, qrcode: null });
  txn.qrcode = thaiQrBillPayload({ satang: txn.amount, ref1: txn.referenceNo, ref2: txn.gbpReferenceNo });
  return {
    referenceNo: txn.referenceNo,
    qrcode: txn.qrcode,
    resultCode: '00',
    gbpReferenceNo: txn.gbpReferenceNo,
    resultMessage: 'Success',
  };
};
