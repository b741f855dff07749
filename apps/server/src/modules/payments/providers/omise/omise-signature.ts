import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a signed notification may be; older ones may be replays. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export type SignatureCheck = 'valid' | 'missing' | 'stale' | 'mismatch';

const headerText = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/**
 * Omise-Signature: hex HMAC-SHA256 over "<Omise-Signature-Timestamp>.<raw body>", keyed with the
 * base64-decoded webhook secret. During a secret rotation the header holds several signatures,
 * comma-separated; one matching is enough. Timestamps outside the tolerance are refused.
 */
export const checkOmiseSignature = (input: {
  secretBase64: string;
  signatureHeader: string | string[] | undefined;
  timestampHeader: string | string[] | undefined;
  rawBody: string;
  now: Date;
}): SignatureCheck => {
  const signatures = headerText(input.signatureHeader);
  const timestamp = headerText(input.timestampHeader);
  if (!signatures || !timestamp || !/^\d{1,12}$/.test(timestamp)) return 'missing';
  if (Math.abs(input.now.getTime() / 1000 - Number(timestamp)) > SIGNATURE_TOLERANCE_SECONDS) return 'stale';
  const expected = createHmac('sha256', Buffer.from(input.secretBase64, 'base64'))
    .update(`${timestamp}.${input.rawBody}`)
    .digest();
  const matches = signatures.split(',').some((candidate) => {
    const given = Buffer.from(candidate.trim(), 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? 'valid' : 'mismatch';
};
