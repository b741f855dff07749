import { createHmac } from 'node:crypto';

/**
 * Omise's webhook signature: hex HMAC-SHA256 over `<timestamp>.<raw body>`, keyed with the
 * base64-decoded webhook secret (research §1.5).
 */
export const signOmiseWebhook = (secretBase64: string, timestamp: number, body: string): string =>
  createHmac('sha256', Buffer.from(secretBase64, 'base64')).update(`${timestamp}.${body}`).digest('hex');
