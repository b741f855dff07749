import { z } from 'zod';

/**
 * 2C2P PGW v4.3 (methods 3, 10 and 15): merchant id and the merchant secret key (HS256).
 * Read in live mode only (PAYMENT_MODE=live): the sandbox has its own keys, and a missing key
 * leaves the provider unstarted and its methods not offered.
 */
export const twoC2pEnv = {
  TWOC2P_MERCHANT_ID: z.string().min(1).optional(),
  TWOC2P_SECRET_KEY: z.string().min(1).optional(),
  TWOC2P_API_URL: z.url().default('https://pgw.2c2p.com/payment/4.3'),
};
