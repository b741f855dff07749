import { z } from 'zod';
import { defineRoute } from '../http/define-route';
import { idOrDigitsSchema, lineTextSchema, MAX_INT, numberOrDigits } from '../http/input-fields';

const id = idOrDigitsSchema;
const minor = z.number().int();

const BAHT = /^(\d{1,10})(?:\.(\d{1,2}))?$/;

/**
 * An amount in baht as the page shows it: 2664.3, "2664.30". It becomes minor units exactly
 * (digit by digit, never float arithmetic), and must then be the order's amount to pay.
 */
export const bahtAmountSchema = z
  .union([z.number().nonnegative().max(MAX_INT), lineTextSchema.max(20)])
  .transform((value, context) => {
    const match = BAHT.exec(String(value).trim());
    if (!match || Number(match[1]) * 100 > MAX_INT) {
      context.addIssue({ code: 'custom', message: 'an amount in baht with at most two decimals' });
      return z.NEVER;
    }
    return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  });

/** What a link route answers: 2C2P's payment page for the attempt just started. */
export const twoC2pLinkResponseSchema = z.object({
  success: z.literal(true),
  result: z.object({
    /** 2C2P's hosted payment page; the browser goes there. */
    webPaymentUrl: z.string(),
    /** The attempt (spec 2's orderPaymentId); the return screen is /payment/{orderId}?attempt={this}. */
    orderPaymentId: z.number().int(),
    /** UTC; 2C2P stops taking this payment then (the QR's expiry, or the token's 30 minutes). */
    expires_at: z.iso.datetime().nullable(),
  }),
});
export type TwoC2pLinkResponse = z.infer<typeof twoC2pLinkResponseSchema>;

/** Spec 2 "2c2p link". `installment_months` is the term the buyer chose, for installments (10). */
export const twoC2pPaymentLinkBodySchema = z.object({
  orderId: id,
  amount: bahtAmountSchema,
  installment_months: numberOrDigits(z.number().int().min(1).max(60)).nullish(),
});
export type TwoC2pPaymentLinkBody = z.input<typeof twoC2pPaymentLinkBodySchema>;

/**
 * `POST /api/payment/2c2p/payment/link`: a 2C2P payment page for a card (3) or installment (10)
 * order; which one comes from the order's payment method. Refusals: PRICE_CHANGED (the amount is
 * not the order's), INPUT_ERROR (an installment term this order cannot have; `result.terms` lists
 * those it can), BELOW_INSTALLMENT_MINIMUM (too little for installments), ORDER_NOT_PENDING,
 * PAYMENT_METHOD_NOT_AVAILABLE (another method, or 2C2P refused the token: `result.failure_code`),
 * PAYMENT_PROVIDER_UNAVAILABLE (2C2P did not answer; the order stays payable).
 */
export const twoC2pPaymentLinkRoute = defineRoute({
  method: 'POST',
  path: '/api/payment/2c2p/payment/link',
  access: 'signed-in',
  summary: 'A 2C2P payment page for one of your orders (card 3 or installments 10)',
  tags: ['payments'],
  body: twoC2pPaymentLinkBodySchema,
  response: twoC2pLinkResponseSchema,
});

/** Spec 2 "2c2p QR link". 2C2P's Thai QR takes baht only. */
export const twoC2pQrLinkBodySchema = z.object({
  order_id: id,
  amount: bahtAmountSchema,
  currency_code: z.literal('THB').default('THB'),
});
export type TwoC2pQrLinkBody = z.input<typeof twoC2pQrLinkBodySchema>;

/** `POST /api/payment/2c2p/qr-code/link` (method 15). Refusals as for the payment link. */
export const twoC2pQrLinkRoute = defineRoute({
  method: 'POST',
  path: '/api/payment/2c2p/qr-code/link',
  access: 'signed-in',
  summary: 'A 2C2P QR payment page for one of your orders (method 15)',
  tags: ['payments'],
  body: twoC2pQrLinkBodySchema,
  response: twoC2pLinkResponseSchema,
});

/** One installment term for an amount: its months and each month's amount (minor units). */
export const installmentPlanSchema = z.object({
  months: z.number().int(),
  /** Month by month; they add up to the order's total exactly. */
  monthly_amounts: z.array(minor),
  highest_monthly: minor,
  lowest_monthly: minor,
});
export type InstallmentPlanView = z.infer<typeof installmentPlanSchema>;

/**
 * The 2C2P gateway's public configuration, everything a browser may know: the methods offered, the
 * merchant id (2C2P prints it on its own page anyway) and the installment rule. Never the secret
 * key, which signs every request on the server only.
 */
export const twoC2pConfigSchema = z.object({
  id: z.literal(3),
  merchant_id: z.string(),
  /** The 2C2P methods (3, 10, 15) this shop offers now, with their names. */
  methods: z.array(z.object({ id: z.number().int(), name: z.string(), name_web: z.string() })),
  installment: z.object({
    /** 2C2P's interestType: M, the shop pays the interest (0% for the buyer). */
    interest_type: z.string(),
    terms: z.array(z.number().int()),
    /** Minor units, THB. */
    minimum_total: minor,
    minimum_monthly: minor,
    /** The terms offered for `amount` (empty without one, or when none reaches the minimums). */
    plans: z.array(installmentPlanSchema),
  }),
});
export type TwoC2pConfig = z.infer<typeof twoC2pConfigSchema>;

/** `GET /api/payments/methods/3`: spec 2's "credentials of the 2c2p gateway method", public part only. */
export const twoC2pConfigRoute = defineRoute({
  method: 'GET',
  path: '/api/payments/methods/3',
  access: 'public',
  summary: "The 2C2P gateway's public configuration and, for an amount, its installment plans",
  tags: ['payments'],
  querystring: z.object({
    amount: bahtAmountSchema.optional(),
    currency_code: z.enum(['THB', 'USD']).default('THB'),
  }),
  response: z.object({ success: z.literal(true), data: twoC2pConfigSchema }),
});
