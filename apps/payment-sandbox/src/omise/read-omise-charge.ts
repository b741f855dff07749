import type { OmiseContext } from './omise-context';
import type { OmiseCharge } from './omise-objects';
import { settleOmiseCharge } from './settle-omise-charge';

/**
 * The charge as it is now: a pending charge past its `expires_at` expires on read, as Omise's
 * would have by then. Null when there is no such charge.
 */
export const readOmiseCharge = (context: OmiseContext, id: string): OmiseCharge | null => {
  const charge = context.store.charges.get(id);
  if (!charge) return null;
  if (charge.status === 'pending' && Date.parse(charge.expires_at) <= context.now().getTime()) {
    settleOmiseCharge(context, charge, { status: 'expired' });
  }
  return charge;
};
