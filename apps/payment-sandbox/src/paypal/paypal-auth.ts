import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { PayPalContext } from './paypal-context';
import { oauthError } from './paypal-error';
import { PAYPAL_SANDBOX_KEYS } from './paypal-sandbox-keys';

const sameText = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const basicCredentials = (header: string | undefined): { user: string; password: string } | null => {
  const match = /^Basic\s+(\S+)$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
};

/**
 * `POST /v1/oauth2/token`: HTTP Basic with the client id and secret, form body
 * `grant_type=client_credentials`; answers a Bearer token that works for `expires_in` seconds.
 */
export const issueAccessToken = (
  context: PayPalContext,
  authorization: string | undefined,
  body: unknown,
) => {
  const credentials = basicCredentials(authorization);
  if (
    !credentials ||
    !sameText(credentials.user, PAYPAL_SANDBOX_KEYS.clientId) ||
    !sameText(credentials.password, PAYPAL_SANDBOX_KEYS.clientSecret)
  )
    throw oauthError(401, 'invalid_client', 'Client Authentication failed');
  const grant = (body as { grant_type?: unknown } | null)?.grant_type;
  if (grant !== 'client_credentials')
    throw oauthError(400, 'unsupported_grant_type', `Grant Type is NULL or not supported: ${String(grant)}`);
  const token = `A21AA${randomBytes(48).toString('base64url')}`;
  const ttl = context.store.tokenTtlSeconds;
  context.store.tokens.set(token, context.now().getTime() + ttl * 1000);
  return {
    scope: 'https://uri.paypal.com/services/payments/payment https://uri.paypal.com/services/payments/refund',
    access_token: token,
    token_type: 'Bearer',
    app_id: 'APP-80W284485P519543T',
    expires_in: ttl,
    nonce: `${new Date(context.now()).toISOString()}${randomBytes(8).toString('hex')}`,
  };
};

/** Every other API call needs a Bearer token the sandbox issued and that has not run out. */
export const requireAccessToken = (context: PayPalContext, authorization: string | undefined) => {
  const token = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  const expiresAt = token === undefined ? undefined : context.store.tokens.get(token);
  if (expiresAt === undefined) throw oauthError(401, 'invalid_token', 'Token signature verification failed');
  if (expiresAt <= context.now().getTime())
    throw oauthError(401, 'invalid_token', 'The token passed in was found to be expired');
};
