import { PAYSOLUTIONS_SANDBOX_KEYS } from '@shop/payment-sandbox/paysolutions/paysolutions-sandbox-keys';
import type { Config } from '../../../../config';
import { providerSettings, type SettingsResult } from '../provider-settings';

/** Where and with which merchant the Pay Solutions adapter works. */
export type PaySolutionsSettings = {
  /** 8 digits; the inquiry API takes its last five. */
  merchantId: string;
  secretKey: string;
  apiKey: string;
  /** The hosted payment page the buyer's browser posts the form to. */
  paymentUrl: string;
  /** Server-to-server API base (inquiry). */
  apiUrl: string;
  timeoutMs: number;
};

export const PAYSOLUTIONS_LIVE_VARIABLES = [
  'PAYSOLUTIONS_MERCHANT_ID',
  'PAYSOLUTIONS_SECRET_KEY',
  'PAYSOLUTIONS_API_KEY',
] as const;

export const paySolutionsSettings = (config: Config): SettingsResult<PaySolutionsSettings> =>
  providerSettings(config, PAYSOLUTIONS_LIVE_VARIABLES, {
    sandbox: () => ({
      ...PAYSOLUTIONS_SANDBOX_KEYS,
      paymentUrl: `${config.PUBLIC_URL}/sandbox/paysolutions/epaylink/payment.aspx`,
      apiUrl: `${config.PAYMENT_SANDBOX_URL}/paysolutions`,
      timeoutMs: config.PAYMENT_HTTP_TIMEOUT_MS,
    }),
    live: (keys) => ({
      merchantId: keys.PAYSOLUTIONS_MERCHANT_ID,
      secretKey: keys.PAYSOLUTIONS_SECRET_KEY,
      apiKey: keys.PAYSOLUTIONS_API_KEY,
      paymentUrl: config.PAYSOLUTIONS_PAYMENT_URL,
      apiUrl: config.PAYSOLUTIONS_API_URL,
      timeoutMs: config.PAYMENT_HTTP_TIMEOUT_MS,
    }),
  });
