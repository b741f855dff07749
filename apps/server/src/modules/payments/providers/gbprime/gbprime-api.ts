import { z } from 'zod';
import { callProvider } from '../../provider-http';
import { ProviderRefusedError, ProviderUnavailableError, type ProviderLog } from '../../payment-provider';
import type { GbPrimeSettings } from './gbprime-settings';

/** GB answers every call with a `resultCode` ("00" = fine) and usually a `resultMessage`. */
const resultSchema = z.looseObject({ resultCode: z.string(), resultMessage: z.string().nullish() });

type GbPrimeCall = {
  path: string;
  /** JSON with the secret key (cards, status), or a form carrying the customer key (QR Cash). */
  body: { json: Record<string, unknown> } | { form: Record<string, string> };
};

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

/** The customer key travels in a form body; it must not reach the attempt's log. */
const withoutKey = (log: ProviderLog, key: string): ProviderLog => {
  const hide = (text: string | undefined) =>
    text?.replaceAll(encodeURIComponent(key), '[customer key]').replaceAll(key, '[customer key]');
  return (entry) => log({ ...entry, ...(entry.body === undefined ? {} : { body: hide(entry.body) }) });
};

/**
 * One call to GB Prime Pay's API, answered as its JSON. A 4xx is GB's refusal
 * (ProviderRefusedError with its resultCode); a time-out, a 5xx or an answer that is not GB's
 * JSON is ProviderUnavailableError: nothing is known.
 */
export const gbPrimeCall = async (
  settings: GbPrimeSettings,
  log: ProviderLog,
  call: GbPrimeCall,
): Promise<z.infer<typeof resultSchema>> => {
  const summary = `POST ${call.path}`;
  const isJson = 'json' in call.body;
  const { status, text } = await callProvider({
    provider: 'gbprime',
    method: 'POST',
    url: `${settings.apiUrl}${call.path}`,
    headers: {
      accept: 'application/json',
      ...(isJson
        ? {
            'content-type': 'application/json',
            authorization: `Basic ${Buffer.from(`${settings.secretKey}:`).toString('base64')}`,
          }
        : { 'content-type': 'application/x-www-form-urlencoded' }),
    },
    body:
      'json' in call.body ? JSON.stringify(call.body.json) : new URLSearchParams(call.body.form).toString(),
    timeoutMs: settings.timeoutMs,
    summary,
    log: withoutKey(log, settings.token),
  });
  const answer = resultSchema.safeParse(parseJson(text));
  if (status >= 400)
    throw new ProviderRefusedError(
      'gbprime',
      status,
      answer.success ? answer.data.resultCode : `http_${String(status)}`,
      answer.success ? (answer.data.resultMessage ?? summary) : `${summary} answered ${String(status)}`,
    );
  if (!answer.success)
    throw new ProviderUnavailableError('gbprime', `${summary} answered something that is not GB's JSON`);
  return answer.data;
};
