import { z } from 'zod';
import { callProvider } from '../../provider-http';
import { ProviderRefusedError, type ProviderLog } from '../../payment-provider';
import type { PayPalSettings } from './paypal-settings';
import { createPayPalTokenSource } from './paypal-token';

/** PayPal's error body: `{ name, message, details: [{ issue, description }] }` (OAuth: `{ error }`). */
const errorSchema = z.looseObject({
  name: z.string().optional(),
  message: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
  details: z.array(z.looseObject({ issue: z.string(), description: z.string().optional() })).optional(),
});

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

/** A 4xx as ProviderRefusedError whose code is PayPal's issue (INSTRUMENT_DECLINED, ...); a 404 is `not_found`. */
const refusal = (status: number, json: unknown, summary: string) => {
  const error = errorSchema.safeParse(json);
  const detail = error.success ? error.data.details?.[0] : undefined;
  const code =
    status === 404
      ? 'not_found'
      : (detail?.issue ?? (error.success ? (error.data.name ?? error.data.error) : undefined));
  const message =
    detail?.description ?? (error.success ? (error.data.message ?? error.data.error_description) : undefined);
  return new ProviderRefusedError(
    'paypal',
    status,
    code ?? `http_${String(status)}`,
    message ?? `${summary} answered ${String(status)}`,
  );
};

export type PayPalCall = {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  /** `PayPal-Request-Id`: PayPal answers a repeat with the first answer instead of acting again. */
  requestId?: string;
};

export type PayPalApi = { call(call: PayPalCall, log: ProviderLog): Promise<unknown> };

/**
 * PayPal's REST API with a Bearer token. A 401 (the token ran out early, or PayPal revoked it)
 * is answered by asking once for a new token and sending the same call again; a time-out or a
 * 5xx is ProviderUnavailableError (from callProvider), a 4xx is ProviderRefusedError.
 */
export const createPayPalApi = (settings: PayPalSettings): PayPalApi => {
  const tokens = createPayPalTokenSource(settings);
  const send = (call: PayPalCall, log: ProviderLog, token: string) =>
    callProvider({
      provider: 'paypal',
      method: call.method,
      url: `${settings.apiUrl}${call.path}`,
      headers: {
        authorization: `Bearer ${token}`,
        accept: 'application/json',
        prefer: 'return=representation',
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(call.requestId ? { 'paypal-request-id': call.requestId } : {}),
      },
      ...(call.body === undefined ? {} : { body: call.body }),
      timeoutMs: settings.timeoutMs,
      summary: `${call.method} ${call.path}`,
      log,
    });

  return {
    call: async (call, log) => {
      const token = await tokens.get(log);
      let answer = await send(call, log, token);
      if (answer.status === 401) {
        tokens.forget(token);
        answer = await send(call, log, await tokens.get(log));
      }
      const json = parseJson(answer.text);
      if (answer.status >= 400) throw refusal(answer.status, json, `${call.method} ${call.path}`);
      return json;
    },
  };
};
