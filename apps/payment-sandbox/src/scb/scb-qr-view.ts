import type { StoredQr } from './scb-store';

/** What the control API shows of a QR: everything but the image. */
export const scbQrView = (qr: StoredQr, now: Date) => ({
  qrId: qr.qrId,
  version: qr.version,
  ref1: qr.ref1,
  ref2: qr.ref2,
  ref3: qr.ref3,
  amount: qr.amount,
  status:
    qr.payments.length > 0 ? 'paid' : qr.expiresAt && qr.expiresAt <= now ? 'expired' : ('open' as const),
  number_of_times: qr.numberOfTimes,
  expires_at: qr.expiresAt?.toISOString() ?? null,
  created_at: qr.createdAt.toISOString(),
  qr_raw_data: qr.qrRawData,
  payments: qr.payments.map((payment) => ({ ...payment, paidAt: payment.paidAt.toISOString() })),
  deliveries: qr.deliveries,
});
