import type { OmiseContext } from './omise-context';
import { OmiseError } from './omise-error';
import type { OmiseCharge } from './omise-objects';
import type { NextChargeOverride } from './omise-store';
import { omiseCardBehaviour, type CardBehaviour } from './omise-test-cards';
import { newOmiseCharge } from './new-omise-charge';
import type { ChargeRequest } from './parse-charge-request';
import { settleOmiseCharge } from './settle-omise-charge';

const behaviourOf = (override: NextChargeOverride | null, number: string): CardBehaviour => {
  if (!override) return omiseCardBehaviour(number);
  switch (override.outcome) {
    case 'successful':
      return { kind: 'successful' };
    case 'failed':
      return { kind: 'failed', code: override.failureCode ?? 'payment_rejected' };
    case 'pending-3ds':
      return { kind: '3ds' };
  }
};

/**
 * Charges a vaulted card. Its number (or a control override) decides: paid at once, declined
 * (still 200, `status: failed`, as Omise answers) or pending behind the 3-D Secure page.
 */
export const createCardCharge = (
  context: OmiseContext,
  request: ChargeRequest,
  tokenId: string,
): OmiseCharge => {
  const { store, settings } = context;
  const stored = store.tokens.get(tokenId);
  if (!stored) throw new OmiseError(404, 'not_found', `token ${tokenId} was not found`);
  if (stored.token.used) throw new OmiseError(400, 'used_token', 'token was already used');
  const behaviour = behaviourOf(store.nextCharge, stored.number);
  if (behaviour.kind === '3ds' && request.returnUri === null) {
    throw new OmiseError(400, 'invalid_charge', 'return_uri is required for 3-D Secure');
  }
  store.nextCharge = null;
  stored.token.used = true;
  const charge = newOmiseCharge(context, request);
  charge.card = stored.token.card;
  store.charges.set(charge.id, charge);
  switch (behaviour.kind) {
    case 'successful':
      settleOmiseCharge(context, charge, { status: 'successful' });
      break;
    case 'failed':
      settleOmiseCharge(context, charge, { status: 'failed', code: behaviour.code });
      break;
    case '3ds':
      charge.authorize_uri = `${settings.publicBaseUrl}/omise/pay/3ds/${charge.id}`;
      break;
  }
  stored.token.charge_status = charge.status;
  return charge;
};
