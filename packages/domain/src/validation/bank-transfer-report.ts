import { z } from 'zod';
import { fieldSchemas } from './field-schemas';
import type { ValidationMessages } from './messages';
import { isValidEmail } from './registration';

/** The seven checks of spec 2 section 5, numbered in the order they run. */
export type BankTransferCheck = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The report fields the checks read, named as POST /private/payment/report names them. */
export type BankTransferFields = {
  slip: string | null;
  contact_name: string | null;
  /** What the buyer typed, in baht: numeric text with at most 2 decimals. */
  transfer_amount: string | null;
  /** The origin bank's code. */
  bank_code: string | null;
  /** The shop's destination account (bank account id). */
  bank_account: string | number | null;
  /** YYYY-MM-DD, Bangkok date. */
  transfer_datetime: string | null;
  /** HH:mm:ss, Bangkok time. */
  time: string | null;
};

/** What the checks need to know about the order and the site. */
export type BankTransferContext = {
  /** The amount the order asks for, in minor units; 0 for a free order. */
  orderAmount: number;
  /** The site's slip setting is 1: a transfer slip must be attached. */
  slipRequired: boolean;
};

/** One failed check; a non-blocking one is shown but does not stop the report. */
export type BankTransferFailure = {
  check: BankTransferCheck;
  field: keyof BankTransferFields;
  message: string;
  blocking: boolean;
};

/** Every failure in check order, and whether the report may not be sent. */
export type BankTransferResult = { failures: BankTransferFailure[]; blocked: boolean };

const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
const TEL = /^[\d+\-\s()]{1,20}$/;

/** A typed amount ("1500.5") in minor units (150050); null unless numeric text with at most 2 decimals. */
export const parseTransferAmount = (text: string): number | null => {
  if (!AMOUNT.test(text)) return null;
  const [whole, fraction] = text.split('.');
  return Number(whole) * 100 + Number((fraction ?? '').padEnd(2, '0'));
};

const isValidDate = (text: string): boolean =>
  DATE.test(text) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text);

const isBlank = (value: string | number | null): boolean => value === null || String(value).trim() === '';

const amountCheck = (
  fields: BankTransferFields,
  isDue: boolean,
  texts: ValidationMessages['bankTransfer'],
) => {
  const text = fields.transfer_amount?.trim() ?? '';
  if (text === '') return isDue ? texts.transferAmountRequired : null;
  const amount = parseTransferAmount(text);
  return amount === null || amount === 0 ? texts.transferAmountInvalid : null;
};

const formatCheck = (
  value: string | null,
  isValid: (text: string) => boolean,
  missing: string,
  invalid: string,
) => (value === null || value.trim() === '' ? missing : isValid(value.trim()) ? null : invalid);

/** The checks of the bank-transfer form in the specification's order, the account checked on its own field. */
export const checkBankTransferReport = (
  fields: BankTransferFields,
  context: BankTransferContext,
  texts: ValidationMessages,
): BankTransferResult => {
  const t = texts.bankTransfer;
  const isDue = context.orderAmount !== 0;
  const amount = amountCheck(fields, isDue, t);
  const date = formatCheck(
    fields.transfer_datetime,
    isValidDate,
    t.transferDateRequired,
    t.transferDateInvalid,
  );
  const time = formatCheck(
    fields.time,
    (text) => TIME.test(text),
    t.transferTimeRequired,
    t.transferTimeInvalid,
  );
  const failures: BankTransferFailure[] = [];
  const fail = (
    check: BankTransferCheck,
    field: keyof BankTransferFields,
    message: string,
    blocking = true,
  ) => failures.push({ check, field, message, blocking });
  if (isDue && context.slipRequired && isBlank(fields.slip)) fail(1, 'slip', t.slipRequired);
  if (!isDue && isBlank(fields.contact_name)) fail(2, 'contact_name', t.contactNameRequired, false);
  if (amount !== null) fail(3, 'transfer_amount', amount);
  if (isBlank(fields.bank_code)) fail(4, 'bank_code', t.originBankRequired);
  // The specification's form looked at another field here; the destination account is bank_account.
  if (isBlank(fields.bank_account)) fail(5, 'bank_account', t.destinationAccountRequired);
  if (date !== null) fail(6, 'transfer_datetime', date);
  if (time !== null) fail(7, 'time', time);
  return { failures, blocked: failures.some((failure) => failure.blocking) };
};

/** The body of POST /private/payment/report without the order-dependent checks (for the contract and OpenAPI). */
export const bankTransferReportShape = (texts: ValidationMessages) => {
  const field = fieldSchemas(texts);
  return {
    order_id: z.number(field.invalid).int(field.invalid).positive(field.invalid),
    payment_method_id: z.literal(1, field.invalid),
    // The client says 'pending'; the server decides the real status.
    status: z.literal('pending', field.invalid).optional(),
    contact_name: field.limitedText(255),
    email: field.optionalText().refine((value) => value === null || isValidEmail(value), {
      error: texts.bankTransfer.emailInvalid,
    }),
    tel: field.optionalText().refine((value) => value === null || TEL.test(value), {
      error: texts.bankTransfer.telInvalid,
    }),
    bank_account: field.optionalId(),
    bank_code: field.limitedText(50),
    transfer_datetime: field.optionalText(),
    time: field.optionalText(),
    transfer_amount: field.optionalText(),
    description: field.limitedText(1000),
    address: field.limitedText(1000).transform((value) => value ?? '-'),
    slip: field.limitedText(255),
  };
};

/**
 * The bank-transfer report body with the seven checks for this order. Only blocking checks refuse;
 * the output's transfer_amount is in minor units.
 */
export const bankTransferReportSchema = (context: BankTransferContext, texts: ValidationMessages) =>
  z
    .object(bankTransferReportShape(texts))
    .superRefine((body, ctx) => {
      for (const failure of checkBankTransferReport(body, context, texts).failures) {
        if (failure.blocking)
          ctx.addIssue({ code: 'custom', path: [failure.field], message: failure.message });
      }
    })
    .transform((body) => ({
      ...body,
      transfer_amount: body.transfer_amount === null ? null : parseTransferAmount(body.transfer_amount),
    }));

/** The parsed bank-transfer report. */
export type BankTransferReport = z.output<ReturnType<typeof bankTransferReportSchema>>;
