import { GBPRIME_SANDBOX_KEYS } from '@shop/payment-sandbox/gbprime/gbprime-sandbox-keys';
import type { Config } from '../../../../config';
import { providerSettings, type SettingsResult } from '../provider-settings';

/** Where and with which keys the GB Prime Pay adapter works. */
export type GbPrimeSettings = {
  /** Tokenises cards; the buyer's browser may know it. */
  publicKey: string;
  secretKey: string;
  /** The "customer key" QR Cash takes as `token`. */
  token: string;
  /** Server-to-server API base, e.g. https://api.gbprimepay.com */
  apiUrl: string;
  /** The same API as the buyer's browser reaches it (card tokens, the 3-D Secure form post). */
  browserApiUrl: string;
  /** The shop's public address, for the page that sends a buyer on to 3-D Secure. */
  shopUrl: string;
  /** Charge cards with otp "Y" (3-D Secure); GB's test host has none, so live tests there say false. */
  threeDSecure: boolean;
  timeoutMs: number;
};

export const GBPRIME_LIVE_VARIABLES = ['GBPRIME_PUBLIC_KEY', 'GBPRIME_SECRET_KEY', 'GBPRIME_TOKEN'] as const;

/** Sandbox mode: the local sandbox (same origin for the browser); live mode: the keys from the environment. */
export const gbPrimeSettings = (config: Config): SettingsResult<GbPrimeSettings> =>
  providerSettings(config, GBPRIME_LIVE_VARIABLES, {
    sandbox: () => ({
      ...GBPRIME_SANDBOX_KEYS,
      apiUrl: `${config.PAYMENT_SANDBOX_URL}/gbprime`,
      browserApiUrl: `${config.PUBLIC_URL}/sandbox/gbprime`,
      shopUrl: config.PUBLIC_URL,
      threeDSecure: config.GBPRIME_3D_SECURE,
      timeoutMs: config.PAYMENT_HTTP_TIMEOUT_MS,
    }),
    live: (keys) => ({
      publicKey: keys.GBPRIME_PUBLIC_KEY,
      secretKey: keys.GBPRIME_SECRET_KEY,
      token: keys.GBPRIME_TOKEN,
      apiUrl: config.GBPRIME_API_URL,
      browserApiUrl: config.GBPRIME_API_URL,
      shopUrl: config.PUBLIC_URL,
      threeDSecure: config.GBPRIME_3D_SECURE,
      timeoutMs: config.PAYMENT_HTTP_TIMEOUT_MS,
    }),
  });
