import { z } from 'zod';
import { callProvider } from '../../provider-http';
import { ProviderUnavailableError, type ProviderLog } from '../../payment-provider';
import type { PayPalSettings } from './paypal-settings';

const tokenSchema = z.looseObject({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number().int().positive(),
});

/** A token is renewed this long before PayPal says it ends (a tenth of its life when that is shorter). */
const RENEW_MARGIN_MS = 60_000;

/** The token never reaches the payment log: it opens the shop's PayPal account for hours. */
const withoutToken =
  (log: ProviderLog): ProviderLog =>
  (entry) =>
    log({
      ...entry,
      ...(entry.body
        ? { body: entry.body.replace(/"access_token"\s*:\s*"[^"]*"/, '"access_token":"[hidden]"') }
        : {}),
    });

export type PayPalTokenSource = {
  /** A Bearer token, cached until shortly before it expires; one request for concurrent callers. */
  get(log: ProviderLog): Promise<string>;
  /** Drops a token PayPal refused (401), so the next `get` asks for a new one. */
  forget(token: string): void;
};

/**
 * OAuth 2 client credentials (`POST /v1/oauth2/token`, Basic client id and secret). A refusal of
 * the shop's own credentials is not the buyer's failure: it is reported as PayPal unavailable,
 * so the order stays payable while the shop fixes its keys.
 */
export const createPayPalTokenSource = (
  settings: PayPalSettings,
  now: () => number = Date.now,
): PayPalTokenSource => {
  let cached: { token: string; renewAt: number } | null = null;
  let inFlight: Promise<string> | null = null;

  const requestToken = async (log: ProviderLog): Promise<string> => {
    const { status, text } = await callProvider({
      provider: 'paypal',
      method: 'POST',
      url: `${settings.apiUrl}/v1/oauth2/token`,
      headers: {
        authorization: `Basic ${Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
      timeoutMs: settings.timeoutMs,
      summary: 'POST /v1/oauth2/token',
      log: withoutToken(log),
    });
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      // Read below as "not a token".
    }
    const token = tokenSchema.safeParse(json);
    if (status !== 200 || !token.success)
      throw new ProviderUnavailableError('paypal', `PayPal gave no access token (HTTP ${String(status)})`);
    const lifeMs = token.data.expires_in * 1000;
    cached = {
      token: token.data.access_token,
      renewAt: now() + lifeMs - Math.min(RENEW_MARGIN_MS, lifeMs / 10),
    };
    return token.data.access_token;
  };

  return {
    get: (log) => {
      if (cached && now() < cached.renewAt) return Promise.resolve(cached.token);
      inFlight ??= requestToken(log).finally(() => {
        inFlight = null;
      });
      return inFlight;
    },
    forget: (token) => {
      if (cached?.token === token) cached = null;
    },
  };
};
