import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { insertCourse, insertUser } from '../test/factories';
import { sessionCookieFor } from '../test/sessions';
import { readSettingsDocument, writeSettingsDocument } from '../modules/settings/settings.repository';

/** What sent every course-page visitor to a foreign site, with a script and a handler beside it. */
const TAKEOVER =
  '<p>Pay by transfer</p><meta http-equiv="refresh" content="0;url=https://evil.example/">' +
  '<script>alert(1)</script><img src="/uploads/qr.png" onerror="alert(1)">';
const SAFE = '<p>Pay by transfer</p><img src="/uploads/qr.png" />';

describe('rich text from the back office', () => {
  let t: TestApp;
  let adminCookie: string;

  beforeAll(async () => {
    t = await buildTestApp();
    adminCookie = await sessionCookieFor(t.db, (await insertUser(t.db, { roles: ['admin'] })).id);
  });
  afterAll(async () => {
    await t.close();
  });

  const saveSettings = (payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { cookie: adminCookie }, payload });

  it('stores the how-to-buy text sanitised and serves it so', async () => {
    const saved = await saveSettings({ how_to_buy: { is_enable_howtobuy: true, description: TAKEOVER } });

    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ data: { how_to_buy: { description: SAFE } } });
    const stored = (await readSettingsDocument(t.db)) as { how_to_buy: { description: string } };
    expect(stored.how_to_buy.description).toBe(SAFE);
    const served = await t.app.inject({ method: 'GET', url: '/public/payments/howtobuy' });
    expect(served.json()).toEqual({ success: true, data: { is_enable_howtobuy: true, description: SAFE } });
  });

  it('sanitises a how-to-buy text stored before the allow-list when it is served', async () => {
    await writeSettingsDocument(t.db, { how_to_buy: { is_enable_howtobuy: true, description: TAKEOVER } });

    const howToBuy = await t.app.inject({ method: 'GET', url: '/public/payments/howtobuy' });
    const settings = await t.app.inject({ method: 'GET', url: '/api/setting/site/into/1' });

    expect(howToBuy.json()).toMatchObject({ data: { description: SAFE } });
    expect(settings.json()).toMatchObject({ data: { how_to_buy: { description: SAFE } } });
  });

  it.each([
    ['course', 'Online', '/public/courses'],
    ['product', 'product', '/public/products'],
  ] as const)(
    'serves a %s description without the meta refresh stored in it',
    async (_kind, courseType, path) => {
      const course = await insertCourse(t.db, { courseType, description: TAKEOVER });

      const response = await t.app.inject({ method: 'GET', url: `${path}/${String(course.id)}/0` });

      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({ data: { courseDescription: { description: SAFE } } });
    },
  );

  it('refuses HTML in a custom text, naming the text', async () => {
    const response = await saveSettings({
      custom_texts: { 'checkout.title': { th: '<img src=x onerror=alert(1)>ชำระเงิน' } },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        code: 'INPUT_ERROR',
        params: [
          { param: 'custom_texts.checkout.title.th', message: 'must be plain text, without HTML tags' },
        ],
      },
    });
  });

  it('keeps a custom text that is plain text, "<" included', async () => {
    const response = await saveSettings({
      custom_texts: { 'checkout.title': { th: 'ราคา < 100 บาท & ส่งฟรี' } },
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      data: { custom_texts: { 'checkout.title': { th: 'ราคา < 100 บาท & ส่งฟรี' } } },
    });
  });

  it('refuses a custom text key that would reach the prototype of the browser texts', async () => {
    const response = await saveSettings({ custom_texts: { '__proto__.polluted': { th: 'x' } } });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'INPUT_ERROR' } });
  });
});
