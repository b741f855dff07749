import { TWOC2P_SANDBOX_KEYS } from '@shop/payment-sandbox/twoc2p/twoc2p-sandbox-keys';
import type { Config } from '../../../../config';
import { providerSettings, type SettingsResult } from '../provider-settings';

/** Where and with which merchant the 2C2P PGW v4.3 adapter works. */
export type TwoC2pSettings = {
  merchantId: string;
  /** Signs and verifies every JWT (HS256); never leaves the server. */
  secretKey: string;
  /** The PGW base, e.g. https://pgw.2c2p.com/payment/4.3 */
  apiUrl: string;
  timeoutMs: number;
};

export const TWOC2P_LIVE_VARIABLES = ['TWOC2P_MERCHANT_ID', 'TWOC2P_SECRET_KEY'] as const;

export const twoC2pSettings = (config: Config): SettingsResult<TwoC2pSettings> =>
  providerSettings(config, TWOC2P_LIVE_VARIABLES, {
    sandbox: () => ({
      ...TWOC2P_SANDBOX_KEYS,
      apiUrl: `${config.PAYMENT_SANDBOX_URL}/2c2p/payment/4.3`,
      timeoutMs: config.PAYMENT_HTTP_TIMEOUT_MS,
    }),
    live: (keys) => ({
      merchantId: keys.TWOC2P_MERCHANT_ID,
      secretKey: keys.TWOC2P_SECRET_KEY,
      apiUrl: config.TWOC2P_API_URL,
      timeoutMs: config.PAYMENT_HTTP_TIMEOUT_MS,
    }),
  });
