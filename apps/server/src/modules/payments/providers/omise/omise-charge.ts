import { z } from 'zod';
import type { PaymentNextAction } from '@shop/contract/payments/payment-attempt';
import type { PaymentOutcome } from '@shop/domain/payments/payment-outcome';
import type { CardDetails } from '../../payment-provider';

/** The fields of an Omise charge object the shop reads (docs.omise.co/charges-api); others pass. */
export const omiseChargeSchema = z.looseObject({
  object: z.literal('charge'),
  id: z.string(),
  status: z.enum(['successful', 'failed', 'pending', 'expired', 'reversed']),
  amount: z.number().int(),
  currency: z.string(),
  authorize_uri: z.string().nullish(),
  failure_code: z.string().nullish(),
  failure_message: z.string().nullish(),
  expires_at: z.string().nullish(),
  metadata: z.record(z.string(), z.unknown()).nullish(),
  card: z.looseObject({ last_digits: z.string(), bank: z.string().nullish() }).nullish(),
  source: z
    .looseObject({
      scannable_code: z.looseObject({ image: z.looseObject({ download_uri: z.string() }) }).nullish(),
    })
    .nullish(),
});
export type OmiseCharge = z.infer<typeof omiseChargeSchema>;

/** An Omise error body: `{ object: 'error', code, message }`. */
export const omiseErrorSchema = z.looseObject({
  object: z.literal('error'),
  code: z.string(),
  message: z.string(),
});

/** Omise's charge status in the shop's payment vocabulary. */
export const chargeOutcome = (charge: OmiseCharge): PaymentOutcome => {
  switch (charge.status) {
    case 'successful':
      return { kind: 'succeeded', amount: charge.amount, currency: charge.currency.toUpperCase() };
    case 'pending':
      return { kind: 'pending' };
    case 'expired':
      return { kind: 'expired' };
    case 'failed':
    case 'reversed':
      return {
        kind: 'failed',
        code: charge.failure_code ?? charge.status,
        message: charge.failure_message ?? charge.status,
      };
  }
};

/** A pending charge's next step for the browser: the bank's 3-D Secure page, or the QR to scan. */
export const chargeNextAction = (charge: OmiseCharge): PaymentNextAction | null => {
  if (charge.status !== 'pending') return null;
  if (charge.authorize_uri) return { type: 'redirect', url: charge.authorize_uri };
  const qr = charge.source?.scannable_code?.image.download_uri;
  return qr ? { type: 'qr', image_url: qr } : null;
};

export const chargeCardDetails = (charge: OmiseCharge): CardDetails | null =>
  charge.card ? { last_digits: charge.card.last_digits, bank: charge.card.bank ?? null } : null;
