import type { Page } from '@playwright/test';
import { expect, test } from '../../fixtures/test';
import { PYTHON_COURSE, setCourseLayout, type CourseLayoutSetting } from './course-layout';

/** Layouts 1 and the default show the curriculum in a tab; 3 and 4 stack it as a section. */
const openCurriculum = async (page: Page, layout: CourseLayoutSetting) => {
  if (layout === 1 || layout === 7) {
    await page.getByRole('tab', { name: 'เนื้อหาคอร์ส' }).click();
    return page.getByRole('tabpanel', { name: 'เนื้อหาคอร์ส' });
  }
  const section = page.getByRole('region', { name: 'เนื้อหาคอร์ส' });
  await section.scrollIntoViewIfNeeded();
  return section;
};

const expectCurriculumAndPricing = async (page: Page, layout: CourseLayoutSetting) => {
  await page.goto(PYTHON_COURSE.address);
  await expect(page.getByRole('heading', { level: 1, name: PYTHON_COURSE.title })).toBeVisible();

  const curriculum = await openCurriculum(page, layout);
  await expect(curriculum.getByRole('button', { name: 'เริ่มต้น' })).toBeVisible();
  await expect(curriculum.getByText(PYTHON_COURSE.previewLecture)).toBeVisible();
  await expect(curriculum.getByText('แบบทดสอบท้ายบท')).toBeVisible();
  await expect(curriculum.getByText('การบ้าน: โปรเจกต์จบคอร์ส')).toBeVisible();
  await expect(
    curriculum.getByRole('button', { name: `ดูตัวอย่าง ${PYTHON_COURSE.previewLecture}` }),
  ).toBeVisible();
  await expect(curriculum.getByRole('img', { name: 'ล็อกอยู่ ลงทะเบียนเพื่อเรียนบทนี้' }).first()).toBeVisible();

  const pricing = page.getByRole('region', { name: 'ค่าสมัครเรียน' });
  await pricing.scrollIntoViewIfNeeded();
  await expect(pricing.getByRole('radio', { name: /ตามระยะเวลา 1 ปี 1,990 บาท/ })).toBeChecked();
  await expect(pricing.getByRole('radio', { name: /เรียนได้ตลอดชีพ\s*฿3,990\.00/ })).toBeEnabled();
  await expect(pricing.getByRole('radio', { name: /ตามเวลาเรียนจริง 20 ชั่วโมง/ })).toBeVisible();
  await expect(page.getByRole('link', { name: 'แพ็กคู่ Python + UX/UI ลด 15%' })).toHaveAttribute(
    'href',
    /^\/promotion\/\d+$/,
  );
  // Layout 4's purchase area holds the purchase-without-registration block once the route passes it in.
  if (layout !== 4) await expect(pricing.getByRole('button', { name: 'สมัครเรียน' })).toBeEnabled();
};

test.describe('the course page in each of its four layouts', () => {
  test('shows the curriculum and the pricing plans of a course in every layout', async ({
    page,
    baseURL,
  }) => {
    const shop = baseURL ?? '';
    for (const layout of [1, 3, 4, 7] as const) {
      const name = layout === 7 ? 'the default layout (any other setting)' : `layout ${String(layout)}`;
      await test.step(`shows the curriculum and the pricing plans of a course in ${name}`, async () => {
        await setCourseLayout(shop, layout);
        try {
          await expectCurriculumAndPricing(page, layout);
        } finally {
          await setCourseLayout(shop, 1);
        }
      });
    }
  });
});
