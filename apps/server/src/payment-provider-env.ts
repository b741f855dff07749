import { z } from 'zod';

/**
 * The keys each payment gateway needs in live mode (PAYMENT_MODE=live), and where it lives. In
 * sandbox mode none of them is read: every adapter uses the local sandbox's own keys. A gateway
 * whose keys are missing in live mode is not started and its methods are not offered.
 */
export const paymentProviderEnv = {
  /** Omise (methods 8 and 9): keys from the Omise dashboard. */
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

  /** PayPal (method 2): a REST app's credentials and the id of its webhook. */
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
  PAYPAL_API_URL: z.url().default('https://api-m.paypal.com'),

  /** 2C2P PGW v4.3 (methods 3, 10 and 15): merchant id and the merchant secret key (HS256). */
  TWOC2P_MERCHANT_ID: z.string().min(1).optional(),
  TWOC2P_SECRET_KEY: z.string().min(1).optional(),
  TWOC2P_API_URL: z.url().default('https://pgw.2c2p.com/payment/4.3'),

  /** SCB Open API (method 4): the app's key and secret, the biller id and the ref3 prefix. */
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

  /** GB Prime Pay (methods 11 and 12): public key, secret key and the customer token. */
  GBPRIME_PUBLIC_KEY: z.string().min(1).optional(),
  GBPRIME_SECRET_KEY: z.string().min(1).optional(),
  GBPRIME_TOKEN: z.string().min(1).optional(),
  GBPRIME_API_URL: z.url().default('https://api.gbprimepay.com'),
  /** Cards with 3-D Secure (otp Y); off ("false") for GB's test host, which cannot run it (research §3.1). */
  GBPRIME_3D_SECURE: z
    .stringbool({ truthy: ['1', 'true', 'yes', 'on'], falsy: ['0', 'false', 'no', 'off'] })
    .default(true),

  /** Pay Solutions (method 13): the 8-digit merchant id, its secret key and the API key. */
  PAYSOLUTIONS_MERCHANT_ID: z
    .string()
    .regex(/^\d{8}$/)
    .optional(),
  PAYSOLUTIONS_SECRET_KEY: z.string().min(1).optional(),
  PAYSOLUTIONS_API_KEY: z.string().min(1).optional(),
  PAYSOLUTIONS_PAYMENT_URL: z.url().default('https://payment.paysolutions.asia/epaylink/payment.aspx'),
  PAYSOLUTIONS_API_URL: z.url().default('https://apis.paysolutions.asia'),

  /** The partner bookshop that ships free books (spec 1 section 7); unset in live mode: not sent. */
  BOOK_PARTNER_URL: z.url().optional(),
  BOOK_PARTNER_API_KEY: z.string().min(1).optional(),
};
