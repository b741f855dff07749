import { expect, test } from '../../fixtures/test';

test.describe('an address the shop has no page for', () => {
  test('answers 404 with the shop’s not-found page already in the HTML, marked noindex', async ({
    page,
    request,
  }) => {
    for (const address of ['/no-such-page', '/course/999']) {
      const answer = await request.get(address);
      expect(answer.status(), address).toBe(404);
      const html = await answer.text();
      expect(html, address).toContain('<meta name="robots" content="noindex" />');
      expect(html, address).toContain('page-state-title');
    }

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 ไม่พบหน้าที่คุณต้องการ' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'กลับหน้าแรก' })).toBeVisible();
  });
});
