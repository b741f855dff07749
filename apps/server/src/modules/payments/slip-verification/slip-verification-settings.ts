import { EASYSLIP_SANDBOX_KEYS } from '@shop/payment-sandbox/easyslip/easyslip-sandbox-keys';
import type { Config } from '../../../config';

/** Where the slip-verification service is, the key it answers to, and how long to wait for it. */
export type SlipVerificationSettings = { url: string; apiKey: string; timeoutMs: number };

/**
 * Sandbox mode: the local sandbox's service and key, unless SLIP_VERIFICATION_URL names another.
 * Live mode: SLIP_VERIFICATION_URL and SLIP_VERIFICATION_API_KEY, or null (no service: slips are
 * still read and duplicates refused, and every report waits for an administrator).
 */
export const slipVerificationSettings = (config: Config): SlipVerificationSettings | null => {
  if (config.SLIP_VERIFICATION === 'off') return null;
  const timeoutMs = config.SLIP_VERIFICATION_WAIT_MS;
  const url = config.SLIP_VERIFICATION_URL?.replace(/\/+$/, '');
  if (url && config.SLIP_VERIFICATION_API_KEY)
    return { url, apiKey: config.SLIP_VERIFICATION_API_KEY, timeoutMs };
  if (config.PAYMENT_MODE !== 'sandbox') return null;
  return {
    url: url ?? `${config.PAYMENT_SANDBOX_URL}/easyslip/api/v1`,
    apiKey: config.SLIP_VERIFICATION_API_KEY ?? EASYSLIP_SANDBOX_KEYS.apiKey,
    timeoutMs,
  };
};
