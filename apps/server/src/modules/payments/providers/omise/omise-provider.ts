import { z } from 'zod';
import { PaymentMethodId } from '@shop/domain/payments/payment-methods';
import type {
  NotificationCheck,
  PaymentProvider,
  RawNotification,
  StartRequest,
} from '../../payment-provider';
import { omiseCall, omiseChargeCall } from './omise-api';
import { chargeCardDetails, chargeNextAction, chargeOutcome, omiseChargeSchema } from './omise-charge';
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

const searchSchema = z.looseObject({ object: z.literal('search'), data: z.array(omiseChargeSchema) });
const refundSchema = z.looseObject({ object: z.literal('refund'), id: z.string().min(1) });

const chargeBody = (request: StartRequest): Record<string, unknown> => {
  const common = {
    amount: request.order.amountDue,
    currency: request.order.currency.toLowerCase(),
    description: request.order.description,
    return_uri: request.returnUrl,
    // Echoed back in every event, and what the search finds a charge by when its answer was lost.
    metadata: { order_id: request.order.id, attempt_id: request.attemptId, shop_ref: request.shopRef },
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
  // The time keeps two databases that share an Omise account (a staging copy) from ever finding
  // each other's charges.
  reference: ({ attemptId }, now) => `shop-${String(attemptId)}-${now.getTime().toString(36)}`,
  referenceIsProviderRef: false,
  // Omise's expire call stops a pending charge.
  expireStopsPayment: true,
  lookUpLagMs: settings.searchLagMs,
  // A card is charged by the start itself (unless its bank asks for 3-D Secure); a QR is paid later.
  takesMoneyAtStart: (methodId) => methodId === PaymentMethodId.OMISE_CARD,

  async start(request, log) {
    const charge = await omiseChargeCall(settings, log, {
      method: 'POST',
      path: '/charges',
      body: chargeBody(request),
      idempotencyKey: request.idempotencyKey,
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

  /**
   * Omise's search (docs.omise.co/search-api) by the shop's reference, which each charge carries
   * in its metadata; only a charge whose metadata holds exactly that reference is ours.
   */
  async lookUp(shopRef, _attempt, log) {
    const query = new URLSearchParams({ scope: 'charge', query: shopRef, order: 'reverse_chronological' });
    const result = await omiseCall(
      settings,
      log,
      { method: 'GET', path: `/search?${query.toString()}` },
      searchSchema,
      'a search result',
    );
    const ours = result.data.filter((charge) => charge.metadata?.shop_ref === shopRef);
    const charge = ours.find((candidate) => candidate.status === 'successful') ?? ours[0];
    return charge
      ? { providerRef: charge.id, outcome: chargeOutcome(charge), cardDetails: chargeCardDetails(charge) }
      : null;
  },

  async refund({ providerRef, amount, idempotencyKey }, log) {
    const refund = await omiseCall(
      settings,
      log,
      {
        method: 'POST',
        path: `/charges/${encodeURIComponent(providerRef)}/refunds`,
        body: { amount },
        idempotencyKey,
      },
      refundSchema,
      'a refund',
    );
    return { refundRef: refund.id };
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
