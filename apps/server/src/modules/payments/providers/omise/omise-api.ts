import type { z } from 'zod';
import { callProvider } from '../../provider-http';
import { ProviderRefusedError, ProviderUnavailableError, type ProviderLog } from '../../payment-provider';
import { omiseChargeSchema, omiseErrorSchema, type OmiseCharge } from './omise-charge';
import type { OmiseSettings } from './omise-settings';

/** A fixed API version, so Omise never changes the shapes under us (research §1.1). */
const OMISE_VERSION = '2019-05-29';

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

export type OmiseCall = {
  method: 'GET' | 'POST';
  path: string;
  body?: Record<string, unknown>;
  /**
   * Sent as `Omise-Idempotency-Key` (the header Thai integrations use with charges and refunds):
   * a repeated call with the same key is answered, not performed, twice.
   */
  idempotencyKey?: string;
};

/**
 * Calls Omise's API with the secret key (HTTP Basic, key as the user name) and reads the answer
 * with `schema`. The official `omise` client cannot reach a sandbox on its own port (research
 * §1.6), so the calls are plain fetch with a configurable base.
 */
export const omiseCall = async <T>(
  settings: OmiseSettings,
  log: ProviderLog,
  call: OmiseCall,
  schema: z.ZodType<T>,
  what: string,
): Promise<T> => {
  const summary = `${call.method} ${call.path}`;
  const { status, text } = await callProvider({
    provider: 'omise',
    method: call.method,
    url: `${settings.apiUrl}${call.path}`,
    headers: {
      authorization: `Basic ${Buffer.from(`${settings.secretKey}:`).toString('base64')}`,
      'omise-version': OMISE_VERSION,
      accept: 'application/json',
      ...(call.body ? { 'content-type': 'application/json' } : {}),
      ...(call.idempotencyKey ? { 'omise-idempotency-key': call.idempotencyKey } : {}),
    },
    ...(call.body ? { body: JSON.stringify(call.body) } : {}),
    timeoutMs: settings.timeoutMs,
    summary,
    log,
  });
  const json = parseJson(text);
  if (status >= 400) {
    const error = omiseErrorSchema.safeParse(json);
    throw new ProviderRefusedError(
      'omise',
      status,
      error.success ? error.data.code : `http_${String(status)}`,
      error.success ? error.data.message : `${summary} answered ${String(status)}`,
    );
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success)
    throw new ProviderUnavailableError('omise', `${summary} answered something that is not ${what}`);
  return parsed.data;
};

/** A call whose answer is a charge. */
export const omiseChargeCall = (
  settings: OmiseSettings,
  log: ProviderLog,
  call: OmiseCall,
): Promise<OmiseCharge> => omiseCall(settings, log, call, omiseChargeSchema, 'a charge');
