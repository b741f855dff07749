import { z } from 'zod';
import type {
  NotificationCheck,
  ProviderLog,
  RawNotification,
  VerifiedNotification,
} from '../../payment-provider';
import type { PayPalApi } from './paypal-api';
import type { PayPalSettings } from './paypal-settings';

/** The transmission headers PayPal sends with every webhook, in the verify call's field names. */
const HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

const eventSchema = z.looseObject({
  id: z.string().min(1).max(100),
  event_type: z.string().min(1).max(100),
  resource: z
    .looseObject({
      id: z.string().max(100).optional(),
      custom_id: z.string().max(127).optional(),
      purchase_units: z.array(z.looseObject({ custom_id: z.string().max(127).optional() })).optional(),
      supplementary_data: z
        .looseObject({ related_ids: z.looseObject({ order_id: z.string().max(100).optional() }).optional() })
        .optional(),
    })
    .nullish(),
});
type PayPalEvent = z.infer<typeof eventSchema>;

const verifyAnswerSchema = z.looseObject({ verification_status: z.string() });

const headerOf = (raw: RawNotification, name: string): string | null => {
  const value = raw.headers[name];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first === '' ? null : first;
};

const attemptIdOf = (customId: string | undefined): number | null => {
  const value = Number(customId);
  return customId !== undefined && /^\d+$/.test(customId) && Number.isSafeInteger(value) && value > 0
    ? value
    : null;
};

/**
 * The verify call's body with the raw webhook body spliced in as text: PayPal checks its
 * signature over those exact bytes, and parsing and writing them again would fail it
 * (PayPal-node-SDK#294).
 */
export const verifyRequestBody = (fields: Record<string, string>, rawBody: string): string =>
  `${JSON.stringify(fields).slice(0, -1)},"webhook_event":${rawBody}}`;

/** Order events carry the order; capture events name it in `supplementary_data.related_ids.order_id`. */
const readEvent = (event: PayPalEvent): VerifiedNotification => {
  const resource = event.resource ?? {};
  const isOrderEvent = event.event_type.startsWith('CHECKOUT.ORDER.');
  const isCaptureEvent = event.event_type.startsWith('PAYMENT.CAPTURE.');
  const providerRef = isOrderEvent
    ? (resource.id ?? null)
    : isCaptureEvent
      ? (resource.supplementary_data?.related_ids?.order_id ?? null)
      : null;
  const customId = isOrderEvent
    ? resource.purchase_units?.[0]?.custom_id
    : isCaptureEvent
      ? resource.custom_id
      : undefined;
  return {
    eventId: event.id,
    eventType: event.event_type,
    providerRef,
    attemptId: attemptIdOf(customId),
    isAboutOutcome:
      (event.event_type === 'CHECKOUT.ORDER.APPROVED' || isCaptureEvent) && providerRef !== null,
  };
};

/**
 * A PayPal webhook is believed only when PayPal's `verify-webhook-signature` answers SUCCESS
 * for it (research §6); even then it is a hint, and the order is read back before anything
 * changes. A body that is not a PayPal event is refused without asking.
 */
export const checkPayPalWebhook = async (
  settings: PayPalSettings,
  api: PayPalApi,
  raw: RawNotification,
  log: ProviderLog,
): Promise<NotificationCheck> => {
  const fields: Record<string, string> = {};
  for (const [field, header] of Object.entries(HEADERS)) {
    const value = headerOf(raw, header);
    if (value === null) return { verified: false, reason: `header ${header} missing` };
    fields[field] = value;
  }
  fields.webhook_id = settings.webhookId;
  let json: unknown;
  try {
    json = JSON.parse(raw.body);
  } catch {
    return { verified: false, reason: 'body is not JSON' };
  }
  const event = eventSchema.safeParse(json);
  if (!event.success) return { verified: false, reason: 'body is not a PayPal event' };
  const answer = verifyAnswerSchema.safeParse(
    await api.call(
      {
        method: 'POST',
        path: '/v1/notifications/verify-webhook-signature',
        body: verifyRequestBody(fields, raw.body),
      },
      log,
    ),
  );
  const status = answer.success ? answer.data.verification_status : 'unreadable';
  if (status !== 'SUCCESS') return { verified: false, reason: `PayPal verification ${status}` };
  return { verified: true, notification: readEvent(event.data) };
};
