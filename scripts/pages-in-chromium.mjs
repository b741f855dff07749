// What the Chromium measurements of the pages after the first one share: the built shop with the
// demo data, Debian's Chromium, the prepared pages (`signed-in-pages.mjs`), and a cold browser
// context per load, signed in as the page needs.
import { chromium } from 'playwright-core';
import { startBuiltShop } from './built-shop.mjs';
import { pagesAfterTheFirst } from './signed-in-pages.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** A fresh context (no cache) at this viewport, with the page's session cookie when it has one. */
export const coldContextFor = async (browser, base, target, viewport) => {
  const context = await browser.newContext({ viewport, locale: 'th-TH' });
  if (target.cookie) {
    const [name = '', value = ''] = target.cookie.split('=');
    await context.addCookies([{ name, value, url: base }]);
  }
  return context;
};

/** Runs `measure(browser, base, targets)` against a started shop, then stops both. */
export const withPagesAfterTheFirst = async (measure) => {
  const shop = await startBuiltShop({ env: { LOG_LEVEL: 'error' } });
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  try {
    await shop.waitUntilLive(180_000);
    await measure(browser, shop.base, await pagesAfterTheFirst(shop.base));
  } finally {
    await browser.close();
    await shop.stop();
  }
};
