import { z } from 'zod';

/**
 * SCB Open API (method 4): the app's key and secret, the biller id and the ref3 prefix.
 * Read in live mode only (PAYMENT_MODE=live): the sandbox has its own keys, and a missing key
 * leaves the provider unstarted and its methods not offered.
 */
export const scbEnv = {
  SCB_API_KEY: z.string().min(1).optional(),
  SCB_API_SECRET: z.string().min(1).optional(),
  SCB_BILLER_ID: z
    .string()
    .regex(/^\d{15}$/)
    .optional(),
  SCB_REF3_PREFIX: z
    .string()
    .regex(/^[A-Z0-9]{3}$/)
    .optional(),
  SCB_API_URL: z.url().default('https://api.partners.scb/partners'),
};
