import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildSandboxApp } from '../test/build-sandbox-app';
import { chargePromptPay, control, getCharge } from '../test/omise-test-client';

let app: FastifyInstance;

beforeEach(async () => {
  app = await buildSandboxApp();
});
afterEach(async () => {
  await app.close();
});

describe('the PromptPay "banking app" page', () => {
  const act = (chargeId: string, action: string) =>
    app.inject({
      method: 'POST',
      url: `/sandbox/omise/pay/promptpay/${chargeId}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `action=${action}`,
    });

  it('shows the QR, the amount and the three buttons', async () => {
    const charge = await chargePromptPay(app);

    const page = await app.inject({ method: 'GET', url: `/sandbox/omise/pay/promptpay/${charge.id}` });

    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<svg');
    expect(page.body).toContain('1,234.50');
    expect(page.body).toContain('>ชำระเงิน / Pay</button>');
    expect(page.body).toContain('>ปฏิเสธ / Decline</button>');
    expect(page.body).toContain('>ปล่อยให้หมดเวลา / Let it expire</button>');
    expect(page.body).not.toContain('<script');
  });

  it.each([
    ['pay', { status: 'successful', paid: true }],
    ['decline', { status: 'failed', failure_code: 'payment_rejected' }],
    ['expire', { status: 'expired', failure_code: 'expired_charge' }],
  ])('settles the charge on %s and shows the result without redirecting', async (action, expected) => {
    const charge = await chargePromptPay(app);

    const result = await act(charge.id, action);

    expect(result.statusCode).toBe(200);
    expect(result.body).toContain("the shop's page updates by itself");
    expect(result.body).not.toContain('<button');
    expect(await getCharge(app, charge.id)).toMatchObject(expected);
  });

  it('lists recent charges newest first with a link to pay the pending ones', async () => {
    const older = await chargePromptPay(app);
    const newer = await chargePromptPay(app);
    await control(app, 'POST', `/omise/charges/${older.id}/succeed`);

    const page = await app.inject({ method: 'GET', url: '/sandbox/omise/' });

    expect(page.statusCode).toBe(200);
    expect(page.body.indexOf(newer.id)).toBeLessThan(page.body.indexOf(older.id));
    expect(page.body).toContain(`href="pay/promptpay/${newer.id}"`);
    expect(page.body).not.toContain(`href="pay/promptpay/${older.id}"`);
  });
});

describe('the Omise index address', () => {
  it('adds the trailing slash the index needs for its relative links', async () => {
    const response = await app.inject({ method: 'GET', url: '/sandbox/omise' });

    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('omise/');
  });
});
