import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { contrastRatio } from '@shop/domain/settings/contrast';
import { buildApp, type App } from '../../../app';
import { loadConfig } from '../../../config';
import { makeDataDir, removeDataDir } from '../../../test/read-mail';
import { openFreshDatabase, type FreshDatabase } from '../../../test/test-database';
import { signedInAdmin, uploadPng } from './settings-test-kit';

const SHELL = `<!doctype html>
<html lang="th">
  <head>
    <meta charset="UTF-8" />
    <title>Course Shop</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** The theme colour and page pictures an administrator sets, as the storefront's page shell paints them. */
describe('the theme colour and pictures of the shop', () => {
  let app: App;
  let database: FreshDatabase;
  let distDir: string;
  let dataDir: string;
  let cookie: string;
  const cleanups: (() => Promise<unknown>)[] = [];

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'shop-theme-'));
    cleanups.push(() => rm(distDir, { recursive: true, force: true }));
    dataDir = await makeDataDir();
    cleanups.push(() => removeDataDir(dataDir));
    await writeFile(path.join(distDir, 'index.html'), SHELL);
    database = await openFreshDatabase({
      pgliteTemplateFile: inject('pgliteTemplateFile'),
      postgresTemplate: inject('postgresTemplate'),
    });
    cleanups.push(() => database.dispose());
    // Settings are cached for a minute here, so the tests also show a change is seen at once.
    const config = loadConfig({ SEED_DEMO: 'false', CATALOG_CACHE_SECONDS: '60', DATA_DIR: dataDir });
    app = await buildApp({ config, database, webDistDir: distDir, logger: pino({ level: 'silent' }) });
    cleanups.push(() => app.close());
    await app.ready();
    cookie = (await signedInAdmin(database.db)).cookie;
  }, 180_000);
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  const changeSettings = (payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url: '/api/admin/settings', headers: { cookie }, payload });
  const shellOf = async (url: string) => (await app.inject({ method: 'GET', url })).body;

  it('writes the chosen colour into every page shell at once, as a CSS variable and the theme-color meta tag', async () => {
    expect(await shellOf('/')).toContain('--shop-primary:#1f4e8c');

    const changed = await changeSettings({ theme_color: '#C62828' });

    expect(changed.statusCode).toBe(200);
    for (const url of ['/', '/courses', '/cart']) {
      const html = await shellOf(url);
      expect(html).toContain(
        '<style id="shop-theme">:root{--shop-primary:#c62828;--shop-link:#c62828}</style>',
      );
      expect(html).toContain('<meta name="theme-color" content="#c62828" />');
    }
  });

  it('paints a white theme dark grey, while the setting keeps what the shop chose', async () => {
    await changeSettings({ theme_color: '#FFFFFF' });

    expect(await shellOf('/')).toContain('--shop-primary:#333333');
    const publicSettings = await app.inject({ method: 'GET', url: '/api/setting/site/into/1' });
    expect(publicSettings.json()).toMatchObject({ data: { theme_color: '#FFFFFF' } });
  });

  it('writes text in a light theme colour darkened until it reads on white, and keeps the colour for accents', async () => {
    await changeSettings({ theme_color: '#ffc107' });

    const html = await shellOf('/');
    expect(html).toContain('--shop-primary:#ffc107;');
    const link = /--shop-link:(#[0-9a-f]{6})/.exec(html)?.[1] ?? '';
    expect(link).not.toBe('#ffc107');
    expect(contrastRatio(link, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('refuses a theme colour that is not written as #rrggbb, naming theme_color', async () => {
    for (const value of ['red', '#12345', 'rgb(0,0,0)', '#1f4e8c;}body{display:none']) {
      const response = await changeSettings({ theme_color: value });
      expect(response.json()).toMatchObject({
        error: { code: 'INPUT_ERROR', params: [{ param: 'theme_color' }] },
      });
    }
  });

  it('keeps the social share image as its 600 × 314 copy, which crawlers are told it measures', async () => {
    const name = await uploadPng(app, cookie);

    const changed = await changeSettings({ social_share_image: name, photo_favicon: name });

    const data = changed.json<{ data: { social_share_image: string; photo_favicon: string } }>().data;
    expect(data.photo_favicon).toBe(name);
    expect(data.social_share_image).toBe(name.replace(/\.png$/, '-600x314.png'));
    // Sent back unchanged (a whole settings form saved again), the copy's name is accepted.
    const again = await changeSettings({ social_share_image: data.social_share_image });
    expect(again.statusCode).toBe(200);
  });

  it('refuses a favicon or social image that is not an image the shop stores, naming the field', async () => {
    const favicon = await changeSettings({ photo_favicon: 'nothing-here.png' });
    const social = await changeSettings({ social_share_image: 'nothing-here.png' });

    expect(favicon.json()).toMatchObject({
      error: { code: 'INPUT_ERROR', params: [{ param: 'photo_favicon' }] },
    });
    expect(social.json()).toMatchObject({
      error: { code: 'INPUT_ERROR', params: [{ param: 'social_share_image' }] },
    });
  });
});
