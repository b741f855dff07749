import { z } from 'zod';

/**
 * Omise (methods 8 and 9): keys from the Omise dashboard.
 * Read in live mode only (PAYMENT_MODE=live): the sandbox has its own keys, and a missing key
 * leaves the provider unstarted and its methods not offered.
 */
export const omiseEnv = {
  OMISE_PUBLIC_KEY: z.string().startsWith('pkey_').optional(),
  OMISE_SECRET_KEY: z.string().startsWith('skey_').optional(),
  /** The webhook secret of the Omise dashboard, base64 as Omise shows it. */
  OMISE_WEBHOOK_SECRET: z.base64().optional(),
  OMISE_API_URL: z.url().default('https://api.omise.co'),
  OMISE_VAULT_URL: z.url().default('https://vault.omise.co'),
  /**
   * How long after a charge Omise's search may still not list it: until then a charge the shop
   * lost the answer of is "not found yet", not "never made". Default 5 minutes live, 10 s against
   * the sandbox (whose search lags 2 s).
   */
  OMISE_SEARCH_LAG_MS: z.coerce.number().int().min(0).max(3_600_000).optional(),
};
