import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandboxApp, type SandboxTestApp } from '../test/build-sandbox-app';
import { IDENTITY_SANDBOX_KEYS, LINE_MESSAGING_SANDBOX_TOKEN } from './identity-sandbox-keys';

const REDIRECT = 'http://localhost:3000/api/auth/social/line/callback';
const VERIFIER = 'a-pkce-verifier-long-enough-to-be-valid-0123456789';
const CHALLENGE = createHash('sha256').update(VERIFIER).digest('base64url');
const AUTH = { authorization: `Bearer ${LINE_MESSAGING_SANDBOX_TOKEN}` };

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

/** Signs in on LINE's consent page, adding the shop's account as a friend or not; answers the access token. */
const signInOnLine = async (user: string, addFriend: boolean) => {
  const decided = await app.inject({
    method: 'POST',
    url: '/sandbox/identity/line/decide',
    ...form({
      client_id: IDENTITY_SANDBOX_KEYS.line.clientId,
      redirect_uri: REDIRECT,
      state: 's',
      nonce: 'n',
      code_challenge: CHALLENGE,
      code_challenge_method: 'S256',
      bot_prompt: 'aggressive',
      user,
      ...(addFriend ? { add_friend: 'true' } : {}),
    }),
  });
  const code = new URL(String(decided.headers.location)).searchParams.get('code') ?? '';
  const token = await app.inject({
    method: 'POST',
    url: '/sandbox/identity/line/oauth2/v2.1/token',
    ...form({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      client_id: IDENTITY_SANDBOX_KEYS.line.clientId,
      client_secret: IDENTITY_SANDBOX_KEYS.line.clientSecret,
      code_verifier: VERIFIER,
    }),
  });
  return token.json<{ access_token: string }>().access_token;
};

const push = (to: string, text = 'สวัสดี') =>
  app.inject({
    method: 'POST',
    url: '/sandbox/identity/line/v2/bot/message/push',
    headers: AUTH,
    payload: { to, messages: [{ type: 'text', text }] },
  });

describe("the sandbox's LINE Messaging API", () => {
  it('offers the shop’s account as a friend on the consent page when the shop asks with bot_prompt', async () => {
    const page = await app.inject({
      url: `/sandbox/identity/line/oauth2/v2.1/authorize?client_id=${IDENTITY_SANDBOX_KEYS.line.clientId}&redirect_uri=${encodeURIComponent(REDIRECT)}&state=s&bot_prompt=aggressive`,
    });
    expect(page.body).toContain("Add the shop's LINE Official Account as a friend");
  });

  it('tells the friendship status of the person who signed in', async () => {
    for (const [user, isFriend] of [
      ['nok', true],
      ['ploy', false],
    ] as const) {
      const accessToken = await signInOnLine(user, isFriend);
      const status = await app.inject({
        url: '/sandbox/identity/line/friendship/v1/status',
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(status.json()).toEqual({ friendFlag: isFriend });
    }
  });

  it('delivers a push to a friend, shows it on the received page, and refuses one to a non-friend', async () => {
    await signInOnLine('nok', true);
    expect((await push('line-nok-sandbox', 'คำสั่งซื้อ #12 อนุมัติแล้ว')).statusCode).toBe(200);
    expect((await push('line-ploy-sandbox')).statusCode).toBe(400);
    const page = await app.inject({ url: '/sandbox/identity/line/messages' });
    expect(page.body).toContain('คำสั่งซื้อ #12 อนุมัติแล้ว');
    const control = await app.inject({ url: '/sandbox/__control/identity/line-messages' });
    expect(control.json<{ received: { to: string }[] }>().received).toMatchObject([
      { to: 'line-nok-sandbox' },
    ]);
  });

  it('refuses a push without the channel access token', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/sandbox/identity/line/v2/bot/message/push',
      payload: { to: 'line-nok-sandbox', messages: [{ type: 'text', text: 'x' }] },
    });
    expect(answer.statusCode).toBe(401);
  });

  it('answers 429 past the month’s quota, and reports the quota and its use', async () => {
    await signInOnLine('nok', true);
    await app.inject({
      method: 'POST',
      url: '/sandbox/__control/identity/line-quota',
      payload: { value: 1 },
    });
    expect((await push('line-nok-sandbox')).statusCode).toBe(200);
    expect((await push('line-nok-sandbox')).statusCode).toBe(429);
    const quota = await app.inject({ url: '/sandbox/identity/line/v2/bot/message/quota', headers: AUTH });
    expect(quota.json()).toEqual({ type: 'limited', value: 1 });
    const used = await app.inject({
      url: '/sandbox/identity/line/v2/bot/message/quota/consumption',
      headers: AUTH,
    });
    expect(used.json()).toEqual({ totalUsage: 1 });
  });
});
