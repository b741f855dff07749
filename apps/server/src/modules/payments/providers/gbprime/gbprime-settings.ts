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
  /** e.g. https://api.gbprimepay.com */
  apiUrl: string;
  timeoutMs: number;
};

export const GBPRIME_LIVE_VARIABLES = ['GBPRIME_PUBLIC_KEY', 'GBPRIME_SECRET_KEY', 'GBPRIME_TOKEN'] as const;

export const gbPrimeSettings = (config: Config): SettingsResult<GbPrimeSettings> =>
  providerSettings(config, GBPRIME_LIVE_VARIABLES, {
    sandbox: () => ({
      ...GBPRIME_SANDBOX_KEYS,
      apiUrl: `${config.PAYMENT_SANDBOX_URL}/gbprime`,
      timeoutMs: config.PAYMENT_HTTP_TIMEOUT_MS,
    }),
    live: (keys) => ({
      publicKey: keys.GBPRIME_PUBLIC_KEY,
      secretKey: keys.GBPRIME_SECRET_KEY,
      token: keys.GBPRIME_TOKEN,
      apiUrl: config.GBPRIME_API_URL,
      timeoutMs: config.PAYMENT_HTTP_TIMEOUT_MS,
    }),
  });
