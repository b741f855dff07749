import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';

const APP_SHELL = '<!doctype html><html lang="th"><head></head><body><div id="root"></div></body></html>';

/** A Permissions-Policy header as feature → its allow list. */
const policyOf = (header: unknown): Map<string, string> =>
  new Map(
    String(header)
      .split(',')
      .map((entry) => entry.trim().split('=') as [string, string]),
  );

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { webShell: APP_SHELL });
  });
  afterAll(async () => {
    await t.close();
  });

  it('keeps the camera, microphone, location, payment handlers and sensors off on every answer', async () => {
    const answers = await Promise.all(
      ['/', '/cart', '/public/courses', '/api/admin/settings', '/uploads/nothing.png', '/sandbox/'].map(
        (url) => t.app.inject({ method: 'GET', url }),
      ),
    );

    for (const answer of answers) {
      const policy = policyOf(answer.headers['permissions-policy']);
      for (const feature of [
        'camera',
        'microphone',
        'geolocation',
        'payment',
        'usb',
        'accelerometer',
        'gyroscope',
      ])
        expect(policy.get(feature)).toBe('()');
    }
  });

  it('lets the shop and its embedded video players go full screen and play, and nothing else', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/' });

    const policy = policyOf(page.headers['permissions-policy']);
    for (const feature of ['fullscreen', 'autoplay', 'encrypted-media', 'picture-in-picture'])
      expect(policy.get(feature)).toBe(
        '(self "https://www.youtube-nocookie.com" "https://www.youtube.com" "https://player.vimeo.com")',
      );
  });
});
