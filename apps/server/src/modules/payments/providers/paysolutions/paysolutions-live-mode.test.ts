import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';

const LIVE_KEYS = {
  PAYMENT_MODE: 'live',
  PAYSOLUTIONS_MERCHANT_ID: '12345678',
  PAYSOLUTIONS_SECRET_KEY: 'live-secret',
  PAYSOLUTIONS_API_KEY: 'live-api-key',
};

const formActionOf = (csp: unknown) =>
  String(csp)
    .split(';')
    .map((directive) => directive.trim())
    .find((directive) => directive.startsWith('form-action'));

describe('Pay Solutions in live mode', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const app of apps) await app.close();
  });

  it("lets the browser post the payment form to Pay Solutions' page, and to nowhere else", async () => {
    const t = await buildTestApp(LIVE_KEYS);
    apps.push(t);

    const page = await t.app.inject({ method: 'GET', url: '/health' });

    expect(formActionOf(page.headers['content-security-policy'])).toBe(
      "form-action 'self' https://payment.paysolutions.asia",
    );
    expect(t.app.payments.registry.settingsOf('paysolutions')).toMatchObject({
      merchantId: '12345678',
      paymentUrl: 'https://payment.paysolutions.asia/epaylink/payment.aspx',
      apiUrl: 'https://apis.paysolutions.asia',
    });
  });

  it('keeps form posts to the shop itself without Pay Solutions, and in sandbox mode', async () => {
    const live = await buildTestApp({ PAYMENT_MODE: 'live' });
    const sandbox = await buildTestApp();
    apps.push(live, sandbox);

    for (const t of [live, sandbox]) {
      const page = await t.app.inject({ method: 'GET', url: '/health' });
      expect(formActionOf(page.headers['content-security-policy'])).toBe("form-action 'self'");
    }
  });
});
