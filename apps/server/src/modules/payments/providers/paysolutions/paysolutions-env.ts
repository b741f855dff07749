import { z } from 'zod';

/**
 * Pay Solutions (method 13): the 8-digit merchant id, its secret key and the API key.
 * Read in live mode only (PAYMENT_MODE=live): the sandbox has its own keys, and a missing key
 * leaves the provider unstarted and its methods not offered.
 */
export const paySolutionsEnv = {
  PAYSOLUTIONS_MERCHANT_ID: z
    .string()
    .regex(/^\d{8}$/)
    .optional(),
  PAYSOLUTIONS_SECRET_KEY: z.string().min(1).optional(),
  PAYSOLUTIONS_API_KEY: z.string().min(1).optional(),
  PAYSOLUTIONS_PAYMENT_URL: z.url().default('https://payment.paysolutions.asia/epaylink/payment.aspx'),
  PAYSOLUTIONS_API_URL: z.url().default('https://apis.paysolutions.asia'),
};
