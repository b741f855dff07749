import { BOOK_PARTNER_SANDBOX_KEYS } from '@shop/payment-sandbox/book-partner/book-partner-sandbox-keys';
import type { Config } from '../../config';

/** Where the partner bookshop's cart is, and the key it answers to. */
export type BookPartnerSettings = { url: string; apiKey: string | null; timeoutMs: number };

/**
 * Sandbox mode: the local sandbox's cart and key, unless BOOK_PARTNER_URL names another. Live
 * mode: BOOK_PARTNER_URL, or null (no partner: calls stay queued, nothing is sent).
 */
export const bookPartnerSettings = (config: Config): BookPartnerSettings | null => {
  const timeoutMs = config.PAYMENT_HTTP_TIMEOUT_MS;
  if (config.BOOK_PARTNER_URL)
    return { url: config.BOOK_PARTNER_URL, apiKey: config.BOOK_PARTNER_API_KEY ?? null, timeoutMs };
  if (config.PAYMENT_MODE !== 'sandbox') return null;
  return {
    url: `${config.PAYMENT_SANDBOX_URL}/book-partner/cart`,
    apiKey: config.BOOK_PARTNER_API_KEY ?? BOOK_PARTNER_SANDBOX_KEYS.apiKey,
    timeoutMs,
  };
};
