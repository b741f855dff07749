import { expect, test } from '../../fixtures/test';
import { apiAs, courseIdOf, useSession } from '../checkout/shop-data';

/** A demo course no other journey buys, so a grant here meets nobody else's order. */
const COURSE = { slug: 'introduction-to-investing', title: 'เริ่มต้นลงทุนอย่างเข้าใจ' };
const STUDENT = { email: 'student@demo.shop', name: 'สมหญิง เรียนดี' };

type Student = {
  data: { profile: { id: number }; enrolments: { id: number; course_id: number; status: string }[] };
};

test.describe('granting a course in the back office', () => {
  // The demo student is shared by every journey: the grant is taken back afterwards.
  test.afterEach(async ({ shop }) => {
    const admin = await apiAs(shop.baseURL, 'admin');
    const listed = (await admin.call('GET', `/api/admin/students?keyword=${STUDENT.email}`)) as {
      data: { id: number }[];
    };
    const id = listed.data[0]?.id ?? 0;
    const courseId = await courseIdOf(shop.baseURL, COURSE.slug);
    const student = (await admin.call('GET', `/api/admin/students/${String(id)}`)) as Student;
    for (const enrolment of student.data.enrolments)
      if (enrolment.course_id === courseId && enrolment.status === 'active')
        await admin.call(
          'POST',
          `/api/admin/students/${String(id)}/enrolments/${String(enrolment.id)}/revoke`,
          {
            reason: 'test clean-up',
          },
        );
  });

  test('an administrator finds a student by e-mail, grants a course, and the student sees it in My courses', async ({
    page,
    browser,
    shop,
  }) => {
    // Two browsers and a dialog on a busy two-core machine.
    test.slow();
    const admin = await apiAs(shop.baseURL, 'admin');
    await useSession(page.context(), shop.baseURL, admin.cookie);

    await page.goto('/admin/students');
    const search = page.getByRole('searchbox', { name: 'ค้นหาชื่อ ชื่อผู้ใช้ อีเมล หรือเบอร์โทร' });
    await search.fill(STUDENT.email);
    await search.press('Enter');
    await expect(page).toHaveURL(/keyword=/);
    const row = page.getByRole('row').filter({ hasText: STUDENT.email });
    await expect(row).toHaveCount(1);
    await row.getByRole('link', { name: STUDENT.name }).click();

    await expect(page.getByRole('heading', { level: 1, name: STUDENT.name })).toBeVisible();
    await page.getByRole('tab', { name: 'คอร์สที่เรียน' }).click();
    await page.getByRole('button', { name: 'ให้สิทธิ์เรียนคอร์ส' }).click();
    const dialog = page.getByRole('dialog', { name: 'ให้สิทธิ์เรียนคอร์ส' });
    await dialog.getByLabel('คอร์ส', { exact: true }).fill('ลงทุน');
    // Ant Design's visible options carry their text as a title (its role="option" list is for screen readers).
    await page.getByTitle(COURSE.title).click();
    await expect(dialog.getByTitle(COURSE.title)).toBeVisible();
    await dialog.getByRole('button', { name: 'ให้สิทธิ์' }).click();

    await expect(page.getByText('ให้สิทธิ์เรียนแล้ว')).toBeVisible();
    const enrolment = page.getByRole('row').filter({ hasText: COURSE.title });
    await expect(enrolment.getByText('ผู้ดูแลให้สิทธิ์')).toBeVisible();
    await expect(enrolment.getByText(/\d+ วัน/)).toBeVisible();

    // The student, in a browser of their own, finds the course open in My courses.
    const student = await apiAs(shop.baseURL, 'student');
    const studentContext = await browser.newContext({ baseURL: shop.baseURL });
    try {
      await useSession(studentContext, shop.baseURL, student.cookie);
      const studentPage = await studentContext.newPage();
      await studentPage.goto('/myaccount/student/course');
      const course = studentPage.getByRole('article', { name: COURSE.title });
      await expect(course.getByRole('link', { name: `เรียนต่อ ${COURSE.title}` })).toBeVisible();
    } finally {
      await studentContext.close();
    }
  });
});
