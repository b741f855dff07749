import { randomSuffix } from '../lib/random-id';
import { parseScbQrRequest } from './parse-scb-qr-request';
import type { ScbContext } from './scb-context';
import { ScbError } from './scb-envelope';
import { SCB_SANDBOX_KEYS } from './scb-sandbox-keys';
import type { StoredQr } from './scb-store';
import { billPaymentPayload, qrImageBase64 } from './scb-thai-qr';

/** `POST /v1|v2/payment/qrcode/create`: a Thai QR tag 30 for the biller, kept for payments and inquiries. */
export const createScbQr = async (context: ScbContext, body: Record<string, unknown>, version: 1 | 2) => {
  const refusal = context.store.nextCreate;
  if (refusal) {
    context.store.nextCreate = null;
    throw new ScbError(refusal.httpStatus, refusal.code, refusal.description);
  }
  const now = context.now();
  const request = parseScbQrRequest(body, version, now);
  const qrRawData = billPaymentPayload({ billerId: SCB_SANDBOX_KEYS.billerId, ...request });
  const qr: StoredQr = {
    qrId: randomSuffix(20).toUpperCase(),
    version,
    billerId: SCB_SANDBOX_KEYS.billerId,
    ...request,
    createdAt: now,
    qrRawData,
    qrImage: await qrImageBase64(qrRawData),
    payments: [],
    deliveries: [],
    repliesToLose: 0,
  };
  context.store.qrs.set(qr.qrId, qr);
  return { qrRawData: qr.qrRawData, qrImage: qr.qrImage };
};
