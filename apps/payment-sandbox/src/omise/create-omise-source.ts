import { isoSeconds } from '../lib/iso-seconds';
import { randomId } from '../lib/random-id';
import type { OmiseContext } from './omise-context';
import { OmiseError } from './omise-error';
import type { OmiseSource } from './omise-objects';
import { PROMPTPAY_MAX_AMOUNT, parseOmiseAmount } from './parse-omise-amount';
import { parseOmiseCurrency } from './parse-omise-currency';

/** `POST /sources {type:'promptpay', amount, currency}`: the only source type the sandbox offers. */
export const createOmiseSource = (context: OmiseContext, body: Record<string, unknown>): OmiseSource => {
  if (body.type !== 'promptpay') throw new OmiseError(400, 'bad_request', 'type is currently not supported');
  const amount = parseOmiseAmount(body.amount, 'bad_request');
  if (amount > PROMPTPAY_MAX_AMOUNT) {
    throw new OmiseError(400, 'bad_request', `amount must be at most ${PROMPTPAY_MAX_AMOUNT}`);
  }
  const id = randomId('src');
  const source: OmiseSource = {
    object: 'source',
    id,
    livemode: false,
    location: `/sources/${id}`,
    type: 'promptpay',
    flow: 'offline',
    amount,
    currency: parseOmiseCurrency(body.currency, 'bad_request'),
    scannable_code: null,
    created_at: isoSeconds(context.now()),
  };
  context.store.sources.set(id, { source, isUsed: false });
  return source;
};
