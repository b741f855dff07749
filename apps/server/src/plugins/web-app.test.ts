import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig } from '../config';
import { openFreshDatabase, type FreshDatabase } from '../test/test-database';
import { inject } from 'vitest';

describe('serving the web app', () => {
  let app: App;
  let database: FreshDatabase;
  let distDir: string;

  beforeAll(async () => {
    distDir = await mkdtemp(path.join(tmpdir(), 'shop-web-dist-'));
    await mkdir(path.join(distDir, 'assets'));
    await writeFile(path.join(distDir, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(path.join(distDir, 'assets', 'index-abc123.js'), 'console.log(1)');
    database = await openFreshDatabase({
      pgliteTemplateFile: inject('pgliteTemplateFile'),
      postgresTemplate: inject('postgresTemplate'),
    });
    app = await buildApp({ config: loadConfig({ SEED_DEMO: 'false' }), database, webDistDir: distDir });
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
    await rm(distDir, { recursive: true, force: true });
  });

  it('answers every page address with the app shell so client routes survive a reload', async () => {
    for (const url of ['/', '/courses', '/cart', '/myaccount/student/order?x=1']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('sends a page in brotli or gzip to a browser that reads them, and plain to one that does not', async () => {
    const plain = await app.inject({ method: 'GET', url: '/course/1-python' });
    const brotli = await app.inject({
      method: 'GET',
      url: '/course/1-python',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    const gzip = await app.inject({ method: 'GET', url: '/courses', headers: { 'accept-encoding': 'gzip' } });

    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.body);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toContain('<div id="root">');
  });

  it('serves fingerprinted assets with a year of caching', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });

    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps unknown API paths as JSON refusals, not pages', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/unknown',
      headers: { accept: 'text/html' },
    });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});
