import { expect, test } from '../../fixtures/test';
import { PYTHON_COURSE } from './course-layout';

test.describe('the address of a course page', () => {
  test('sends every address of a course to its one canonical address, and an unknown one to the not-found page', async ({
    page,
  }) => {
    await test.step('shows the not-found page for a course id that does not exist', async () => {
      await page.goto('/course/999999-no-such-course');

      // The page's one heading says so: no course is shown under any title.
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 ไม่พบหน้าที่คุณต้องการ');
    });

    await test.step('moves a bare id or an old slug to the canonical id-slug address', async () => {
      await page.goto(PYTHON_COURSE.address);
      await expect(page).toHaveURL(PYTHON_COURSE.canonical);
      await expect(page.getByRole('heading', { level: 1, name: PYTHON_COURSE.title })).toBeVisible();
      await expect(page).toHaveTitle(`${PYTHON_COURSE.title} | Course Shop`);

      await page.goto('/course/1-an-old-name?learn=true');
      await expect(page).toHaveURL(`${PYTHON_COURSE.canonical}?learn=true`);
    });

    await test.step('lands on the canonical address when a link inside the shop uses the bare id', async () => {
      await page.goto('/courses');
      await page.evaluate(() => {
        window.history.pushState({}, '', '/course/1');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });

      await expect(page.getByRole('heading', { level: 1, name: PYTHON_COURSE.title })).toBeVisible();
      await expect(page).toHaveURL(PYTHON_COURSE.canonical);
      await expect(page).toHaveTitle(`${PYTHON_COURSE.title} | Course Shop`);
    });
  });
});
