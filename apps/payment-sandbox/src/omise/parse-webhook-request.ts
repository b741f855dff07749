import { ControlError } from '../control/control-error';
import type { OmiseOutcome } from './apply-omise-outcome';
import type { DeliveryVariant } from './omise-webhook-sender';

/** A checked `POST /__control/omise/charges/:id/webhook` body. */
export type WebhookRequest = {
  times: number;
  variant: DeliveryVariant;
  /** Data that differs from the stored charge, e.g. an old failure arriving late. */
  outcome: OmiseOutcome | null;
  eventId: string | null;
};

const OUTCOMES = new Map<unknown, OmiseOutcome>([
  ['successful', { status: 'successful' }],
  ['failed', { status: 'failed', code: 'payment_rejected' }],
  ['expired', { status: 'expired' }],
]);

const MAX_TIMES = 20;

const isOn = (value: unknown) => value === true || value === 'true';

export const parseWebhookRequest = (body: Record<string, unknown>): WebhookRequest => {
  const times = body.times === undefined ? 1 : Number(body.times);
  if (!Number.isInteger(times) || times < 1 || times > MAX_TIMES) {
    throw new ControlError(400, `times must be a whole number from 1 to ${MAX_TIMES}`);
  }
  const outcome = body.status === undefined ? null : (OUTCOMES.get(body.status) ?? null);
  if (body.status !== undefined && outcome === null) {
    throw new ControlError(400, 'status must be successful, failed or expired');
  }
  if (body.eventId !== undefined && typeof body.eventId !== 'string') {
    throw new ControlError(400, 'eventId must be a string');
  }
  return {
    times,
    variant: {
      tamper: isOn(body.tamper),
      staleTimestamp: isOn(body.staleTimestamp),
      wrongSecret: isOn(body.wrongSecret),
    },
    outcome,
    eventId: body.eventId ?? null,
  };
};
