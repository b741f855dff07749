import type { Page } from '@playwright/test';
import { signInAs } from '../../fixtures/shop-api';

/** The course page layouts of spec 1: 1, 3, 4, and any other value for the default one. */
export type CourseLayoutSetting = 1 | 3 | 4 | 7;

/** One administrator session per test shop: sign-in is limited to 10 a minute per account. */
const adminSessions = new Map<string, Promise<string>>();

const adminCookie = (baseURL: string) => {
  let session = adminSessions.get(baseURL);
  if (!session) {
    session = signInAs(baseURL, 'admin');
    adminSessions.set(baseURL, session);
  }
  return session;
};

/**
 * Switches the shop's course page layout as the demo administrator. The whole settings document
 * is sent back with the one change, so no other setting of the shared test shop moves (a partial
 * body would put every setting it leaves out back to its default).
 */
export const setCourseLayout = async (baseURL: string, layout: CourseLayoutSetting) => {
  const cookie = await adminCookie(baseURL);
  const read = await fetch(`${baseURL}/api/admin/settings`, { headers: { cookie } });
  if (!read.ok) throw new Error(`settings not read: ${String(read.status)}`);
  const { data } = (await read.json()) as { data: Record<string, unknown> };
  const saved = await fetch(`${baseURL}/api/admin/settings`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ ...data, layout_course_detail: layout }),
  });
  if (!saved.ok) throw new Error(`settings not saved: ${String(saved.status)} ${await saved.text()}`);
};

/** The demo course every layout test opens, by its bare id (the page moves to id-slug). */
export const PYTHON_COURSE = {
  address: '/course/1',
  canonical: '/course/1-python-data-analysis',
  title: 'Python สำหรับการวิเคราะห์ข้อมูล',
  previewLecture: 'แนะนำคอร์ส Python สำหรับการวิเคราะห์ข้อมูล',
  lockedLecture: 'เตรียมความพร้อมก่อนเรียน',
} as const;

/**
 * Layout 4's purchase form as a buyer reaches it: they scroll to the registration fee, and the
 * form (built on Ant Design, so not part of the page's first view) loads as it comes near.
 */
export const scrollToPurchaseForm = async (page: Page) => {
  await page.getByRole('region', { name: 'ค่าสมัครเรียน' }).scrollIntoViewIfNeeded();
  return page.getByRole('region', { name: 'ลงทะเบียนและชำระเงิน', exact: true });
};
