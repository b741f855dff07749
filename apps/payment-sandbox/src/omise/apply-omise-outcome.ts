import { isoSeconds } from '../lib/iso-seconds';
import { randomId } from '../lib/random-id';
import { omiseFailureMessage } from './omise-failure-message';
import type { OmiseCharge } from './omise-objects';

/** A final outcome of a charge. */
export type OmiseOutcome =
  { status: 'successful' } | { status: 'failed'; code: string; message?: string } | { status: 'expired' };

/** Sets the fields Omise changes when a charge reaches `outcome`; mutates `charge`. */
export const applyOmiseOutcome = (charge: OmiseCharge, outcome: OmiseOutcome, now: Date): OmiseCharge => {
  const isPaid = outcome.status === 'successful';
  charge.status = outcome.status;
  charge.authorized = isPaid;
  charge.paid = isPaid;
  charge.paid_at = isPaid ? isoSeconds(now) : null;
  charge.transaction = isPaid ? (charge.transaction ?? randomId('trxn')) : null;
  charge.expired = outcome.status === 'expired';
  switch (outcome.status) {
    case 'successful':
      charge.failure_code = null;
      charge.failure_message = null;
      break;
    case 'failed':
      charge.failure_code = outcome.code;
      charge.failure_message = outcome.message ?? omiseFailureMessage(outcome.code);
      break;
    case 'expired':
      charge.failure_code = 'expired_charge';
      charge.failure_message = omiseFailureMessage('expired_charge');
      break;
  }
  return charge;
};
