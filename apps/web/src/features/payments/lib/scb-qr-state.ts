import type { OrderDetail } from '@shop/contract/orders/order';
import { PaymentMethodId } from '@shop/domain/payments/payment-methods';

/** An SCB QR being shown: its image (a data URL), when banks stop taking it, and its attempt. */
export type ScbQr = { imageUrl: string; expiresAt: string | null; attemptId: number };

/**
 * What the Bank QR modal shows. Spec 2: an initial state, then success (code 1000: the image and
 * the countdown) or failure (Try again); at zero the image is cleared.
 */
export type ScbQrView =
  | { kind: 'creating' }
  /** The QR could not be made (the server's error code, if any). */
  | { kind: 'createFailed'; code: string | null }
  | { kind: 'waiting'; qr: ScbQr }
  | { kind: 'expired' }
  | { kind: 'failed'; code: string | null }
  | { kind: 'paid' }
  /** Rejected or cancelled: nothing left to pay here. */
  | { kind: 'closed' };

type ViewInput = {
  isCreating: boolean;
  createError: { code: string | null } | null;
  qr: ScbQr | null;
  order: Pick<OrderDetail, 'payment_status' | 'latest_payment'> | null;
  secondsLeft: number | null;
};

/**
 * The modal's state from the QR request, the order as the server last said it, and the countdown.
 * Only the shown QR's own attempt can expire or fail it; a stale read of an older one cannot.
 */
export const scbQrView = ({ isCreating, createError, qr, order, secondsLeft }: ViewInput): ScbQrView => {
  const status = order?.payment_status;
  if (status === 'approved') return { kind: 'paid' };
  if (status === 'rejected' || status === 'cancelled') return { kind: 'closed' };
  if (isCreating) return { kind: 'creating' };
  if (createError) return { kind: 'createFailed', code: createError.code };
  if (!qr) return { kind: 'creating' };
  const latest = order?.latest_payment;
  if (latest?.id === qr.attemptId && latest.state === 'failed')
    return { kind: 'failed', code: latest.failure_code };
  if (latest?.id === qr.attemptId && latest.state === 'expired') return { kind: 'expired' };
  return secondsLeft === 0 ? { kind: 'expired' } : { kind: 'waiting', qr };
};

/** The order's open SCB QR that still has time left, so opening the modal again shows it instead of a new one. */
export const openScbQr = (latest: OrderDetail['latest_payment'], now: number): ScbQr | null => {
  if (latest?.payment_method_id !== PaymentMethodId.SCB_QR) return null;
  if (latest.state !== 'created' && latest.state !== 'pending') return null;
  if (latest.next_action?.type !== 'qr') return null;
  if (latest.expires_at !== null && Date.parse(latest.expires_at) <= now) return null;
  return { imageUrl: latest.next_action.image_url, expiresAt: latest.expires_at, attemptId: latest.id };
};

/** Spec 2's `qrImage` is base64 without a prefix; SCB's images are PNGs. */
export const scbQrImageUrl = (base64: string): string => `data:image/png;base64,${base64}`;
