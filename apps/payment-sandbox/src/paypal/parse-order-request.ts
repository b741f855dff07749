import { PayPalError } from './paypal-error';

/** A checked `POST /v2/checkout/orders` body: the one purchase unit and the buyer's way back. */
export type OrderRequest = {
  referenceId: string;
  customId: string | null;
  invoiceId: string | null;
  description: string | null;
  amount: { currency_code: string; value: string };
  returnUrl: string | null;
  cancelUrl: string | null;
  /** With `payment_source.paypal` PayPal answers PAYER_ACTION_REQUIRED and a `payer-action` link. */
  hasPaymentSource: boolean;
};

const CURRENCIES = new Set(['THB', 'USD', 'EUR', 'GBP', 'SGD', 'JPY', 'AUD']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const invalid = (field: string, issue = 'INVALID_PARAMETER_VALUE', description?: string) =>
  new PayPalError(400, issue, description ?? `The value of a field is invalid: ${field}`);

const optionalText = (unit: Record<string, unknown>, field: string, max: number): string | null => {
  const value = unit[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.length > max) throw invalid(`/purchase_units/0/${field}`);
  return value;
};

const parseAmount = (value: unknown): OrderRequest['amount'] => {
  if (!isRecord(value)) throw invalid('/purchase_units/0/amount', 'MISSING_REQUIRED_PARAMETER');
  const currency = value.currency_code;
  if (typeof currency !== 'string' || !CURRENCIES.has(currency))
    throw invalid('/purchase_units/0/amount/currency_code', 'CURRENCY_NOT_SUPPORTED');
  const text = value.value;
  if (typeof text !== 'string' || !/^\d{1,10}(\.\d+)?$/.test(text))
    throw invalid('/purchase_units/0/amount/value');
  if (!/^\d+(\.\d{1,2})?$/.test(text))
    throw invalid(
      '/purchase_units/0/amount/value',
      'DECIMAL_PRECISION',
      'Too many decimals for the currency',
    );
  if (Number(text) <= 0) throw invalid('/purchase_units/0/amount/value', 'AMOUNT_MUST_BE_POSITIVE');
  return { currency_code: currency, value: text };
};

/** The return and cancel addresses, from `payment_source.paypal.experience_context` or the older `application_context`. */
const waysBack = (body: Record<string, unknown>) => {
  const source = isRecord(body.payment_source) ? body.payment_source : null;
  const paypal = source && isRecord(source.paypal) ? source.paypal : null;
  const experience = paypal && isRecord(paypal.experience_context) ? paypal.experience_context : null;
  const legacy = isRecord(body.application_context) ? body.application_context : null;
  const context = experience ?? legacy ?? {};
  const url = (field: string) => {
    const value = context[field];
    if (value === undefined) return null;
    if (typeof value !== 'string' || !/^https?:\/\//.test(value)) throw invalid(field);
    return value;
  };
  return { returnUrl: url('return_url'), cancelUrl: url('cancel_url'), hasPaymentSource: paypal !== null };
};

/** Checks a create-order body the way PayPal refuses one: 400 with the field's issue. */
export const parseOrderRequest = (body: unknown): OrderRequest => {
  if (!isRecord(body)) throw invalid('/', 'MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.');
  if (body.intent !== 'CAPTURE')
    throw invalid(
      '/intent',
      body.intent === undefined ? 'MISSING_REQUIRED_PARAMETER' : 'INVALID_PARAMETER_VALUE',
    );
  const units = body.purchase_units;
  if (!Array.isArray(units) || units.length === 0)
    throw invalid('/purchase_units', 'MISSING_REQUIRED_PARAMETER');
  if (units.length > 1)
    throw invalid('/purchase_units', 'INVALID_ARRAY_MAX_ITEMS', 'The sandbox takes one purchase unit');
  const unit: unknown = units[0];
  if (!isRecord(unit)) throw invalid('/purchase_units/0');
  return {
    referenceId: optionalText(unit, 'reference_id', 256) ?? 'default',
    customId: optionalText(unit, 'custom_id', 127),
    invoiceId: optionalText(unit, 'invoice_id', 127),
    description: optionalText(unit, 'description', 127),
    amount: parseAmount(unit.amount),
    ...waysBack(body),
  };
};
