import { createHash, createHmac } from 'node:crypto';
import { createLocalJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandboxApp, PUBLIC_BASE_URL, type SandboxTestApp } from '../test/build-sandbox-app';
import { IDENTITY_SANDBOX_KEYS, type IdentityProvider } from './identity-sandbox-keys';

const REDIRECT = 'http://localhost:3000/api/auth/social/callback';
const VERIFIER = 'a-pkce-verifier-long-enough-to-be-valid-0123456789';
const CHALLENGE = createHash('sha256').update(VERIFIER).digest('base64url');

let app: SandboxTestApp;
beforeEach(async () => {
  app = await buildSandboxApp();
});
afterEach(async () => {
  await app.close();
});

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

/** Plays the consent page: `user` picks a test user, `refuse` presses Cancel. */
const decide = async (provider: IdentityProvider, choice: { user: string } | { refuse: true }) => {
  const response = await app.inject({
    method: 'POST',
    url: `/sandbox/identity/${provider}/decide`,
    ...form({
      client_id: IDENTITY_SANDBOX_KEYS[provider].clientId,
      redirect_uri: REDIRECT,
      state: 'the-state',
      nonce: 'the-nonce',
      ...(provider === 'facebook' ? {} : { code_challenge: CHALLENGE, code_challenge_method: 'S256' }),
      ...('user' in choice ? { user: choice.user } : { refuse: 'true' }),
    }),
  });
  expect(response.statusCode).toBe(302);
  return new URL(String(response.headers.location));
};

const exchange = (provider: 'line' | 'google', code: string, overrides: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: provider === 'line' ? '/sandbox/identity/line/oauth2/v2.1/token' : '/sandbox/identity/google/token',
    ...form({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      client_id: IDENTITY_SANDBOX_KEYS[provider].clientId,
      client_secret: IDENTITY_SANDBOX_KEYS[provider].clientSecret,
      code_verifier: VERIFIER,
      ...overrides,
    }),
  });

describe('identity sandbox', () => {
  it('shows a consent page listing the test users for a known client', async () => {
    const page = await app.inject({
      url: `/sandbox/identity/line/oauth2/v2.1/authorize?client_id=${IDENTITY_SANDBOX_KEYS.line.clientId}&redirect_uri=${encodeURIComponent(REDIRECT)}&state=s`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Continue as Nok Sandbox');
    const unknown = await app.inject({
      url: '/sandbox/identity/line/oauth2/v2.1/authorize?client_id=x&redirect_uri=y',
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('gives LINE an HS256 id token signed with the channel secret, carrying the nonce, once per code', async () => {
    const back = await decide('line', { user: 'nok' });
    expect(back.searchParams.get('state')).toBe('the-state');
    const answer = await exchange('line', back.searchParams.get('code') ?? '');
    expect(answer.statusCode).toBe(200);
    const { payload } = await jwtVerify(
      answer.json<{ id_token: string }>().id_token,
      new TextEncoder().encode(IDENTITY_SANDBOX_KEYS.line.clientSecret),
      { issuer: `${PUBLIC_BASE_URL}/identity/line`, audience: IDENTITY_SANDBOX_KEYS.line.clientId },
    );
    expect(payload).toMatchObject({ nonce: 'the-nonce', email: 'nok.sandbox@example.com' });
    const again = await exchange('line', back.searchParams.get('code') ?? '');
    expect(again.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses a token request whose PKCE verifier does not match the challenge', async () => {
    const back = await decide('google', { user: 'nok' });
    const answer = await exchange('google', back.searchParams.get('code') ?? '', { code_verifier: 'wrong' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      error: 'invalid_grant',
      error_description: 'code_verifier does not match',
    });
  });

  it('signs Google id tokens with the key its JWKS publishes, and a bad-signature fault with another', async () => {
    const keys = createLocalJWKSet(
      (await app.inject({ url: '/sandbox/identity/google/oauth2/v3/certs' })).json(),
    );
    const discovery = (
      await app.inject({ url: '/sandbox/identity/google/.well-known/openid-configuration' })
    ).json<{ issuer: string }>();
    const good = await exchange(
      'google',
      (await decide('google', { user: 'ploy' })).searchParams.get('code') ?? '',
    );
    const goodToken = good.json<{ id_token: string }>().id_token;
    await expect(jwtVerify(goodToken, keys, { issuer: discovery.issuer })).resolves.toBeTruthy();

    await app.inject({
      method: 'POST',
      url: '/sandbox/__control/identity/next-fault',
      payload: { provider: 'google', fault: 'bad_signature' },
    });
    const bad = await exchange(
      'google',
      (await decide('google', { user: 'ploy' })).searchParams.get('code') ?? '',
    );
    const badToken = bad.json<{ id_token: string }>().id_token;
    expect(decodeJwt(badToken).sub).toBe(decodeJwt(goodToken).sub);
    await expect(jwtVerify(badToken, keys)).rejects.toThrow();
  });

  it('plays refused consent, an expired code and a wrong state echo', async () => {
    const refused = await decide('facebook', { refuse: true });
    expect(Object.fromEntries(refused.searchParams)).toMatchObject({
      error: 'access_denied',
      error_reason: 'user_denied',
      state: 'the-state',
    });

    await app.inject({
      method: 'POST',
      url: '/sandbox/__control/identity/next-fault',
      payload: { provider: 'line', fault: 'wrong_state' },
    });
    expect((await decide('line', { user: 'nok' })).searchParams.get('state')).not.toBe('the-state');

    await app.inject({
      method: 'POST',
      url: '/sandbox/__control/identity/next-fault',
      payload: { provider: 'line', fault: 'expired_code' },
    });
    const expired = await exchange(
      'line',
      (await decide('line', { user: 'nok' })).searchParams.get('code') ?? '',
    );
    expect(expired.json()).toMatchObject({
      error: 'invalid_grant',
      error_description: 'authorization code expired',
    });
  });

  it('answers Facebook Graph me only with the app secret proof of the access token', async () => {
    const code = (await decide('facebook', { user: 'noemail' })).searchParams.get('code') ?? '';
    const keys = IDENTITY_SANDBOX_KEYS.facebook;
    const token = await app.inject({
      url: `/sandbox/identity/facebook/v19.0/oauth/access_token?${new URLSearchParams({ client_id: keys.clientId, client_secret: keys.clientSecret, redirect_uri: REDIRECT, code }).toString()}`,
    });
    const accessToken = token.json<{ access_token: string }>().access_token;
    const withoutProof = await app.inject({
      url: `/sandbox/identity/facebook/v19.0/me?access_token=${accessToken}&fields=id,name,email`,
    });
    expect(withoutProof.statusCode).toBe(400);
    const proof = createHmac('sha256', keys.clientSecret).update(accessToken).digest('hex');
    const me = await app.inject({
      url: `/sandbox/identity/facebook/v19.0/me?access_token=${accessToken}&fields=id,name,email&appsecret_proof=${proof}`,
    });
    expect(me.json()).toEqual({ id: 'facebook-noemail-sandbox', name: 'Mali No-Email' });
  });

  it('answers a provider-down fault with a 500 on the token endpoint', async () => {
    await app.inject({
      method: 'POST',
      url: '/sandbox/__control/faults',
      payload: { route: 'POST /identity/line/oauth2/v2.1/token', mode: '500' },
    });
    const back = await decide('line', { user: 'nok' });
    expect((await exchange('line', back.searchParams.get('code') ?? '')).statusCode).toBe(500);
  });
});
