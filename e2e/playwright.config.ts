import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium; Playwright never downloads a browser of its own here. */
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // Sized for a busy two-core CI machine: a page that appears in 5 s alone may take 15 under load,
  // and a back-office journey (pay, approve, download and render a PDF) takes 25 s alone.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 2,
  // A test that fails runs once more, recording a trace: recording one for every test (the
  // screencast, the DOM at each step) took a third of the browsers' CPU and a quarter of the run's
  // time. The first failure keeps its screenshot and page snapshot, and a retried pass is reported
  // as flaky, not hidden.
  retries: 1,
  forbidOnly: true,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    ...devices['Desktop Chrome'],
    locale: 'th-TH',
    // The shop drops Ant Design's animations for a visitor who asks for less motion; a click that
    // landed on a dialog's button while it was still zooming in was seen to go nowhere.
    reducedMotion: 'reduce',
    timezoneId: 'Asia/Bangkok',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
});
