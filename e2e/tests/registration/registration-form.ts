import { expect, type Locator, type Page } from '@playwright/test';

/** Opens the registration form from the cart's login panel; answers the modal. */
export const openRegistration = async (page: Page): Promise<Locator> => {
  await page.goto('/cart');
  await page.getByRole('button', { name: 'สมัครสมาชิก' }).click();
  const modal = page.getByRole('dialog', { name: 'เข้าสู่ระบบหรือสมัครสมาชิกเพื่อสั่งซื้อ' });
  await expect(modal.getByRole('tab', { name: 'สมัครสมาชิก' })).toHaveAttribute('aria-selected', 'true');
  return modal;
};

/** A password the shop's rule accepts: symbols and all, and on no list of common passwords. */
export const STRONG_PASSWORD = 'Str0ng!Pass#';

export type Registrant = { username: string; email: string; password?: string };

/** Fills every required field of the demo shop's form with valid values. */
export const fillValidRegistration = async (page: Page, modal: Locator, who: Registrant) => {
  await modal.getByLabel('ชื่อ', { exact: true }).fill('ทดสอบ');
  await modal.getByLabel('นามสกุล').fill('สมัครเรียน');
  await modal.getByLabel('อีเมล').fill(who.email);
  await modal.getByLabel('เบอร์โทรศัพท์').fill('0812345678');
  await modal.getByLabel('อาชีพ').click();
  await page.getByTitle('พนักงานบริษัท').click();
  await modal.getByLabel('ชื่อผู้ใช้').fill(who.username);
  await modal.getByLabel('รหัสผ่าน', { exact: true }).fill(who.password ?? STRONG_PASSWORD);
  await modal.getByLabel('ยืนยันรหัสผ่าน').fill(who.password ?? STRONG_PASSWORD);
};

/** A name no other test run uses. */
export const uniqueName = (prefix: string) =>
  `${prefix}${String(Date.now())}${String(Math.floor(Math.random() * 1000))}`;
