import { OMISE_SANDBOX_KEYS } from '@shop/payment-sandbox/omise/omise-sandbox-keys';
import type { Config } from '../../../../config';
import type { SettingsResult } from '../provider-settings';

/** Where and with which keys the Omise adapter works. */
export type OmiseSettings = {
  publicKey: string;
  secretKey: string;
  webhookSecretBase64: string;
  /** Server-to-server API base. */
  apiUrl: string;
  /** The vault the buyer's browser tokenises cards at. */
  vaultUrl: string;
  timeoutMs: number;
  /** How long after a charge Omise's search may still not list it. */
  searchLagMs: number;
};

const LIVE_SEARCH_LAG_MS = 5 * 60_000;
const SANDBOX_SEARCH_LAG_MS = 10_000;

/** The environment variables live mode needs for Omise. */
export const OMISE_LIVE_VARIABLES = ['OMISE_PUBLIC_KEY', 'OMISE_SECRET_KEY', 'OMISE_WEBHOOK_SECRET'] as const;

/**
 * Sandbox mode: the local sandbox's keys and addresses. Live mode: the keys from the
 * environment, or the names of the missing ones (then Omise is not offered).
 */
export const omiseSettings = (config: Config): SettingsResult<OmiseSettings> => {
  if (config.PAYMENT_MODE === 'sandbox') {
    return {
      ok: true,
      settings: {
        publicKey: OMISE_SANDBOX_KEYS.publicKey,
        secretKey: OMISE_SANDBOX_KEYS.secretKey,
        webhookSecretBase64: OMISE_SANDBOX_KEYS.webhookSecret,
        apiUrl: `${config.PAYMENT_SANDBOX_URL}/omise`,
        vaultUrl: `${config.PUBLIC_URL}/sandbox/omise-vault`,
        timeoutMs: config.PAYMENT_HTTP_TIMEOUT_MS,
        searchLagMs: config.OMISE_SEARCH_LAG_MS ?? SANDBOX_SEARCH_LAG_MS,
      },
    };
  }
  const { OMISE_PUBLIC_KEY, OMISE_SECRET_KEY, OMISE_WEBHOOK_SECRET } = config;
  if (!OMISE_PUBLIC_KEY || !OMISE_SECRET_KEY || !OMISE_WEBHOOK_SECRET)
    return { ok: false, missing: OMISE_LIVE_VARIABLES.filter((name) => !config[name]) };
  return {
    ok: true,
    settings: {
      publicKey: OMISE_PUBLIC_KEY,
      secretKey: OMISE_SECRET_KEY,
      webhookSecretBase64: OMISE_WEBHOOK_SECRET,
      apiUrl: config.OMISE_API_URL,
      vaultUrl: config.OMISE_VAULT_URL,
      timeoutMs: config.PAYMENT_HTTP_TIMEOUT_MS,
      searchLagMs: config.OMISE_SEARCH_LAG_MS ?? LIVE_SEARCH_LAG_MS,
    },
  };
};
