import type { Locator, Page } from '@playwright/test';
import { expect } from '../../fixtures/test';
import type { Screen } from '../../fixtures/screens';

/**
 * Nothing reaches past the right edge of the screen. Measured against the screen's own width: on
 * a phone the browser widens its layout viewport (and `innerWidth`) to a page that is too wide, so
 * `scrollWidth <= innerWidth` would hold on a 527 px page. Call it once the page's content shows.
 */
export const expectFitsTheScreen = async (page: Page, screen: Screen) => {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `the page is ${String(width)} px wide`).toBeLessThanOrEqual(screen.viewport.width);
};

/** The share of near-white pixels in a PNG picture, decoded by the page's own canvas. */
const lightShare = (page: Page, png: Buffer) =>
  page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.drawImage(image, 0, 0);
    const { data } = context.getImageData(0, 0, image.width, image.height);
    let light = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (Math.min(data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0) > 220) light += 1;
    }
    return light / (image.width * image.height);
  }, png.toString('base64'));

/**
 * The cover shows one play button, and the picture under its icon has no white symbol of its own
 * (the demo covers' symbols are white): a second play triangle showed there.
 */
export const expectOnePlayIcon = async (page: Page, playButtonName: string) => {
  const play = page.getByRole('button', { name: playButtonName });
  await expect(play).toHaveCount(1);
  await play.scrollIntoViewIfNeeded();
  const icon = await play.locator('svg').boundingBox();
  if (!icon) throw new Error('the play button has no icon');
  // Transparent rather than hidden, so the button stays the same button to find again.
  await play.evaluate((button) => {
    button.style.opacity = '0';
  });
  const underIcon = await page.screenshot({ clip: icon, animations: 'disabled' });
  await play.evaluate((button) => {
    button.style.opacity = '';
  });
  expect(await lightShare(page, underIcon), 'white pixels under the play icon').toBeLessThan(0.01);
};

const coveredArea = async (bar: Locator, content: Locator) => {
  if (!(await bar.isVisible())) return 0;
  const [a, b] = await Promise.all([bar.boundingBox(), content.boundingBox()]);
  if (!a || !b) return 0;
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return Math.max(0, width) * Math.max(0, height);
};

/** A fixed or sticky bar leaves the content alone at the top and at the bottom of the screen. */
export const expectBarClearOf = async (bar: Locator, content: Locator) => {
  for (const block of ['end', 'start'] as const) {
    await content.evaluate((element, edge) => element.scrollIntoView({ block: edge }), block);
    await expect(content).toBeInViewport();
    await expect.poll(() => coveredArea(bar, content), { message: `at the ${block} of the screen` }).toBe(0);
  }
};
