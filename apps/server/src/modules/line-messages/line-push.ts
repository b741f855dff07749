import { LINE_MESSAGING_SANDBOX_TOKEN } from '@shop/payment-sandbox/identity/identity-sandbox-keys';
import type { Config } from '../../config';

/** Where and with which token the shop pushes: LINE's Messaging API, or the sandbox's. */
export type LinePushSettings = { pushUrl: string; accessToken: string; timeoutMs: number };

export const linePushSettings = (config: Config): LinePushSettings | null => {
  const timeoutMs = config.PAYMENT_HTTP_TIMEOUT_MS;
  if (config.PAYMENT_MODE === 'sandbox')
    return {
      pushUrl: `${config.PAYMENT_SANDBOX_URL}/identity/line/v2/bot/message/push`,
      accessToken: LINE_MESSAGING_SANDBOX_TOKEN,
      timeoutMs,
    };
  const accessToken = config.LINE_MESSAGING_ACCESS_TOKEN;
  if (!accessToken) return null;
  return { pushUrl: 'https://api.line.me/v2/bot/message/push', accessToken, timeoutMs };
};

/**
 * What LINE answered a push: sent; refused for good (the person is not a friend of the shop's
 * account, or LINE's own monthly limit is reached), which no retry changes; a failure (no answer,
 * a 5xx, a refused token) is thrown and tried again later.
 */
export type PushOutcome = 'sent' | 'not_friend' | 'over_quota';

export const pushLineText = async (
  settings: LinePushSettings,
  message: { to: string; text: string; retryKey: string },
): Promise<PushOutcome> => {
  const response = await fetch(settings.pushUrl, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${settings.accessToken}`,
      'content-type': 'application/json',
      // LINE drops a push whose retry key it has already taken: a retried push is not sent twice.
      'x-line-retry-key': message.retryKey,
    },
    body: JSON.stringify({ to: message.to, messages: [{ type: 'text', text: message.text }] }),
    signal: AbortSignal.timeout(settings.timeoutMs),
  });
  if (response.ok || response.status === 409) return 'sent';
  if (response.status === 429) return 'over_quota';
  if (response.status === 400) return 'not_friend';
  throw new Error(`LINE answered ${String(response.status)}: ${(await response.text()).slice(0, 300)}`);
};
