import type { Dayjs } from 'dayjs';
import type { BankTransferReportBody } from '@shop/contract/payments/bank-transfer';
import type { BankTransferFields } from '@shop/domain/validation/bank-transfer-report';

/** The transfer report form as Ant Design holds it; names are the report's field names. */
export type TransferFormValues = {
  contact_name: string;
  email: string;
  tel: string;
  /** The shop's account transferred to (bank account id). */
  bank_account: number | null;
  /** The origin bank's code. */
  bank_code: string | null;
  /** Numeric text in major units, as on the buyer's slip ("1500.50"). */
  transfer_amount: string;
  transfer_datetime: Dayjs | null;
  time: Dayjs | null;
  description: string;
  /** The name POST /private/payment/slip answered. */
  slip: string | null;
};

export const DATE_FORMAT = 'YYYY-MM-DD';
export const TIME_FORMAT = 'HH:mm:ss';

/** Minor units as the plain numeric text the amount field takes: 266430 -> "2664.30". */
export const minorToAmountText = (minor: number): string => {
  const whole = Math.trunc(minor / 100);
  return `${String(whole)}.${String(minor % 100).padStart(2, '0')}`;
};

/**
 * Keeps only what an amount may hold as the buyer types: digits and one decimal point with at most
 * two decimals ("1,500.505฿" -> "1500.50"), so the field accepts numeric text only.
 */
export const numericAmountText = (typed: string): string => {
  const cleaned = typed.replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  if (dot === -1) return cleaned;
  return `${cleaned.slice(0, dot)}.${cleaned
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, 2)}`;
};

type Prefill = {
  /** The order's amount to pay, minor units. */
  amountToPay: number;
  email: string;
  tel: string;
  contactName: string;
  /** The only account, chosen for the buyer; null when there are several. */
  onlyAccountId: number | null;
};

/** The form's first values: contact details from the order and profile, the amount to pay at 2 decimals. */
export const initialTransferValues = (prefill: Prefill): TransferFormValues => ({
  contact_name: prefill.contactName,
  email: prefill.email,
  tel: prefill.tel,
  bank_account: prefill.onlyAccountId,
  bank_code: null,
  transfer_amount: minorToAmountText(prefill.amountToPay),
  transfer_datetime: null,
  time: null,
  description: '',
  slip: null,
});

const textOrNull = (value: string | undefined | null): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** The fields the domain's seven checks read, from the form. */
export const transferFieldsOf = (values: Partial<TransferFormValues>): BankTransferFields => ({
  slip: values.slip ?? null,
  contact_name: textOrNull(values.contact_name),
  transfer_amount: textOrNull(values.transfer_amount),
  bank_code: values.bank_code ?? null,
  bank_account: values.bank_account ?? null,
  transfer_datetime: values.transfer_datetime?.format(DATE_FORMAT) ?? null,
  time: values.time?.format(TIME_FORMAT) ?? null,
});

/** The report: date and time as typed (Bangkok wall time), the amount as the typed text. */
export const transferReportBodyOf = (
  orderId: number,
  values: Partial<TransferFormValues>,
): BankTransferReportBody => {
  const fields = transferFieldsOf(values);
  return {
    order_id: orderId,
    payment_method_id: 1,
    status: 'pending',
    contact_name: fields.contact_name,
    email: textOrNull(values.email),
    tel: textOrNull(values.tel),
    bank_account: fields.bank_account,
    bank_code: fields.bank_code,
    transfer_datetime: fields.transfer_datetime,
    time: fields.time,
    transfer_amount: fields.transfer_amount,
    description: textOrNull(values.description),
    address: '-',
    slip: fields.slip,
  };
};

/** Spec 2's notification e-mail payload, from the report that was accepted. */
export const paymentMailBodyOf = (body: BankTransferReportBody) => ({
  orderId: body.order_id,
  fullname: body.contact_name,
  email: body.email,
  description: body.description,
  bank_account: body.bank_account,
  bank_code: body.bank_code,
  amount: body.transfer_amount,
  telephone: body.tel,
  date: body.transfer_datetime,
  time: body.time,
});

/** The form's field names, which are the report's: a server refusal naming one marks that field. */
export const TRANSFER_FIELDS = [
  'contact_name',
  'email',
  'tel',
  'bank_account',
  'bank_code',
  'transfer_amount',
  'transfer_datetime',
  'time',
  'description',
  'slip',
] as const satisfies readonly (keyof TransferFormValues)[];

export type TransferField = (typeof TRANSFER_FIELDS)[number];

export const isTransferField = (name: string): name is TransferField =>
  (TRANSFER_FIELDS as readonly string[]).includes(name);
