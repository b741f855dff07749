import { PAYPAL_SANDBOX_KEYS } from '@shop/payment-sandbox/paypal/paypal-sandbox-keys';
import type { Config } from '../../../../config';
import { providerSettings, type SettingsResult } from '../provider-settings';

/** Where and with which credentials the PayPal adapter works. */
export type PayPalSettings = {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /** Server-to-server REST API base (OAuth, Orders v2, webhook verification). */
  apiUrl: string;
  timeoutMs: number;
};

export const PAYPAL_LIVE_VARIABLES = [
  'PAYPAL_CLIENT_ID',
  'PAYPAL_CLIENT_SECRET',
  'PAYPAL_WEBHOOK_ID',
] as const;

export const paypalSettings = (config: Config): SettingsResult<PayPalSettings> =>
  providerSettings(config, PAYPAL_LIVE_VARIABLES, {
    sandbox: () => ({
      ...PAYPAL_SANDBOX_KEYS,
      apiUrl: `${config.PAYMENT_SANDBOX_URL}/paypal`,
      timeoutMs: config.PAYMENT_HTTP_TIMEOUT_MS,
    }),
    live: (keys) => ({
      clientId: keys.PAYPAL_CLIENT_ID,
      clientSecret: keys.PAYPAL_CLIENT_SECRET,
      webhookId: keys.PAYPAL_WEBHOOK_ID,
      apiUrl: config.PAYPAL_API_URL,
      timeoutMs: config.PAYMENT_HTTP_TIMEOUT_MS,
    }),
  });
