import type { NotificationCheck, RawNotification } from '../../payment-provider';
import { REFNO_PATTERN } from './paysolutions-refno';

const headerText = (value: string | string[] | undefined): string =>
  (Array.isArray(value) ? value[0] : value) ?? '';

const bodyFields = (raw: RawNotification): Record<string, unknown> => {
  const body = raw.body.trim();
  if (body === '') return {};
  if (headerText(raw.headers['content-type']).includes('json') || body.startsWith('{')) {
    try {
      const json = JSON.parse(body) as unknown;
      return typeof json === 'object' && json !== null && !Array.isArray(json)
        ? (json as Record<string, unknown>)
        : {};
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(body).entries());
};

/**
 * A postback's fields, wherever they came: the query string (GET mode, as the docs describe it),
 * a form-encoded or JSON body (POST mode, as the inquiry's `PostBackMethod: "P"` says). Keys are
 * lower-cased; the body wins over the query.
 */
export const postbackFields = (raw: RawNotification): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const [key, value] of [...Object.entries(raw.query), ...Object.entries(bodyFields(raw))]) {
    if (typeof value === 'string' || typeof value === 'number')
      fields[key.toLowerCase()] = String(value).trim();
  }
  return fields;
};

const part = (value: string | undefined) => (value ? value.slice(0, 40) : '-');

/**
 * Pay Solutions signs nothing, so every postback that names a refno is taken as a hint: it makes
 * the server ask the inquiry API, whose answer alone settles. Its event id is (refno, orderno,
 * status), so the same postback again is a repeat, and a later one about the same payment is not.
 */
export const checkPostback = (raw: RawNotification): NotificationCheck => {
  const fields = postbackFields(raw);
  const refno = fields.refno ?? '';
  if (!REFNO_PATTERN.test(refno))
    return { verified: false, reason: 'postback without a Pay Solutions refno' };
  const status = part(fields.status);
  return {
    verified: true,
    notification: {
      eventId: `${refno}:${part(fields.orderno)}:${status}`,
      eventType: `postback ${status}`,
      providerRef: refno,
      attemptId: null,
      isAboutOutcome: true,
    },
  };
};
