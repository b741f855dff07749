import type { NotificationCheck } from '../../payment-provider';
import { SCB_REFERENCE } from './scb-references';
import { scbConfirmationSchema } from './scb-shapes';

/**
 * When a payment happened, from a confirmation's `transactionDateandTime`. A time with its own
 * offset is read as written; without one, QR30 times are Bangkok time (GMT+7) and card-scheme
 * QR times (transactionType "AUTH") are GMT, as SCB's confirmation reference says.
 */
export const scbTransactionTime = (
  value: string | null | undefined,
  transactionType?: string | null,
): Date | null => {
  if (!value) return null;
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}:\d{2}(?:\.\d{1,6})?)(Z|[+-]\d{2}:?\d{2})?$/.exec(
    value.trim(),
  );
  if (!match) return null;
  const [, day, time, zone] = match;
  const offset = zone ?? (transactionType?.toUpperCase() === 'AUTH' ? 'Z' : '+07:00');
  const at = new Date(
    `${day ?? ''}T${time ?? ''}${offset.length === 5 ? `${offset.slice(0, 3)}:${offset.slice(3)}` : offset}`,
  );
  return Number.isNaN(at.getTime()) ? null : at;
};

/**
 * Reads SCB's payment confirmation. It carries no signature, so "verified" only means well formed:
 * the transaction id is the event id (a repeat changes nothing) and ref1 names our attempt. The
 * shop then asks SCB's inquiry, and only its answer can change the order.
 */
export const readScbConfirmation = (rawBody: string): NotificationCheck => {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    return { verified: false, reason: 'body is not JSON' };
  }
  const parsed = scbConfirmationSchema.safeParse(json);
  if (!parsed.success) return { verified: false, reason: 'body is not an SCB payment confirmation' };
  const confirmation = parsed.data;
  const paidAt = scbTransactionTime(confirmation.transactionDateandTime, confirmation.transactionType);
  const ref1 = confirmation.billPaymentRef1;
  return {
    verified: true,
    notification: {
      eventId: confirmation.transactionId,
      eventType: `payment confirmation${paidAt ? ` paid ${paidAt.toISOString()}` : ''}`,
      providerRef: SCB_REFERENCE.test(ref1) ? ref1 : null,
      // An echoed attempt id is not taken from an unsigned message: ref1 alone finds the attempt.
      attemptId: null,
      isAboutOutcome: SCB_REFERENCE.test(ref1),
    },
  };
};
