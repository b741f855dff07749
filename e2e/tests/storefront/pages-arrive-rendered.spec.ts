import type { Page } from '@playwright/test';
import { PHONE } from '../../fixtures/screens';
import { problemsOf } from '../../fixtures/page-watch';
import { expect, test } from '../../fixtures/test';
import { PYTHON_COURSE, setCourseLayout, type CourseLayoutSetting } from '../course-page/course-layout';

const LAYOUTS: readonly CourseLayoutSetting[] = [1, 3, 4, 7];

/** What a reader of the Python course's page must find in its HTML, whatever the layout. */
const expectCourseReadable = async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name: PYTHON_COURSE.title })).toBeVisible();
  const pricing = page.getByRole('region', { name: 'ค่าสมัครเรียน' });
  await expect(pricing.getByText(/ตามระยะเวลา 1 ปี/).first()).toBeVisible();
  await expect(pricing.getByText('เรียนได้ตลอดชีพ').first()).toBeVisible();
  await expect(pricing.getByText('฿3,990.00').first()).toBeVisible();
  await expect(page.getByText(PYTHON_COURSE.previewLecture).first()).toBeAttached();
};

test.describe('a reader with JavaScript switched off, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE.viewport, isMobile: true, hasTouch: true });

  test("reads a course page's title, plans, prices and curriculum in every layout", async ({
    page,
    baseURL,
  }) => {
    for (const layout of LAYOUTS) {
      await test.step(`layout ${String(layout)}`, async () => {
        await setCourseLayout(baseURL ?? '', layout);
        try {
          await page.goto(PYTHON_COURSE.canonical);
          await expectCourseReadable(page);
        } finally {
          await setCourseLayout(baseURL ?? '', 1);
        }
      });
    }
  });

  test('reads the home page, the lists, a category, a promotion and a product', async ({ page }) => {
    await test.step('the home page lists courses and links to categories', async () => {
      await page.goto('/');
      await expect(page.getByRole('link', { name: /Python สำหรับการวิเคราะห์ข้อมูล/ }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: /การเขียนโปรแกรม/ }).first()).toBeVisible();
    });
    await test.step('the course list', async () => {
      await page.goto('/courses');
      await expect(page.getByRole('link', { name: /พื้นฐาน UX\/UI Design/ }).first()).toBeVisible();
    });
    await test.step('a category', async () => {
      await page.goto('/courses/programming');
      await expect(page.getByRole('link', { name: /Python สำหรับการวิเคราะห์ข้อมูล/ }).first()).toBeVisible();
    });
    await test.step('a promotion', async () => {
      await page.goto('/promotion/1');
      await expect(page.getByRole('heading', { name: 'แพ็กคู่ Python + UX/UI ลด 15%' })).toBeVisible();
    });
    await test.step('the product list and a product with its price and stock', async () => {
      await page.goto('/products');
      await expect(page.getByRole('link', { name: /หนังสือแบบฝึกหัด Python/ }).first()).toBeVisible();
      await page.goto('/product/10-python-workbook-printed');
      await expect(page.getByRole('heading', { level: 1, name: /หนังสือแบบฝึกหัด Python/ })).toBeVisible();
      await expect(page.getByText('฿450.00').first()).toBeVisible();
    });
  });

  test('reads a page in English once they chose English', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lang', value: 'en', url: baseURL ?? '' }]);
    await page.goto(PYTHON_COURSE.canonical);

    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Courses', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Registration fee' })).toBeVisible();
  });
});

test.describe('a reader with JavaScript, on a phone', () => {
  test.use({ viewport: PHONE.viewport, isMobile: true, hasTouch: true });

  test('gets a course page that takes over the HTML without asking for the course again', async ({
    page,
  }) => {
    const problems = problemsOf(page);
    const courseFetches: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/public/courses/1/') || path === '/api/setting/site/into/1')
        courseFetches.push(path);
    });

    await page.goto(PYTHON_COURSE.canonical);
    await expectCourseReadable(page);
    // The page answers clicks once it has taken over: the curriculum tab opens.
    await page.getByRole('tab', { name: 'เนื้อหาคอร์ส' }).click();
    await expect(
      page.getByRole('tabpanel', { name: 'เนื้อหาคอร์ส' }).getByText(PYTHON_COURSE.previewLecture),
    ).toBeVisible();
    await page.getByRole('link', { name: 'คอร์สเรียน' }).first().click();
    await expect(page).toHaveURL(/\/courses$/);

    expect(courseFetches).toEqual([]);
    expect(problems).toEqual([]);
  });
});
