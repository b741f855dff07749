import { applyOmiseOutcome, type OmiseOutcome } from './apply-omise-outcome';
import { createOmiseEvent } from './create-omise-event';
import type { OmiseContext } from './omise-context';
import type { OmiseCharge } from './omise-objects';

/** Every final change of a charge: apply it, record `charge.complete`, and send the webhook. */
export const settleOmiseCharge = (context: OmiseContext, charge: OmiseCharge, outcome: OmiseOutcome) => {
  applyOmiseOutcome(charge, outcome, context.now());
  context.webhooks.schedule(createOmiseEvent(context, charge));
  return charge;
};
