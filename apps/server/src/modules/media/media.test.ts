import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mediaFiles } from '../../db/tables';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { insertStudent, insertUser } from '../../test/factories';
import { makeDataDir, removeDataDir } from '../../test/read-mail';
import { resetSettings, setSettings } from '../../test/settings';
import { signIn } from '../../test/sign-in';
import { animatedGif, mp4Bytes, multipart, photoWithGps, pngImage, uploadForm } from './media-test-helpers';

type UploadAnswer = { success: true; fileName: string[]; index: string | null };

describe('uploads', () => {
  let t: TestApp;
  let dataDir: string;
  let address = 0;
  beforeAll(async () => {
    dataDir = await makeDataDir();
    t = await buildTestApp({ DATA_DIR: dataDir });
  });
  afterAll(async () => {
    await t.close();
    await removeDataDir(dataDir);
  });
  beforeEach(async () => {
    await resetSettings(t.db);
  });

  const upload = (form: ReturnType<typeof multipart>, cookie?: string) => {
    address += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/home/test_upload',
      payload: form.payload,
      headers: { ...form.headers, ...(cookie ? { cookie } : {}) },
      remoteAddress: `10.7.${String(Math.floor(address / 256))}.${String(address % 256)}`,
    });
  };
  const fetchUpload = (name: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/uploads/${name}`, headers });
  /** A visitor's upload, and the cookie that lets that visitor (and no one else) see it. */
  const visitorUpload = async (form: ReturnType<typeof multipart>) => {
    const response = await upload(form);
    const cookie = response.cookies.find((item) => item.name === 'visitor_uploads');
    return {
      name: response.json<UploadAnswer>().fileName[0] ?? '',
      headers: { cookie: `visitor_uploads=${cookie?.value ?? ''}` },
    };
  };
  const storedState = async () => {
    const [row] = await t.db.select({ value: count() }).from(mediaFiles);
    const files = await readdir(path.join(dataDir, 'uploads')).catch(() => [] as string[]);
    return { rows: row?.value ?? 0, files: files.length };
  };
  /** Sends an upload that must be refused with `code`, and checks that nothing was stored. */
  const refused = async (form: ReturnType<typeof uploadForm>, code: string, cookie?: string) => {
    const before = await storedState();
    const response = await upload(form, cookie);
    expect(response.json()).toMatchObject({ success: false, error: { code } });
    expect(await storedState()).toEqual(before);
    return response;
  };

  it('stores a photo under a name of its own and answers that name with the index', async () => {
    const response = await upload(
      uploadForm(
        { filename: 'Holiday Photo.JPG', contentType: 'image/jpeg', data: await photoWithGps() },
        '3',
      ),
    );

    expect(response.statusCode).toBe(200);
    const body = response.json<UploadAnswer>();
    expect(body).toEqual({
      success: true,
      fileName: [expect.stringMatching(/^[0-9a-f]{32}\.jpg$/) as string],
      index: '3',
    });
    const [row] = await t.db
      .select()
      .from(mediaFiles)
      .where(eq(mediaFiles.fileName, body.fileName[0] ?? ''));
    expect(row).toMatchObject({
      originalName: 'Holiday Photo.JPG',
      mimeType: 'image/jpeg',
      kind: 'image',
      width: 1200,
      height: 900,
    });
    expect(Object.keys(row?.variants ?? {}).sort()).toEqual(['custom_label', 'social']);
  });

  it('strips the GPS position from an uploaded photo', async () => {
    const original = await photoWithGps();
    expect((await sharp(original).metadata()).exif?.includes(Buffer.from([0x25, 0x88]))).toBe(true);
    const { name, headers } = await visitorUpload(
      uploadForm({ filename: 'gps.jpg', contentType: 'image/jpeg', data: original }),
    );

    const served = await fetchUpload(name, headers);

    const metadata = await sharp(served.rawPayload).metadata();
    expect(metadata.format).toBe('jpeg');
    expect(metadata.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('ProbeCam'))).toBe(false);
  });

  it('makes the 600x600 custom-label copy and the 600x314 social copy', async () => {
    const { name, headers } = await visitorUpload(
      uploadForm({ filename: 'a.png', contentType: 'image/png', data: await pngImage() }),
    );
    const [row] = await t.db.select().from(mediaFiles).where(eq(mediaFiles.fileName, name));

    const square = await sharp(
      (await fetchUpload(row?.variants.custom_label ?? '', headers)).rawPayload,
    ).metadata();
    const social = await sharp(
      (await fetchUpload(row?.variants.social ?? '', headers)).rawPayload,
    ).metadata();

    expect([square.format, square.width, square.height]).toEqual(['png', 600, 600]);
    expect([social.format, social.width, social.height]).toEqual(['png', 600, 314]);
  });

  it('keeps an animated GIF animated, its copies too', async () => {
    const { name, headers } = await visitorUpload(
      uploadForm({ filename: 'wave.gif', contentType: 'image/gif', data: await animatedGif() }),
    );
    const [row] = await t.db.select().from(mediaFiles).where(eq(mediaFiles.fileName, name));

    const served = await sharp((await fetchUpload(name, headers)).rawPayload, { animated: true }).metadata();
    const social = await sharp((await fetchUpload(row?.variants.social ?? '', headers)).rawPayload, {
      animated: true,
    }).metadata();

    expect(row).toMatchObject({ mimeType: 'image/gif', width: 100, height: 80 });
    expect([served.format, served.pages]).toEqual(['gif', 2]);
    expect([social.width, social.pageHeight, social.pages]).toEqual([600, 314, 2]);
  });

  it("serves an administrator's upload to anyone with its stored type and nosniff, cached for a year", async () => {
    const admin = await insertUser(t.db, { roles: ['admin'] });
    const name = (
      await upload(
        uploadForm({ filename: 'x.png', contentType: 'image/png', data: await pngImage() }),
        await signIn(t.app, admin.username),
      )
    ).json<UploadAnswer>().fileName[0];

    const served = await fetchUpload(name ?? '');

    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
  });

  it('refuses a PHP script renamed to .jpg with FILE_TYPE_NOT_ALLOWED', async () => {
    const script = Buffer.from('<?php system($_GET["cmd"]); ?>');

    await refused(
      uploadForm({ filename: 'shell.jpg', contentType: 'image/jpeg', data: script }),
      'FILE_TYPE_NOT_ALLOWED',
    );
  });

  it('refuses an HTML page named .gif and a file whose content is cut off', async () => {
    const page = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const broken = (await photoWithGps()).subarray(0, 400);

    await refused(
      uploadForm({ filename: 'x.gif', contentType: 'image/gif', data: page }),
      'FILE_TYPE_NOT_ALLOWED',
    );
    await refused(
      uploadForm({ filename: 'cut.jpg', contentType: 'image/jpeg', data: broken }),
      'FILE_TYPE_NOT_ALLOWED',
    );
  });

  it('refuses a video from a visitor or a student but stores it for an administrator', async () => {
    const video = { filename: 'lesson.mp4', contentType: 'video/mp4', data: mp4Bytes() };
    const student = await insertStudent(t.db);
    const admin = await insertUser(t.db, { roles: ['admin'] });

    await refused(uploadForm(video), 'FILE_TYPE_NOT_ALLOWED');
    await refused(uploadForm(video), 'FILE_TYPE_NOT_ALLOWED', await signIn(t.app, student.username));
    const stored = await upload(uploadForm(video), await signIn(t.app, admin.username));

    const name = stored.json<UploadAnswer>().fileName[0] ?? '';
    expect(name).toMatch(/^[0-9a-f]{32}\.mp4$/);
    const range = await fetchUpload(name, { range: 'bytes=0-9' });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-type']).toBe('video/mp4');
    expect(range.headers['content-range']).toBe(`bytes 0-9/${String(mp4Bytes().length)}`);
    expect(range.rawPayload).toEqual(mp4Bytes().subarray(0, 10));
  });

  it('refuses an image above 10 MB with FILE_TOO_LARGE', async () => {
    const photo = await photoWithGps(64, 64);
    const huge = Buffer.concat([photo, Buffer.alloc(10 * 1024 * 1024)]);

    const response = await refused(
      uploadForm({ filename: 'big.jpg', contentType: 'image/jpeg', data: huge }),
      'FILE_TOO_LARGE',
    );

    expect(response.json()).toMatchObject({ error: { result: { maxBytes: 10 * 1024 * 1024 } } });
  });

  it('refuses a file larger than the free storage with OUT_OF_STORAGE', async () => {
    await setSettings(t.db, { storage_quota_gb: 0.000_001 });

    await refused(
      uploadForm({ filename: 'a.jpg', contentType: 'image/jpeg', data: await photoWithGps() }),
      'OUT_OF_STORAGE',
    );
  });

  it('refuses a form without a file with INPUT_ERROR naming imageinput', async () => {
    const before = await storedState();

    const response = await upload(multipart([{ name: 'index', value: '0' }]));

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'INPUT_ERROR', params: [{ param: 'imageinput' }] },
    });
    expect(await storedState()).toEqual(before);
  });

  it("answers the free storage in GB: the quota less what the uploads hold, and for anyone but an administrator less the administrators' reserve", async () => {
    await t.db.delete(mediaFiles);
    await setSettings(t.db, { storage_quota_gb: 5 });
    await t.db.insert(mediaFiles).values({
      fileName: 'f'.repeat(32) + '.jpg',
      originalName: 'x',
      mimeType: 'image/jpeg',
      kind: 'image',
      sizeBytes: 536_870_912,
    });

    const admin = await insertUser(t.db, { roles: ['admin'] });
    const details = (cookie?: string) =>
      t.app.inject({ method: 'GET', url: '/api/storage/details', headers: cookie ? { cookie } : {} });

    // 5 GB less 0.5 GB held; a visitor also leaves the reserve (10% of 5 GB) alone.
    expect((await details()).json()).toEqual({ success: true, free: 4 });
    expect((await details(await signIn(t.app, admin.username))).json()).toEqual({ success: true, free: 4.5 });
  });

  it('serves only names the server made', async () => {
    const climbing = await t.app.inject({ method: 'GET', url: '/uploads/..%2F..%2Fetc%2Fpasswd' });
    expect(climbing.statusCode).toBe(400);
    expect(climbing.json()).toMatchObject({ error: { code: 'ADDRESS_NOT_CANONICAL' } });
    for (const url of ['/uploads/.env', `/uploads/${'a'.repeat(32)}.jpg`, '/uploads/config.json']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
  });

  it('limits uploads from one visitor address: the 21st in a minute is refused', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 21; index += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/home/test_upload',
        payload: { not: 'multipart' },
        remoteAddress: '192.0.2.44',
      });
      statuses.push(response.statusCode);
    }

    expect(statuses.slice(0, 20).every((status) => status !== 429)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});
