import { z } from 'zod';
import { publicPaymentMethodSchema } from '../catalog/payment-method';
import { defineRoute } from '../http/define-route';
import {
  idOrDigitsSchema,
  idSchema,
  lineTextSchema,
  MAX_INT,
  multilineTextSchema,
} from '../http/input-fields';

const bankAccountSchema = publicPaymentMethodSchema.shape.bankList.element;

/** `GET /public/payments/methods/1`: the bank-transfer method with the shop's accounts. */
export const bankTransferMethodRoute = defineRoute({
  method: 'GET',
  path: '/public/payments/methods/1',
  access: 'public',
  summary: 'The bank-transfer method (id 1) and the accounts to transfer to',
  tags: ['payments'],
  response: z.object({ success: z.literal(true), data: publicPaymentMethodSchema }),
});

/** `GET /public/payments/methods/1/bank`: the shop's accounts, each with its PromptPay QR image. */
export const bankAccountsRoute = defineRoute({
  method: 'GET',
  path: '/public/payments/methods/1/bank',
  access: 'public',
  summary: "The shop's bank accounts for transfers, with their PromptPay images",
  tags: ['payments'],
  response: z.object({ success: z.literal(true), data: z.array(bankAccountSchema) }),
});

export const originBankSchema = z.object({
  /** The bank code (KBANK, SCB, ...); the browser shows its logo. */
  banktransfer_value: z.string(),
  banktransfer_nameth: z.string(),
  banktransfer_nameen: z.string(),
});
export type OriginBankWire = z.infer<typeof originBankSchema>;

/** `GET /api/payments/methods/banktreansfer` (the specification's spelling): banks a buyer transfers from. */
export const originBanksRoute = defineRoute({
  method: 'GET',
  path: '/api/payments/methods/banktreansfer',
  access: 'public',
  summary: 'The 24 banks a buyer may transfer from',
  tags: ['payments'],
  response: z.object({ success: z.literal(true), data: z.array(originBankSchema) }),
});

const text = multilineTextSchema.max(20_000).nullish();
const line = lineTextSchema.max(20_000).nullish();

/**
 * Spec 2 "Bank-transfer report payload". Only types are checked here; the seven checks of the
 * transfer form (in their order, the destination account on its own field) and the order's
 * rules run in the service, so the form gets every message at once, in the reader's language.
 */
export const bankTransferReportBodySchema = z.object({
  order_id: idOrDigitsSchema,
  payment_method_id: idOrDigitsSchema.optional(),
  /** The browser says 'pending'; the server decides every status. */
  status: lineTextSchema.max(20).nullish(),
  contact_name: line,
  email: line,
  tel: line,
  /** The shop's account the buyer transferred to (a bank account id). */
  bank_account: z.union([idSchema, lineTextSchema.max(40)]).nullish(),
  /** The origin bank's code. */
  bank_code: line,
  /** YYYY-MM-DD on the Bangkok calendar. */
  transfer_datetime: line,
  /** HH:mm:ss, Bangkok time. */
  time: line,
  /** Baht as typed, at most 2 decimals ("1500.50"). */
  transfer_amount: z.union([lineTextSchema.max(40), z.number().min(0).max(MAX_INT)]).nullish(),
  description: text,
  address: text,
  /** The name POST /private/payment/slip answered, or null. */
  slip: line,
});
export type BankTransferReportBody = z.input<typeof bankTransferReportBodySchema>;
/** The report as the server reads it after the wire types are checked. */
export type BankTransferReport = z.output<typeof bankTransferReportBodySchema>;

/**
 * `POST /private/payment/report`: the buyer reports a transfer; the order waits for an
 * administrator (pendingApproved). Refusals: INPUT_ERROR with one message per field,
 * ORDER_NOT_PENDING when the order no longer takes a payment, NOT_FOUND.
 */
export const bankTransferReportRoute = defineRoute({
  method: 'POST',
  path: '/private/payment/report',
  access: 'signed-in',
  summary: 'Report a bank transfer for one of your orders',
  tags: ['payments'],
  body: bankTransferReportBodySchema,
  response: z.object({
    success: z.literal(true),
    orderPaymentId: z.number().int(),
    order_token: z.string(),
    /**
     * What the slip-verification service made of the slip: `approved` (the order is approved
     * already), `review` (an administrator decides), null (no service, or no slip QR to ask about).
     */
    verification: z.enum(['approved', 'review']).nullable(),
  }),
});

/** Multipart field of the slip file. */
export const SLIP_FILE_FIELD = 'slip';

/**
 * `POST /private/payment/slip` (multipart, one image in `slip`): a private file only its uploader
 * and administrators can open. Refusals: FILE_TYPE_NOT_ALLOWED, FILE_TOO_LARGE, OUT_OF_STORAGE.
 */
export const slipUploadRoute = defineRoute({
  method: 'POST',
  path: '/private/payment/slip',
  access: 'signed-in',
  summary: 'Upload a transfer slip (private to you and the administrators)',
  tags: ['payments'],
  response: z.object({ success: z.literal(true), fileName: z.array(z.string()) }),
});
