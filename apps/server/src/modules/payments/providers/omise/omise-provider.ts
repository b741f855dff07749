import { z } from 'zod';
import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import type {
  NotificationCheck,
  PaymentProvider,
  RawNotification,
  StartRequest,
} from '../../payment-provider';
import { omiseChargeCall } from './omise-api';
import { chargeCardDetails, chargeNextAction, chargeOutcome } from './omise-charge';
import type { OmiseSettings } from './omise-settings';
import { checkOmiseSignature } from './omise-signature';

const eventSchema = z.looseObject({
  object: z.literal('event'),
  id: z.string().min(1).max(100),
  key: z.string().max(100),
  data: z
    .looseObject({
      object: z.string().optional(),
      id: z.string().max(100).optional(),
      metadata: z.record(z.string(), z.unknown()).nullish(),
    })
    .nullish(),
});

const attemptIdOf = (metadata: Record<string, unknown> | null | undefined): number | null => {
  const value = Number(metadata?.attempt_id);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};

const chargeBody = (request: StartRequest): Record<string, unknown> => {
  const common = {
    amount: request.order.amountDue,
    currency: request.order.currency.toLowerCase(),
    description: request.order.description,
    return_uri: request.returnUrl,
    // Echoed back in every event, so a charge whose answer was lost still finds its attempt.
    metadata: { order_id: request.order.id, attempt_id: request.attemptId },
  };
  if (request.methodId === PaymentMethodId.OMISE_PROMPTPAY)
    return {
      ...common,
      source: { type: 'promptpay' },
      ...(request.expiresAt ? { expires_at: request.expiresAt.toISOString() } : {}),
    };
  return { ...common, card: request.cardToken };
};

/** An Omise event is authentic when its signature over the raw body holds and is fresh. */
const checkOmiseEvent = (settings: OmiseSettings, raw: RawNotification, now: Date): NotificationCheck => {
  const signature = checkOmiseSignature({
    secretBase64: settings.webhookSecretBase64,
    signatureHeader: raw.headers['omise-signature'],
    timestampHeader: raw.headers['omise-signature-timestamp'],
    rawBody: raw.body,
    now,
  });
  if (signature !== 'valid') return { verified: false, reason: `signature ${signature}` };
  let json: unknown;
  try {
    json = JSON.parse(raw.body);
  } catch {
    return { verified: false, reason: 'body is not JSON' };
  }
  const event = eventSchema.safeParse(json);
  if (!event.success) return { verified: false, reason: 'body is not an Omise event' };
  const isCharge = event.data.data?.object === 'charge';
  return {
    verified: true,
    notification: {
      eventId: event.data.id,
      eventType: event.data.key,
      providerRef: isCharge ? (event.data.data?.id ?? null) : null,
      attemptId: isCharge ? attemptIdOf(event.data.data?.metadata) : null,
      isAboutOutcome: event.data.key === 'charge.complete' && isCharge,
    },
  };
};

/** Omise card (8) and PromptPay (9): charges, 3-D Secure, signed charge.complete events. */
export const createOmiseProvider = (settings: OmiseSettings): PaymentProvider => ({
  name: 'omise',
  methodIds: [PaymentMethodId.OMISE_CARD, PaymentMethodId.OMISE_PROMPTPAY],

  async start(request, log) {
    const charge = await omiseChargeCall(settings, log, {
      method: 'POST',
      path: '/charges',
      body: chargeBody(request),
    });
    return {
      providerRef: charge.id,
      outcome: chargeOutcome(charge),
      nextAction: chargeNextAction(charge),
      expiresAt: charge.expires_at ? new Date(charge.expires_at) : null,
      cardDetails: chargeCardDetails(charge),
    };
  },

  checkNotification(raw: RawNotification, now: Date): Promise<NotificationCheck> {
    return Promise.resolve(checkOmiseEvent(settings, raw, now));
  },

  async inquire(providerRef, log) {
    const charge = await omiseChargeCall(settings, log, {
      method: 'GET',
      path: `/charges/${encodeURIComponent(providerRef)}`,
    });
    return { outcome: chargeOutcome(charge), cardDetails: chargeCardDetails(charge) };
  },

  async expire(providerRef, log) {
    const charge = await omiseChargeCall(settings, log, {
      method: 'POST',
      path: `/charges/${encodeURIComponent(providerRef)}/expire`,
    });
    return chargeOutcome(charge);
  },
});
