import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { PHONE } from '../../fixtures/screens';
import { expect, test } from '../../fixtures/test';
import { changeSettings, courseIdOf } from '../checkout/shop-data';
import { COURSE } from '../payments/payment-journey';
import { scrollToPurchaseForm } from './course-layout';

const RETURNING_EMAIL = 'student@demo.shop';

/** The sign-in link of the newest mail to an address, as the shop's mail worker wrote it. */
const signInLinkMailedTo = async (dataDir: string, to: string): Promise<string | null> => {
  const folder = path.join(dataDir, 'outbox');
  const names = (await readdir(folder).catch(() => [] as string[]))
    .filter((name) => name.endsWith('.eml'))
    .sort();
  for (const name of names.reverse()) {
    const raw = await readFile(path.join(folder, name), 'utf8');
    const split = raw.indexOf('\n\n');
    const headers = raw.slice(0, split);
    const body = raw.slice(split + 2);
    // The text is base64 or quoted-printable (soft line breaks, "=" written as "=3D").
    const mail = /content-transfer-encoding:\s*base64/i.test(headers)
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : body.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    if (!headers.includes(`To: ${to}`)) continue;
    const link = /https?:\/\/\S+\/signin-link\?token=[A-Za-z0-9_-]+/.exec(mail)?.[0];
    if (link) return link;
  }
  return null;
};

test.describe('a returning guest on a phone whose e-mail already has an account', () => {
  test.use({ viewport: PHONE.viewport, isMobile: PHONE.isMobile, hasTouch: PHONE.isMobile });
  let restoreSettings: (() => Promise<void>) | null = null;
  test.afterEach(async () => {
    await restoreSettings?.();
    restoreSettings = null;
  });

  test('is offered a one-tap sign-in link by e-mail, which signs them in and brings them back to the course', async ({
    page,
    shop,
  }) => {
    test.slow();
    restoreSettings = await changeSettings(shop.baseURL, { layout_course_detail: 4 });
    // A course without a printed book: the form asks for no delivery address.
    const courseId = await courseIdOf(shop.baseURL, COURSE.slug);
    const coursePath = `/course/${String(courseId)}-${COURSE.slug}`;

    await page.goto(coursePath);
    const block = await scrollToPurchaseForm(page);
    await block.getByLabel('ชื่อ', { exact: true }).fill('นักเรียน');
    await block.getByLabel('นามสกุล').fill('กลับมา');
    await block.getByLabel('อีเมล').fill(RETURNING_EMAIL);
    await block.getByLabel('เบอร์โทรศัพท์').fill('0898765432');
    await block.getByLabel('อาชีพ').click();
    await page.getByTitle('พนักงานบริษัท').click();
    await block.getByRole('radio', { name: 'บัตรเครดิต/เดบิต (Omise)' }).check();
    await block.getByRole('button', { name: 'ยืนยันการสมัครและชำระเงิน' }).click();

    // Not a bare DUPLICATE_EMAIL: the two ways on.
    await expect(page.getByText(`อีเมล ${RETURNING_EMAIL} มีบัญชีในร้านแล้ว`)).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'ส่งลิงก์เข้าสู่ระบบทางอีเมล' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: `ส่งลิงก์ไปที่ ${RETURNING_EMAIL} แล้ว` }),
    ).toBeVisible();

    // The mail worker delivers every few seconds.
    await expect
      .poll(() => signInLinkMailedTo(shop.dataDir, RETURNING_EMAIL), { timeout: 60_000 })
      .not.toBeNull();
    const link = await signInLinkMailedTo(shop.dataDir, RETURNING_EMAIL);
    if (link === null) throw new Error('no sign-in link was mailed');
    await page.goto(link);

    await expect(page).toHaveURL(new RegExp(coursePath), { timeout: 30_000 });
    const me = await page.request.get('/api/auth/me');
    expect(((await me.json()) as { data: { email: string } | null }).data?.email).toBe(RETURNING_EMAIL);

    // The link works once.
    await page.goto(link);
    await expect(page.getByText('ลิงก์นี้ไม่ถูกต้องหรือหมดอายุแล้ว')).toBeVisible({ timeout: 30_000 });
  });
});
