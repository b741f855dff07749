import { applyOmiseOutcome } from './apply-omise-outcome';
import { createOmiseEvent } from './create-omise-event';
import type { OmiseContext } from './omise-context';
import type { OmiseCharge, OmiseEvent } from './omise-objects';
import type { WebhookRequest } from './parse-webhook-request';

const latestEventOf = (context: OmiseContext, chargeId: string): OmiseEvent | undefined =>
  [...context.store.events.values()].reverse().find((event) => event.data.id === chargeId);

/**
 * The event a control delivery sends. With `eventId` of a stored event: that event again (a
 * duplicate). With `status`: an event whose data says so while the stored charge stays as it is.
 * Otherwise the charge's latest event (the one a lost notification never delivered), or a new one.
 */
export const pickWebhookEvent = (
  context: OmiseContext,
  charge: OmiseCharge,
  request: WebhookRequest,
): OmiseEvent => {
  const stored = request.eventId === null ? undefined : context.store.events.get(request.eventId);
  if (stored && request.outcome === null) return stored;
  if (!stored && request.outcome === null && request.eventId === null) {
    const latest = latestEventOf(context, charge.id);
    if (latest) return latest;
  }
  const data = request.outcome
    ? applyOmiseOutcome(structuredClone(charge), request.outcome, context.now())
    : charge;
  if (stored) return { ...stored, data };
  return createOmiseEvent(context, data, request.eventId ?? undefined);
};
