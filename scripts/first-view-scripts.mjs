// `node scripts/first-view-scripts.mjs` (after `npm run build`): what the pages after the first
// one download before they show their content, measured in Chromium (playwright-core) against
// the built shop with the demo data. Each page is loaded cold three times (a fresh browser
// context: no cache), signed in as it needs; a load ends when its content is visible and the
// network has been quiet for half a second. Prints the median time to content, the scripts and
// their KB as sent (brotli), and the API calls made, each against issue 27's budget.
import { coldContextFor, withPagesAfterTheFirst } from './pages-in-chromium.mjs';

const ROUNDS = 3;

/** What each page shows once its content is there (the Thai texts of the demo shop). */
const CONTENT = {
  cart: (page) => page.getByRole('button', { name: 'สั่งซื้อ' }),
  'payment step': (page) => page.getByTestId('amount-to-pay'),
  'lesson player': (page) => page.getByRole('navigation', { name: 'เนื้อหาคอร์ส' }),
  'My courses': (page) => page.getByRole('link', { name: /^เรียนต่อ / }).first(),
  'back office orders': (page) =>
    page
      .getByRole('table', { name: 'คำสั่งซื้อ' })
      .getByRole('link', { name: /^เปิดคำสั่งซื้อ / })
      .first(),
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const loadOnce = async (browser, base, target) => {
  const context = await coldContextFor(browser, base, target, { width: 1280, height: 800 });
  const page = await context.newPage();
  const scripts = new Map();
  const apiCalls = [];
  page.on('requestfinished', async (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script') {
      const sizes = await request.sizes().catch(() => null);
      scripts.set(url.pathname, sizes ? sizes.responseBodySize : 0);
    } else if (/^\/(?:public|private|api)\//.test(url.pathname)) {
      apiCalls.push(url.pathname);
    }
  });
  const started = Date.now();
  await page.goto(`${base}${target.path}`);
  await CONTENT[target.name](page).waitFor({ state: 'visible', timeout: 60_000 });
  const contentMs = Date.now() - started;
  await page.waitForLoadState('networkidle');
  await context.close();
  const bytes = [...scripts.values()].reduce((sum, size) => sum + size, 0);
  return { contentMs, scripts: scripts.size, kb: bytes / 1024, apiCalls: apiCalls.length };
};

await withPagesAfterTheFirst(async (browser, base, targets) => {
  console.log('\n| page | content visible | JS sent | scripts | API calls | budget |');
  console.log('| --- | ---: | ---: | ---: | ---: | --- |');
  let over = false;
  for (const target of targets) {
    const loads = [];
    for (let round = 0; round < ROUNDS; round += 1) loads.push(await loadOnce(browser, base, target));
    const kb = median(loads.map((load) => load.kb));
    const scripts = median(loads.map((load) => load.scripts));
    const within = kb <= target.budget.scriptKb && scripts <= target.budget.scripts;
    over ||= !within;
    console.log(
      `| ${target.name} | ${(median(loads.map((load) => load.contentMs)) / 1000).toFixed(2)} s | ${kb.toFixed(
        1,
      )} KB | ${String(scripts)} | ${String(median(loads.map((load) => load.apiCalls)))} | ${String(
        target.budget.scriptKb,
      )} KB in ${String(target.budget.scripts)}${within ? '' : ' ✗'} |`,
    );
  }
  process.exitCode = over ? 1 : 0;
});
