import { expect, test } from '../../fixtures/test';
import { resetStudent } from '../checkout/shop-data';
import { COURSE, expectCourseUnlocked, LIVE_UPDATE, orderToPay } from './payment-journey';

test.describe('a student paying with Pay Solutions', () => {
  test.afterEach(async ({ shop }) => {
    await resetStudent(shop.baseURL);
  });

  test("pays on Pay Solutions' page, comes back to a paid order and finds the course unlocked", async ({
    page,
    context,
    shop,
  }) => {
    const { orderId } = await orderToPay(page, context, shop.baseURL, 'Pay Solutions');

    await page.getByRole('button', { name: `ชำระเงินกับ Pay Solutions ${COURSE.amount}` }).click();

    // The browser has left the shop for the provider's hosted page (the sandbox's stand-in).
    await expect(page).toHaveURL(/\/sandbox\/paysolutions\/epaylink\/payment\.aspx$/);
    await expect(page.getByRole('heading', { name: /Pay Solutions/ })).toBeVisible();
    await expect(page.getByText('฿2,664.30 THB')).toBeVisible();
    await expect(page.getByText(COURSE.title)).toBeVisible();
    await page.getByRole('button', { name: /Pay$/ }).click();

    await expect(page).toHaveURL(new RegExp(`/payment/${String(orderId)}\\?attempt=\\d+`));
    await expect(page.getByText('ชำระเงินสำเร็จ')).toBeVisible(LIVE_UPDATE);
    await expectCourseUnlocked(page, orderId);
  });

  test("abandons Pay Solutions' page, is told after a while that no payment arrived, tries again and pays", async ({
    page,
    context,
    shop,
  }) => {
    const { orderId } = await orderToPay(page, context, shop.baseURL, 'Pay Solutions');
    const payButton = page.getByRole('button', { name: `ชำระเงินกับ Pay Solutions ${COURSE.amount}` });

    await payButton.click();
    await expect(page).toHaveURL(/\/sandbox\/paysolutions\/epaylink\/payment\.aspx$/);
    // Pay Solutions sends the buyer back with nothing that says they left without paying.
    await page.getByRole('button', { name: /Abandon$/ }).click();

    await expect(page).toHaveURL(new RegExp(`/payment/${String(orderId)}\\?attempt=\\d+`));
    await expect(page.getByText('กำลังรอผลจาก Pay Solutions…')).toBeVisible(LIVE_UPDATE);
    // The screen gives the provider 20 s after the buyer is back before it says so.
    await expect(page.getByText('เรายังไม่ได้รับการชำระเงินของคุณ')).toBeVisible({ timeout: 45_000 });
    await expect(page.getByRole('button', { name: 'ชำระด้วยช่องทางอื่น' })).toBeVisible();
    await page.getByRole('button', { name: 'ลองชำระเงินอีกครั้ง' }).click();

    await expect(page).toHaveURL(new RegExp(`/cart/${String(orderId)}$`));
    await payButton.click();
    await expect(page).toHaveURL(/\/sandbox\/paysolutions\/epaylink\/payment\.aspx$/);
    await page.getByRole('button', { name: /Pay$/ }).click();
    await expect(page.getByText('ชำระเงินสำเร็จ')).toBeVisible(LIVE_UPDATE);
    await expectCourseUnlocked(page, orderId);
  });
});
