import type { Page } from '@playwright/test';
import { PHONE } from '../../fixtures/screens';
import { apiReadsOf, problemsOf } from '../../fixtures/page-watch';
import { expect, test } from '../../fixtures/test';
import { orderByTransfer } from '../admin/admin-orders-journey';
import { resetStudent, useSession } from '../checkout/shop-data';
import { COURSE, contentsOf } from '../learning/learning-journey';

const LESSONS = '/course/1-python-data-analysis?learn=true';

type Playlist = { data: { lectures_list: { lectures_id: number; content_type: string }[] }[] };

/** The page has taken over the server's HTML (its click guard is lifted). */
const takenOver = (page: Page) => expect(page.locator('#root')).not.toHaveAttribute('data-hydrating');

test.describe("a student's own pages, on a phone", () => {
  test.use({ viewport: PHONE.viewport, isMobile: true, hasTouch: true });

  test('arrive rendered with their own courses, lessons and unpaid order, before any script runs', async ({
    browser,
    baseURL,
  }) => {
    const shop = baseURL ?? '';
    const student = await resetStudent(shop);
    const order = await orderByTransfer(shop, student, ['ux-ui-design-fundamentals']);
    const context = await browser.newContext({
      baseURL: shop,
      javaScriptEnabled: false,
      viewport: PHONE.viewport,
      locale: 'th-TH',
    });
    try {
      await useSession(context, shop, student.cookie);
      const page = await context.newPage();

      // The lessons first: the first page to load the lessons' code, in a shop just started.
      await page.goto(LESSONS);
      await expect(contentsOf(page)).toBeVisible();
      await expect(page.getByText('เหลือเวลาเรียน 365 วัน')).toBeVisible();
      await expect(contentsOf(page).locator('a[aria-current="page"]')).toBeVisible();

      await page.goto('/myaccount/student/course');
      await expect(page.getByRole('link', { name: `เรียนต่อ ${COURSE.title}` })).toBeVisible();

      await page.goto(LESSONS);
      await expect(contentsOf(page)).toBeVisible();

      await page.goto(`/cart/${String(order.orderId)}`);
      await expect(page.getByTestId('amount-to-pay')).toHaveText('2,664.30 THB');
      await expect(page.getByText('123-4-56789-0').first()).toBeVisible();
    } finally {
      await context.close();
    }
  });

  test('take over the HTML without reading their data again, and answer a tap', async ({
    page,
    context,
    baseURL,
  }) => {
    const shop = baseURL ?? '';
    const student = await resetStudent(shop);
    const order = await orderByTransfer(shop, student, ['ux-ui-design-fundamentals']);
    await useSession(context, shop, student.cookie);
    const problems = problemsOf(page);
    const reads = apiReadsOf(page);

    await test.step('My courses opens the course it lists', async () => {
      await page.goto('/myaccount/student/course');
      await takenOver(page);
      expect(reads).not.toContain('/private/my-courses');
      await page.getByRole('link', { name: `เรียนต่อ ${COURSE.title}` }).click();
      await expect(page).toHaveURL(/learn=true/);
    });

    await test.step('the lessons, opened directly, move to another lecture from the contents', async () => {
      reads.length = 0;
      await page.goto(LESSONS);
      await takenOver(page);
      expect(reads.filter((path) => /videoplaylist|\/progress\/|countdowntime/.test(path))).toEqual([]);
      const contents = contentsOf(page);
      const other = contents.getByRole('link').nth(1);
      await other.click();
      await expect(other).toHaveAttribute('aria-current', 'page');
    });

    await test.step('a quiz with an attempt, its moment written the same by the server and the browser', async () => {
      const playlist = (await student.call(
        'GET',
        `/public/course/videoplaylist/${String(COURSE.id)}`,
      )) as Playlist;
      const quiz = playlist.data
        .flatMap((section) => section.lectures_list)
        .find((lecture) => lecture.content_type === 'quiz');
      if (!quiz) throw new Error('the demo course has no quiz');
      await student.call('POST', `/private/lectures/${String(quiz.lectures_id)}/quiz/attempts`, {
        answers: {},
      });
      await page.goto(`${LESSONS}&lecture=${String(quiz.lectures_id)}`);
      await takenOver(page);
      await expect(page.getByText(/ · คะแนน \d+%/).first()).toBeVisible();
    });

    await test.step('the payment step opens the transfer report', async () => {
      reads.length = 0;
      await page.goto(`/cart/${String(order.orderId)}`);
      await takenOver(page);
      expect(reads).not.toContain(`/private/payments/methods/order/${String(order.orderId)}`);
      expect(reads).not.toContain('/public/payments/methods/1/bank');
      await page.getByRole('button', { name: 'แจ้งชำระเงิน', exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    });

    expect(problems).toEqual([]);
  });
});
