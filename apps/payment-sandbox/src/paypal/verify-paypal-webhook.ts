import type { PayPalContext } from './paypal-context';
import { PayPalError } from './paypal-error';
import { PAYPAL_SANDBOX_KEYS } from './paypal-sandbox-keys';
import { readRawJsonMember } from './read-raw-json-member';

const FIELDS = [
  'auth_algo',
  'cert_url',
  'transmission_id',
  'transmission_sig',
  'transmission_time',
  'webhook_id',
] as const;

type VerifyRequest = Record<(typeof FIELDS)[number], string>;

const parseVerifyRequest = (rawBody: string): { request: VerifyRequest; rawEvent: string } => {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new PayPalError(400, 'MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.');
  }
  const record = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
  for (const field of FIELDS) {
    if (typeof record[field] !== 'string' || record[field] === '')
      throw new PayPalError(400, 'VALIDATION_ERROR', `${field}: Required field cannot be blank`);
  }
  const rawEvent = readRawJsonMember(rawBody, 'webhook_event');
  if (!rawEvent?.startsWith('{'))
    throw new PayPalError(400, 'VALIDATION_ERROR', 'webhook_event: Required field cannot be blank');
  return { request: record as VerifyRequest, rawEvent };
};

/**
 * `POST /v1/notifications/verify-webhook-signature`: SUCCESS only for a transmission this sandbox
 * sent, with its headers, to this webhook id, and with `webhook_event` byte for byte the body it
 * sent. A re-serialised or altered body is FAILURE, as at PayPal (PayPal-node-SDK#294).
 */
export const verifyPayPalWebhook = (context: PayPalContext, rawBody: string) => {
  const { request, rawEvent } = parseVerifyRequest(rawBody);
  const sent = context.store.transmissions.get(request.transmission_id);
  const isGenuine =
    sent !== undefined &&
    request.webhook_id === PAYPAL_SANDBOX_KEYS.webhookId &&
    request.auth_algo === sent.authAlgo &&
    request.cert_url === sent.certUrl &&
    request.transmission_time === sent.transmissionTime &&
    request.transmission_sig === sent.transmissionSig &&
    rawEvent === sent.body;
  return { verification_status: isGenuine ? ('SUCCESS' as const) : ('FAILURE' as const) };
};
