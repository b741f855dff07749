import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { APP_SHELL } from '../../test/app-shell';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { resetSettings, setSettings } from '../../test/settings';

const SHOP = 'https://shop.example.com';

const REFUND_TH = '<h2>การคืนเงิน</h2><p>ร้านคืนเงินค่าคอร์สที่ยังไม่เริ่มเรียนภายใน 14 วัน</p><script>alert(1)</script>';

describe('the terms, privacy and refund pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL: SHOP }, { webShell: APP_SHELL });
  });
  afterEach(async () => {
    await resetSettings(t.db);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('serves the text the shop wrote, sanitised, with the start of it as the description', async () => {
    await setSettings(t.db, {
      policy_pages: {
        terms: { th: '', en: '' },
        privacy: { th: '', en: '' },
        refund: { th: REFUND_TH, en: '<p>We refund a course not yet started within 14 days &amp; more.</p>' },
      },
    });

    const response = await get('/public/pages/refund');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        page: 'refund',
        th: {
          html: '<h2>การคืนเงิน</h2><p>ร้านคืนเงินค่าคอร์สที่ยังไม่เริ่มเรียนภายใน 14 วัน</p>',
          description: 'การคืนเงิน ร้านคืนเงินค่าคอร์สที่ยังไม่เริ่มเรียนภายใน 14 วัน',
        },
        en: {
          html: '<p>We refund a course not yet started within 14 days &amp; more.</p>',
          description: 'We refund a course not yet started within 14 days & more.',
        },
      },
    });
  });

  it('answers a page the shop has not written with empty texts, and refuses a page that does not exist', async () => {
    const unwritten = await get('/public/pages/privacy');
    const unknown = await get('/public/pages/cookies');

    expect(unwritten.json()).toEqual({
      success: true,
      data: { page: 'privacy', th: { html: '', description: '' }, en: { html: '', description: '' } },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ success: false, error: { code: 'INPUT_ERROR' } });
  });

  it('keeps the policy texts out of the settings every page reads, and gives the contact details', async () => {
    await setSettings(t.db, {
      contact_address: '99 ถนนสุขุมวิท กรุงเทพฯ 10110',
      contact_facebook: 'courseshop',
      policy_pages: {
        terms: { th: '<p>ข้อกำหนด</p>', en: '' },
        privacy: { th: '', en: '' },
        refund: { th: '', en: '' },
      },
    });

    const data = (await get('/api/setting/site/into/1')).json<{ data: Record<string, unknown> }>().data;

    expect(data).not.toHaveProperty('policy_pages');
    expect(data).toMatchObject({
      contact_address: '99 ถนนสุขุมวิท กรุงเทพฯ 10110',
      contact_facebook: 'courseshop',
    });
  });

  it('titles each page in the shell, describes and indexes a written one, keeps an unwritten one out of search results', async () => {
    await setSettings(t.db, {
      title: 'Kru Shop',
      custom_texts: { 'policies.privacy.title': { th: 'การคุ้มครองข้อมูลส่วนบุคคล' } },
      policy_pages: {
        terms: { th: '', en: '<p>Only in English, for now.</p>' },
        privacy: { th: '', en: '' },
        refund: { th: '', en: '' },
      },
    });

    const terms = (await get('/terms')).body;
    const privacy = (await get('/privacy/')).body;

    expect(terms).toContain('<title>ข้อกำหนดและเงื่อนไขการใช้บริการ | Kru Shop</title>');
    expect(terms).toContain('<meta name="description" content="Only in English, for now." />');
    expect(terms).toContain(`<link rel="canonical" href="${SHOP}/terms" />`);
    expect(terms).not.toContain('noindex');
    expect(privacy).toContain('<title>การคุ้มครองข้อมูลส่วนบุคคล | Kru Shop</title>');
    expect(privacy).toContain('<meta name="robots" content="noindex" />');
    expect(privacy).toContain('<div id="root"></div>');
  });

  it('lists the written pages in the sitemap, and no unwritten one', async () => {
    await setSettings(t.db, {
      policy_pages: {
        terms: { th: '<p>ข้อกำหนด</p>', en: '' },
        privacy: { th: '<p></p>', en: '' },
        refund: { th: '', en: '<p>Refunds</p>' },
      },
    });

    const xml = (await get('/sitemap.xml')).body;

    expect(xml).toContain(`<url><loc>${SHOP}/terms</loc></url>`);
    expect(xml).toContain(`<url><loc>${SHOP}/refund-policy</loc></url>`);
    expect(xml).not.toContain('/privacy');
  });
});
