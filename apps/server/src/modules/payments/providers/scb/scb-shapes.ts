import { z } from 'zod';

const text = z.union([z.string(), z.number()]);

/**
 * SCB's envelope: `{ status: { code, description }, data }`. Success is `status.code === 1000`,
 * whatever the HTTP status (research §4).
 */
export const scbEnvelopeSchema = z.looseObject({
  status: z.looseObject({ code: z.coerce.number().int(), description: z.string().nullish() }),
  data: z.unknown().optional(),
});
export type ScbEnvelope = z.infer<typeof scbEnvelopeSchema>;

export const SCB_SUCCESS = 1000;

/** `POST /v1/oauth/token` data: a bearer token for 30 minutes (`expiresIn` seconds; `expiresAt` epoch seconds). */
export const scbTokenSchema = z.looseObject({
  accessToken: z.string().min(1),
  tokenType: z.string().nullish(),
  expiresIn: z.coerce.number().min(0).nullish(),
  expiresAt: z.coerce.number().min(0).nullish(),
});

/** QR create data: the Thai QR payload and its image, a base64 PNG. */
export const scbQrSchema = z.looseObject({
  qrRawData: z.string().nullish(),
  qrImage: z.string().regex(/^[A-Za-z0-9+/=\s]+$/),
});

/** One payment the bill-payment inquiry answers (the fields the shop reads; others pass). */
export const scbPaymentSchema = z.looseObject({
  transactionId: z.string().nullish(),
  amount: text,
  currencyCode: text.nullish(),
  billPaymentRef1: z.string(),
  /** "Y" when the bank reversed the transfer [S: research lists the field, not its values]. */
  reverseFlag: z.string().nullish(),
  transactionDateandTime: z.string().nullish(),
});
export type ScbPayment = z.infer<typeof scbPaymentSchema>;

export const scbInquirySchema = z.array(scbPaymentSchema);

/**
 * SCB's payment confirmation (developer.scb qr-payment/payment-confirmation). It is unsigned, so
 * only its form is checked here; nothing in it is believed until the inquiry confirms it.
 */
export const scbConfirmationSchema = z.looseObject({
  transactionId: z.string().min(1).max(64),
  amount: text,
  transactionDateandTime: z.string().max(40).nullish(),
  currencyCode: text.nullish(),
  transactionType: z.string().max(40).nullish(),
  billPaymentRef1: z.string().min(1).max(20),
  billPaymentRef2: z.string().max(20).nullish(),
  billPaymentRef3: z.string().max(20).nullish(),
});
export type ScbConfirmation = z.infer<typeof scbConfirmationSchema>;
