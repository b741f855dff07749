import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSandboxApp } from '../test/build-sandbox-app';
import { bearer, clientAuth, control, getOrder, postOrder, requestToken } from '../test/paypal-test-client';

let app: FastifyInstance | undefined;
const setUp = async () => (app = await buildSandboxApp());
afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('PayPal sandbox OAuth', () => {
  it('issues a Bearer token for the client id and secret, valid for expires_in seconds', async () => {
    const app = await setUp();

    const response = await requestToken(app);

    expect(response.statusCode).toBe(200);
    const token = response.json<{ token_type: string; expires_in: number; access_token: string }>();
    expect(token).toMatchObject({ token_type: 'Bearer', expires_in: 32_400 });
    expect(token.access_token).toMatch(/^A21AA/);
  });

  it('refuses another secret with 401 invalid_client', async () => {
    const app = await setUp();

    const response = await requestToken(app, clientAuth(undefined, 'not-the-secret'));

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: 'invalid_client',
      error_description: 'Client Authentication failed',
    });
  });

  it('refuses a grant other than client_credentials', async () => {
    const app = await setUp();

    const response = await app.inject({
      method: 'POST',
      url: '/sandbox/paypal/v1/oauth2/token',
      headers: { authorization: clientAuth(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'unsupported_grant_type' });
  });

  it('refuses API calls without a token it issued', async () => {
    const app = await setUp();

    const response = await postOrder(app, { authorization: 'Bearer made-up' });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'invalid_token' });
  });

  it('says a token ran out once its time is over, and gives shorter tokens when told', async () => {
    const app = await setUp();
    await control(app, '/token-ttl', { seconds: 5 });
    const headers = await bearer(app);
    const short = await requestToken(app);
    expect(short.json()).toMatchObject({ expires_in: 5 });

    await control(app, '/tokens/expire');

    const response = await getOrder(app, headers, 'ANYORDER000000000');
    expect(response.statusCode).toBe(401);
    const refusal = response.json<{ error: string; error_description: string }>();
    expect(refusal.error).toBe('invalid_token');
    expect(refusal.error_description).toContain('expired');
  });
});
