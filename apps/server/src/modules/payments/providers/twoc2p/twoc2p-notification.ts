import type { NotificationCheck, RawNotification } from '../../payment-provider';
import { attemptIdOfInvoice } from './twoc2p-invoice';
import { verifyTwoC2pPayload } from './twoc2p-jwt';

/** A JWT of a backend notification is a few hundred bytes; anything far larger is not 2C2P's. */
const MAX_PAYLOAD_LENGTH = 20_000;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const payloadOf = (body: string): string | null => {
  try {
    const json = JSON.parse(body) as unknown;
    const payload =
      typeof json === 'object' && json !== null ? (json as { payload?: unknown }).payload : null;
    return typeof payload === 'string' && payload.length <= MAX_PAYLOAD_LENGTH ? payload : null;
  } catch {
    return null;
  }
};

const attemptIdOf = (userDefined1: unknown, invoiceNo: string): number | null => {
  const echoed = Number(text(userDefined1));
  return Number.isSafeInteger(echoed) && echoed > 0 ? echoed : attemptIdOfInvoice(invoiceNo);
};

/**
 * 2C2P's backend notification: `{"payload":"<JWT>"}` whose HS256 signature with the merchant's
 * secret key is its authentication (research §2.1). Its content is only a hint: the core then asks
 * `/paymentInquiry`. The event id is the invoice, 2C2P's transaction reference and the response
 * code together: a repeat of one notification is one event, a later different word is another.
 */
export const checkTwoC2pNotification = async (
  raw: RawNotification,
  settings: { merchantId: string; secretKey: string },
): Promise<NotificationCheck> => {
  if (raw.method !== 'POST') return { verified: false, reason: 'not a POST' };
  const payload = payloadOf(raw.body);
  if (!payload) return { verified: false, reason: 'no payload' };
  const claims = await verifyTwoC2pPayload(payload, settings.secretKey);
  if (!claims) return { verified: false, reason: 'payload signature mismatch' };
  if (text(claims.merchantID) !== settings.merchantId) return { verified: false, reason: 'another merchant' };
  const invoiceNo = text(claims.invoiceNo);
  if (invoiceNo === '' || invoiceNo.length > 50) return { verified: false, reason: 'no invoice number' };
  const respCode = text(claims.respCode);
  const tranRef = text(claims.tranRef).slice(0, 40);
  return {
    verified: true,
    notification: {
      eventId: `${invoiceNo}:${tranRef || '-'}:${respCode.slice(0, 8) || '-'}`,
      eventType: `payment ${respCode || '(no code)'}`,
      providerRef: invoiceNo,
      attemptId: attemptIdOf(claims.userDefined1, invoiceNo),
      isAboutOutcome: true,
    },
  };
};
