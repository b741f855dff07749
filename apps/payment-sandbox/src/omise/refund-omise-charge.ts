import { isoSeconds } from '../lib/iso-seconds';
import { randomId } from '../lib/random-id';
import type { OmiseContext } from './omise-context';
import { OmiseError } from './omise-error';
import type { OmiseCharge, OmiseRefund } from './omise-objects';
import { toWholeNumber } from '../lib/to-whole-number';

/**
 * `POST /charges/:id/refunds {amount}` (docs.omise.co/refunds-api): gives back part or all of a
 * successful charge; never more than is left of it.
 */
export const refundOmiseCharge = (
  context: OmiseContext,
  charge: OmiseCharge,
  body: Record<string, unknown>,
): OmiseRefund => {
  const amount = toWholeNumber(body.amount);
  if (amount === null || amount <= 0)
    throw new OmiseError(400, 'invalid_amount', 'amount must be a positive integer');
  if (charge.status !== 'successful')
    throw new OmiseError(400, 'failed_refund', 'only a successful charge can be refunded');
  if (amount > charge.amount - charge.refunded_amount)
    throw new OmiseError(400, 'failed_refund', 'the amount is more than what is left to refund');
  const id = randomId('rfnd');
  const refund: OmiseRefund = {
    object: 'refund',
    id,
    livemode: false,
    location: `/charges/${charge.id}/refunds/${id}`,
    amount,
    currency: charge.currency,
    charge: charge.id,
    status: 'closed',
    voided: false,
    metadata: {},
    created_at: isoSeconds(context.now()),
  };
  charge.refunded_amount += amount;
  context.store.refunds.set(id, refund);
  return refund;
};
