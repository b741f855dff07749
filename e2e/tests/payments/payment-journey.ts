import type { BrowserContext, Page } from '@playwright/test';
import { expect } from '../../fixtures/test';
import { courseIdOf, defaultPlanOf, resetStudent, useSession } from '../checkout/shop-data';

/** The demo course every payment journey buys: Flex, so the demo student may buy it again. */
export const COURSE = {
  slug: 'ux-ui-design-fundamentals',
  title: 'พื้นฐาน UX/UI Design',
  amount: '2,664.30 THB',
};

/** Waits for what a buyer sees after a provider or an administrator acts elsewhere. */
export const LIVE_UPDATE = { timeout: 30_000 };

/**
 * Waits for the payment step of a new order after the buyer confirms. When the page refuses
 * instead (a field left wrong, a message from the server), the failure says what it showed rather
 * than only that the address never changed.
 */
export const expectPaymentStep = async (page: Page, options = { timeout: 15_000 }) => {
  const refusals = page.locator(
    '.ant-message-error, .ant-notification-notice-error, .ant-form-item-explain-error, [role="alert"]',
  );
  await expect
    .poll(async () => {
      if (/\/cart\/\d+$/.test(new URL(page.url()).pathname)) return 'the payment step';
      const shown = (await refusals.allInnerTexts()).filter((text) => text.trim() !== '');
      return shown.length > 0 ? `the page refused: ${shown.join(' | ')}` : `still on ${page.url()}`;
    }, options)
    .toBe('the payment step');
};

/**
 * The demo student, signed in, with the course in the cart, orders it to pay by `method` (the
 * method's Thai name as the cart lists it) and lands on the payment step of the new order.
 */
export const orderToPay = async (page: Page, context: BrowserContext, baseURL: string, method: string) => {
  const student = await resetStudent(baseURL);
  const courseId = await courseIdOf(baseURL, COURSE.slug);
  await student.call('POST', '/public/cart/items', {
    course_id: courseId,
    priecingplan_id: await defaultPlanOf(baseURL, courseId),
  });
  await useSession(context, baseURL, student.cookie);
  await page.goto('/cart');
  await page.getByRole('radio', { name: method }).check();
  await page.getByRole('button', { name: 'สั่งซื้อ' }).click();
  await expectPaymentStep(page);
  await expect(page.getByTestId('amount-to-pay')).toHaveText(COURSE.amount);
  const orderId = Number(new URL(page.url()).pathname.split('/').pop());
  return { student, orderId };
};

/** Types a card into spec 2's card form and pays. */
export const payByCard = async (page: Page, number: string) => {
  await page.getByLabel('ชื่อบนบัตร').fill('SOMYING RIANDEE');
  await page.getByLabel('หมายเลขบัตร').fill(number);
  await page.getByLabel('เดือนหมดอายุ').fill('12');
  await page.getByLabel('ปีหมดอายุ').fill(String(new Date().getFullYear() + 3));
  await page.getByLabel('รหัส CVV').fill('123');
  await page.getByRole('button', { name: `ชำระเงิน ${COURSE.amount}` }).click();
};

/** My orders shows the order paid, and the course opens its lessons from there. */
export const expectCourseUnlocked = async (page: Page, orderId: number) => {
  await page.goto('/myaccount/student/order');
  const card = page.locator('.order-card').filter({ hasText: `คำสั่งซื้อเลขที่ ${String(orderId)}` });
  await expect(card.getByText('อนุมัติแล้ว')).toBeVisible(LIVE_UPDATE);
  await expect(card.getByRole('link', { name: `เข้าเรียน ${COURSE.title}` })).toBeVisible();
};
