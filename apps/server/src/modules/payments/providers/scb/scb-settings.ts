import { SCB_SANDBOX_KEYS } from '@shop/payment-sandbox/scb/scb-sandbox-keys';
import type { Config } from '../../../../config';
import { providerSettings, type SettingsResult } from '../provider-settings';

/** Where and with which app the SCB Open API adapter works. */
export type ScbSettings = {
  apiKey: string;
  apiSecret: string;
  /** The 15-digit biller id of the shop's Thai QR (tag 30) profile. */
  billerId: string;
  /** SCB routes the payment confirmation by this ref3 prefix. */
  ref3Prefix: string;
  /** e.g. https://api.partners.scb/partners */
  apiUrl: string;
  timeoutMs: number;
};

export const SCB_LIVE_VARIABLES = [
  'SCB_API_KEY',
  'SCB_API_SECRET',
  'SCB_BILLER_ID',
  'SCB_REF3_PREFIX',
] as const;

export const scbSettings = (config: Config): SettingsResult<ScbSettings> =>
  providerSettings(config, SCB_LIVE_VARIABLES, {
    sandbox: () => ({
      ...SCB_SANDBOX_KEYS,
      apiUrl: `${config.PAYMENT_SANDBOX_URL}/scb`,
      timeoutMs: config.PAYMENT_HTTP_TIMEOUT_MS,
    }),
    live: (keys) => ({
      apiKey: keys.SCB_API_KEY,
      apiSecret: keys.SCB_API_SECRET,
      billerId: keys.SCB_BILLER_ID,
      ref3Prefix: keys.SCB_REF3_PREFIX,
      apiUrl: config.SCB_API_URL,
      timeoutMs: config.PAYMENT_HTTP_TIMEOUT_MS,
    }),
  });
