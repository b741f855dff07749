import type { PaymentOutcome } from '@shop/domain/payments/payment-outcome';
import { callProvider } from '../../provider-http';
import { ProviderRefusedError, ProviderUnavailableError, type ProviderLog } from '../../payment-provider';
import { paySolutionsCurrency, parsePaySolutionsTotal } from './paysolutions-money';
import type { PaySolutionsSettings } from './paysolutions-settings';

/** One payment as the inquiry reports it, its keys lower-cased (`referenceno`, `status`, `total`...). */
export type PaySolutionsRecord = Readonly<Record<string, unknown>>;

const INQUIRY_PATH = '/order/orderdetailpost';

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

const lowerKeys = (value: object): PaySolutionsRecord =>
  Object.fromEntries(Object.entries(value).map(([key, field]) => [key.toLowerCase(), field]));

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** The record the answer holds about `refno`, or null when it holds none (an unpaid payment). */
export const recordOf = (json: unknown, refno: string): PaySolutionsRecord | null => {
  const candidates = (Array.isArray(json) ? json : [json]).filter(
    (item): item is object => typeof item === 'object' && item !== null,
  );
  const records = candidates.map(lowerKeys).filter((record) => Object.keys(record).length > 0);
  return records.find((record) => textOf(record.referenceno) === refno) ?? null;
};

/**
 * Pay Solutions' inquiry (`POST /order/orderdetailpost`): the merchant id's last five digits, its
 * secret key and API key as headers, the documented placeholders "X" and "QWERTY" in the body.
 * "If the payment is not successful, there will be no response returned": an empty answer (or one
 * about no payment of this refno) is null. Its refusals are ProviderRefusedError.
 */
export const inquirePaySolutions = async (
  settings: PaySolutionsSettings,
  refno: string,
  log: ProviderLog,
): Promise<PaySolutionsRecord | null> => {
  const merchantId = settings.merchantId.slice(-5);
  const summary = `POST ${INQUIRY_PATH} ${refno}`;
  const { status, text } = await callProvider({
    provider: 'paysolutions',
    method: 'POST',
    url: `${settings.apiUrl}${INQUIRY_PATH}`,
    headers: {
      merchantId,
      merchantSecretKey: settings.secretKey,
      apikey: settings.apiKey,
      'content-type': 'application/json',
      accept: 'application/json',
    },
    body: JSON.stringify({ merchantId, orderNo: 'X', refno, productDetail: 'QWERTY' }),
    timeoutMs: settings.timeoutMs,
    summary,
    log,
  });
  const json = text.trim() === '' ? null : parseJson(text);
  if (status >= 400) {
    const message = typeof json === 'object' && json !== null ? textOf(lowerKeys(json).message) : '';
    throw new ProviderRefusedError(
      'paysolutions',
      status,
      `http_${String(status)}`,
      message || `${summary} answered ${String(status)}`,
    );
  }
  if (json === undefined)
    throw new ProviderUnavailableError('paysolutions', `${summary} answered something that is not JSON`);
  return recordOf(json, refno);
};

/**
 * What a record means: "CP" (completed) is a payment of the Total it reports; no record is a
 * payment not (yet) made. The status name is not read (the docs spell it COMPLETE and COMPLETED),
 * and any other status stays open: the docs name no other, so none is taken as a refusal.
 */
export const recordOutcome = (record: PaySolutionsRecord | null): PaymentOutcome => {
  if (!record || textOf(record.status).toUpperCase() !== 'CP') return { kind: 'pending' };
  const amount = parsePaySolutionsTotal(record.total);
  if (amount === null)
    throw new ProviderUnavailableError(
      'paysolutions',
      `a completed payment with an unreadable Total (${textOf(record.total)})`,
    );
  return { kind: 'succeeded', amount, currency: paySolutionsCurrency(record.currencycode) };
};
