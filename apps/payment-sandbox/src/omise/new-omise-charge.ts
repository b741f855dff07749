import { isoSeconds } from '../lib/iso-seconds';
import { randomId } from '../lib/random-id';
import type { OmiseContext } from './omise-context';
import type { OmiseCharge } from './omise-objects';
import type { ChargeRequest } from './parse-charge-request';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A pending charge with the request's fields; the caller sets card or source and the outcome. */
export const newOmiseCharge = (context: OmiseContext, request: ChargeRequest): OmiseCharge => {
  const now = context.now();
  const id = randomId('chrg');
  return {
    object: 'charge',
    id,
    livemode: false,
    location: `/charges/${id}`,
    status: 'pending',
    amount: request.amount,
    currency: request.currency,
    description: request.description,
    metadata: request.metadata,
    authorized: false,
    paid: false,
    capturable: false,
    capture: true,
    authorize_uri: null,
    return_uri: request.returnUri,
    failure_code: null,
    failure_message: null,
    card: null,
    source: null,
    transaction: null,
    expired: false,
    expires_at: request.expiresAt ?? isoSeconds(new Date(now.getTime() + DAY_MS)),
    created_at: isoSeconds(now),
    paid_at: null,
    refunded_amount: 0,
  };
};
