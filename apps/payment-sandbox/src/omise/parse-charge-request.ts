import { isoSeconds } from '../lib/iso-seconds';
import { OmiseError } from './omise-error';
import { parseOmiseAmount } from './parse-omise-amount';
import { parseOmiseCurrency } from './parse-omise-currency';

/** How a charge is paid: a card token, a source made earlier, or an inline PromptPay source. */
export type ChargePayment =
  { kind: 'card'; tokenId: string } | { kind: 'source'; sourceId: string } | { kind: 'promptpay' };

/** A checked `POST /charges` body. */
export type ChargeRequest = {
  amount: number;
  currency: 'thb';
  payment: ChargePayment;
  returnUri: string | null;
  description: string | null;
  metadata: Record<string, unknown>;
  expiresAt: string | null;
};

const invalidCharge = (message: string) => new OmiseError(400, 'invalid_charge', message);

const isPresent = (value: unknown) => value !== undefined && value !== null && value !== '';

const paymentOf = (body: Record<string, unknown>): ChargePayment => {
  if (isPresent(body.customer)) throw invalidCharge('customer is not supported by the sandbox');
  if (isPresent(body.card) === isPresent(body.source))
    throw invalidCharge('exactly one of card or source is required');
  if (typeof body.card === 'string') return { kind: 'card', tokenId: body.card };
  if (isPresent(body.card)) throw invalidCharge('card must be a token id');
  if (typeof body.source === 'string') return { kind: 'source', sourceId: body.source };
  const type = typeof body.source === 'object' ? (body.source as Record<string, unknown>).type : undefined;
  if (type === 'promptpay') return { kind: 'promptpay' };
  throw invalidCharge('source type is currently not supported');
};

const optionalText = (value: unknown, name: string): string | null => {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string') throw invalidCharge(`${name} must be a string`);
  return value;
};

const metadataOf = (value: unknown): Record<string, unknown> => {
  if (value === undefined || value === null || value === '') return {};
  if (typeof value !== 'object' || Array.isArray(value)) throw invalidCharge('metadata must be an object');
  return value as Record<string, unknown>;
};

const expiresAtOf = (value: unknown): string | null => {
  const text = optionalText(value, 'expires_at');
  if (text === null) return null;
  const time = Date.parse(text);
  if (Number.isNaN(time)) throw invalidCharge('expires_at is invalid');
  return isoSeconds(new Date(time));
};

/**
 * `POST /charges`, JSON or form (bracket keys already expanded). The sandbox always captures:
 * `capture: false` is refused rather than silently captured, since it has no capture endpoint.
 */
export const parseChargeRequest = (body: Record<string, unknown>): ChargeRequest => {
  if (body.capture === false || body.capture === 'false') {
    throw invalidCharge('capture=false is not supported by the sandbox');
  }
  const returnUri = optionalText(body.return_uri, 'return_uri');
  if (returnUri !== null && !URL.canParse(returnUri)) throw invalidCharge('return_uri is invalid');
  return {
    amount: parseOmiseAmount(body.amount, 'invalid_charge'),
    currency: parseOmiseCurrency(body.currency, 'invalid_charge'),
    payment: paymentOf(body),
    returnUri,
    description: optionalText(body.description, 'description'),
    metadata: metadataOf(body.metadata),
    expiresAt: expiresAtOf(body.expires_at),
  };
};
