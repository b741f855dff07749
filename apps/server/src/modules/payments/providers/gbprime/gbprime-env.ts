import { z } from 'zod';

/**
 * GB Prime Pay (methods 11 and 12): public key, secret key and the customer token.
 * Read in live mode only (PAYMENT_MODE=live): the sandbox has its own keys, and a missing key
 * leaves the provider unstarted and its methods not offered.
 */
export const gbPrimeEnv = {
  GBPRIME_PUBLIC_KEY: z.string().min(1).optional(),
  GBPRIME_SECRET_KEY: z.string().min(1).optional(),
  GBPRIME_TOKEN: z.string().min(1).optional(),
  GBPRIME_API_URL: z.url().default('https://api.gbprimepay.com'),
  /** Cards with 3-D Secure (otp Y); off ("false") for GB's test host, which cannot run it (research §3.1). */
  GBPRIME_3D_SECURE: z
    .stringbool({ truthy: ['1', 'true', 'yes', 'on'], falsy: ['0', 'false', 'no', 'off'] })
    .default(true),
};
