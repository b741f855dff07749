import { OMISE_SANDBOX_KEYS } from '@shop/payment-sandbox/omise/omise-sandbox-keys';
import { signOmiseWebhook } from '@shop/payment-sandbox/omise/sign-omise-webhook';

/** An Omise event with the headers Omise sends, signed with the sandbox's webhook secret. */
export const signedOmiseEvent = (event: unknown, timestamp = Math.floor(Date.now() / 1000)) => {
  const body = JSON.stringify(event);
  return {
    body,
    headers: {
      'content-type': 'application/json',
      'omise-signature': signOmiseWebhook(OMISE_SANDBOX_KEYS.webhookSecret, timestamp, body),
      'omise-signature-timestamp': String(timestamp),
    },
  };
};
