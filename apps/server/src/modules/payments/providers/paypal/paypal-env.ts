import { z } from 'zod';

/**
 * PayPal (method 2): a REST app's credentials and the id of its webhook.
 * Read in live mode only (PAYMENT_MODE=live): the sandbox has its own keys, and a missing key
 * leaves the provider unstarted and its methods not offered.
 */
export const payPalEnv = {
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
  PAYPAL_API_URL: z.url().default('https://api-m.paypal.com'),
};
