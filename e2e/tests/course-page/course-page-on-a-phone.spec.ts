import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { SCREENS } from '../../fixtures/screens';
import { signInAs } from '../../fixtures/shop-api';
import {
  PYTHON_COURSE,
  scrollToPurchaseForm,
  setCourseLayout,
  type CourseLayoutSetting,
} from './course-layout';
import { expectBarClearOf, expectFitsTheScreen, expectOnePlayIcon } from './screen-checks';

const PLAY_PREVIEW = 'เล่นวิดีโอแนะนำคอร์ส';
const TAB_NAMES = ['รายละเอียดคอร์ส', 'เนื้อหาคอร์ส', 'วิธีการสั่งซื้อ', 'คำถามและความคิดเห็น'];
/** The Flex course of the demo shop, whose plans the English check adds to. */
const UX_COURSE = { id: 2, address: '/course/2-ux-ui-design-fundamentals' } as const;

/** Opens the Python course in a layout, switched through the settings API; back to layout 1 after. */
const inLayout = async (
  page: Page,
  baseURL: string | undefined,
  layout: CourseLayoutSetting,
  check: () => Promise<void>,
) => {
  const shop = baseURL ?? '';
  await setCourseLayout(shop, layout);
  try {
    await page.goto(PYTHON_COURSE.address);
    await expect(page.getByRole('heading', { level: 1, name: PYTHON_COURSE.title })).toBeVisible();
    await check();
  } finally {
    await setCourseLayout(shop, 1);
  }
};

const expectEveryTabInView = async (page: Page) => {
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveCount(TAB_NAMES.length);
  await page.getByRole('tablist').scrollIntoViewIfNeeded();
  for (const name of TAB_NAMES) {
    await expect(page.getByRole('tab', { name })).toBeInViewport({ ratio: 1 });
  }
  await expect(page.locator('.course-tabs').getByRole('button', { name: 'ellipsis' })).toBeHidden();
  await page.getByRole('tab', { name: 'คำถามและความคิดเห็น' }).click();
  await expect(page.getByRole('tabpanel', { name: 'คำถามและความคิดเห็น' })).toBeVisible();
};

/** Adds plans to a course as the administrator; returns a function that removes them again. */
const addPlans = async (baseURL: string, courseId: number, plans: Record<string, unknown>[]) => {
  const cookie = await signInAs(baseURL, 'admin');
  const address = `${baseURL}/api/admin/courses/${String(courseId)}/plans`;
  const ids: number[] = [];
  for (const plan of plans) {
    const response = await fetch(address, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(plan),
    });
    if (!response.ok) throw new Error(`plan not added: ${String(response.status)} ${await response.text()}`);
    ids.push(((await response.json()) as { data: { id: number } }).data.id);
  }
  return async () => {
    for (const id of ids) await fetch(`${address}/${String(id)}`, { method: 'DELETE', headers: { cookie } });
  };
};

for (const screen of SCREENS) {
  test.describe(`the course and product pages on a ${screen.name}`, () => {
    test.use({ viewport: screen.viewport, isMobile: screen.isMobile, hasTouch: screen.isMobile });

    // One page for every check on the screen: a fresh browser and the shop's first load there took
    // most of the time of each small test this used to be.
    test('fit the screen in every layout and speak Thai and English where a reader meets them', async ({
      page,
      baseURL,
    }) => {
      await test.step('layout 1 fits the screen, shows one play icon and every tab without a "..." menu', () =>
        inLayout(page, baseURL, 1, async () => {
          await expectEveryTabInView(page);
          await expectFitsTheScreen(page, screen);
          await expectOnePlayIcon(page, PLAY_PREVIEW);
        }));

      await test.step('the default layout fits the screen and shows one play icon', () =>
        inLayout(page, baseURL, 7, async () => {
          await expect(page.getByRole('tab', { name: TAB_NAMES[0] })).toBeVisible();
          await expectFitsTheScreen(page, screen);
          await expectOnePlayIcon(page, PLAY_PREVIEW);
        }));

      await test.step('layout 3 fits the screen and shows one play icon', () =>
        inLayout(page, baseURL, 3, async () => {
          await expect(
            page.getByRole('region', { name: 'ค่าสมัครเรียน' }).getByRole('radio').first(),
          ).toBeVisible();
          await expectFitsTheScreen(page, screen);
          await expectOnePlayIcon(page, PLAY_PREVIEW);
        }));

      await test.step("layout 4 fits the screen and its register bar leaves the order's summary in view", () =>
        inLayout(page, baseURL, 4, async () => {
          await scrollToPurchaseForm(page);
          const summary = page.getByRole('heading', { name: 'สรุปยอดชำระ' });
          await expect(summary).toBeAttached();
          await expectFitsTheScreen(page, screen);
          await expectOnePlayIcon(page, PLAY_PREVIEW);
          await expectBarClearOf(page.getByRole('complementary', { name: 'แถบสมัครเรียน' }), summary);
        }));

      await test.step('the product page fits the screen', async () => {
        await page.goto('/product/10-python-workbook-printed');
        await expect(page.getByRole('button', { name: 'เพิ่มลงตะกร้า' })).toBeVisible();
        await expectFitsTheScreen(page, screen);
      });

      await test.step('a category that does not exist says so in Thai and in English', async () => {
        await page.goto('/courses/no-such-category');
        await expect(page.getByText('404 ไม่พบหน้าที่คุณต้องการ')).toBeVisible();
        await page.getByText('EN', { exact: true }).click();
        await expect(page.getByText('404 Page not found !')).toBeVisible();
        // The reader's language is kept in the browser: back to Thai for the next check.
        await page.getByText('ไทย', { exact: true }).click();
        await expect(page.getByText('404 ไม่พบหน้าที่คุณต้องการ')).toBeVisible();
      });

      await test.step("an English reader gets the course type and the shop's built-in plan names in English", async () => {
        const removePlans = await addPlans(baseURL ?? '', UX_COURSE.id, [
          // Names as an administrator may type them: the plan type's own Thai name, and a name of the shop's own.
          { plan_type: 'One-Time Payment', name: 'ชำระครั้งเดียว', price: 299_000 },
          { plan_type: 'One-Time Payment', name: 'พร้อมเวิร์กช็อปสด', price: 399_000 },
        ]);
        try {
          await page.goto(UX_COURSE.address);
          await expect(page.getByText('เรียนแบบยืดหยุ่น', { exact: true })).toBeVisible();
          await page.getByText('EN', { exact: true }).click();

          await expect(page.getByText('Flexible learning', { exact: true })).toBeVisible();
          const plans = page.getByRole('region', { name: 'Registration fee' });
          await expect(plans.getByRole('radio', { name: /^Period 6 Month\(s\) 2,490 THB/ })).toBeChecked();
          await expect(plans.getByRole('radio', { name: /^One-Time Payment 2,990 THB/ })).toBeVisible();
          await expect(plans.getByRole('radio', { name: /^พร้อมเวิร์กช็อปสด/ })).toBeVisible();
        } finally {
          await removePlans();
        }
      });
    });
  });
}
